import type { Reseller } from '@screenplay/core';
import { ApiError } from '@screenplay/hooks';
import { describe, expect, it } from 'vitest';
import { addAdministratorFailure, currentPrice, customerPriceRows, matchesSearch, priceNames } from './resellers.logic';

const NORTHWIND: Reseller = {
  id: 4,
  title: 'Northwind Signage',
  email: 'hello@northwind.test',
  phone: '+44 20 7946 0001',
  administrators: [{ id: 7, email: 'nora@northwind.test', name: 'Nora', lastName: 'Northwind', emailVerifiedAt: null }],
  prices: [{ tariffPlanId: 1, price: '10.00' }],
  customerPrices: [
    { customerId: 22, tariffPlanId: 2, price: '3.00' },
    { customerId: 21, tariffPlanId: 2, price: '2.00' },
    { customerId: 21, tariffPlanId: 1, price: '1.00' },
  ],
};

describe('resellers logic', () => {
  it('matches a search in the name, e-mail, phone or an administrator, ignoring case and blanks', () => {
    for (const search of ['', '  ', 'NORTH', '7946', 'nora northwind', 'NORA@'])
      expect(matchesSearch(NORTHWIND, search)).toBe(true);
    expect(matchesSearch(NORTHWIND, 'contoso')).toBe(false);
  });

  it('lists customer prices by customer, then plan, naming unknown ids', () => {
    const names = priceNames(
      [
        { id: 1, title: 'Standard' },
        { id: 2, title: 'Premium' },
      ],
      [],
      {
        plan: (id) => `Plan ${id}`,
        customer: (id) => (id === 21 ? 'Globex Cafés' : `Customer ${id}`),
      },
    );
    expect(customerPriceRows(NORTHWIND, names).map((row) => [row.customer, row.plan, row.price])).toEqual([
      ['Customer 22', 'Premium', '3.00'],
      ['Globex Cafés', 'Premium', '2.00'],
      ['Globex Cafés', 'Standard', '1.00'],
    ]);
  });

  it('starts a price field from the price set now, per plan or per customer', () => {
    expect(currentPrice(NORTHWIND, 1)).toBe('10.00');
    expect(currentPrice(NORTHWIND, 2)).toBe('');
    expect(currentPrice(NORTHWIND, 2, 21)).toBe('2.00');
    expect(currentPrice(NORTHWIND, 1, 22)).toBe('');
  });

  it('shows an add-administrator errors map under its fields, anything else as resellers.addAdminError', () => {
    const taken = new ApiError({
      status: 422,
      messageKey: 'resellers.addAdminErrorWithTheSameEmail',
      message: 'admin with email a@b.c - already exist',
      errors: { email: ['admin with email a@b.c - already exist'] },
    });
    expect(addAdministratorFailure(taken)).toEqual({
      fieldErrors: { email: 'admin with email a@b.c - already exist' },
    });
    const down = new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'down' });
    expect(addAdministratorFailure(down)).toEqual({ formErrorKey: 'resellers.addAdminError' });
    expect(addAdministratorFailure(new TypeError('offline'))).toEqual({ formErrorKey: 'resellers.addAdminError' });
  });
});
