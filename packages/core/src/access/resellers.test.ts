import { describe, expect, it } from 'vitest';
import { parsePrice, resellerAdminErrors, resellerErrors, resellerPriceErrors, withEmail } from './resellers';

describe('reseller rules', () => {
  it('reads prices of at most 2 decimals from 0 to the column’s maximum, as text with 2 decimals', () => {
    expect(parsePrice(12.5)).toBe('12.50');
    expect(parsePrice(0.1)).toBe('0.10');
    expect(parsePrice('7')).toBe('7.00');
    expect(parsePrice('99999999.99')).toBe('99999999.99');
    expect(parsePrice(0)).toBe('0.00');
    for (const bad of [
      1.005,
      '1.005',
      -0.01,
      '-1',
      '1,5',
      '1e2',
      1e-7,
      100_000_000,
      Number.NaN,
      Infinity,
      null,
      true,
      '',
    ])
      expect([bad, parsePrice(bad)]).toEqual([bad, null]);
  });

  it('checks a reseller’s title, e-mail and phone', () => {
    expect(resellerErrors({ title: 'Northwind', email: 'a@b.test', phone: '+44 20 7946 0001' })).toEqual({});
    expect(resellerErrors({ title: 'Northwind' })).toEqual({});
    expect(resellerErrors({ title: ' ', email: 'nope', phone: 'call me' })).toEqual({
      title: ['resellerErrors.titleRequired'],
      email: ['resellerErrors.emailInvalid'],
      phone: ['resellerErrors.phoneInvalid'],
    });
    expect(resellerErrors(null)).toEqual({ title: ['resellerErrors.titleRequired'] });
  });

  it('requires an administrator’s e-mail and name, and a price with a tariff plan id', () => {
    expect(resellerAdminErrors({ email: 'a@b.test', name: 'Ann' })).toEqual({});
    expect(resellerAdminErrors({})).toEqual({
      email: ['resellerErrors.emailInvalid'],
      name: ['resellerErrors.nameRequired'],
    });
    expect(resellerPriceErrors({ price: '1.50', tariffPlanId: 3 })).toEqual({});
    expect(resellerPriceErrors({ price: '1.505', tariffPlanId: 0 })).toEqual({
      price: ['resellerErrors.priceInvalid'],
      tariffPlanId: ['resellerErrors.tariffPlanUnknown'],
    });
  });

  it("fills the spec's {email} placeholder", () => {
    expect(withEmail('admin with email {email} - already exist', 'a@b.test')).toBe(
      'admin with email a@b.test - already exist',
    );
  });
});
