import { groupPermissionsAt, type Customer } from '@screenplay/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt, user } from '../../test/library.fixtures';
import ResellerCustomersPage from './ResellerCustomersPage';

/** Northwind's administrator, acting as no customer (the reseller view). */
const RESELLER = {
  ...user(groupPermissionsAt('full')),
  roles: [{ id: 2, name: 'reseller-admin' }],
  tenantType: null,
  customerId: null,
  resellerId: 4,
};

const GLOBEX: Customer = {
  id: 7,
  title: 'Globex',
  type: 'Delegated',
  administrators: [{ id: 3, email: 'greta@globex.test' }],
  description: null,
  address: null,
  screenLicenses: 5,
  maxScreens: 0,
  resellerId: 4,
  resellerTitle: 'Northwind',
  screensInUse: 2,
  licences: { valid: 5, expiringSoon: 0, nextExpiry: '2027-01-10T00:00:00.000Z' },
};

function setup() {
  const fake = fakeApi({
    'get customers': [GLOBEX],
    'post customers': { ...GLOBEX, id: 8, title: 'Initech', administrators: [] },
    'post customers/7': { ...GLOBEX, title: 'Globex Coffee' },
    'get tariffplans': [
      { id: 12, title: 'Premium' },
      { id: 11, title: 'Standard' },
    ],
    'get customers/7/tariff-plan': { tariffPlanId: 12, tariffPlan: 'Premium' },
    'post customers/8/tariff-plan': { tariffPlanId: 12, tariffPlan: 'Premium' },
  });
  const view = renderAt('/resellers/customers', <ResellerCustomersPage />, fake.api, RESELLER);
  Object.assign(view.stores.session, { loadCustomers: vi.fn(async () => []) });
  return { ...fake, ...view };
}

describe('ResellerCustomersPage', () => {
  it('lists its customers without type or reseller, beside a link back to its details', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(screen.getByRole('heading', { name: 'Your customers' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Reseller' });
    expect(within(sections).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/resellers');
    expect(within(sections).getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim()),
    ).toEqual(['Name ▲', 'Administrators', 'Screens', 'Licenses', 'Status', 'Actions']);
    expect(within(table).getByRole('row', { name: /^Globex/ }).textContent).toContain('next ends on 10 Jan 2027');
  });

  it('creates a Delegated customer under itself on the plan chosen: no type nor reseller to choose', async () => {
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    expect(within(form).queryByRole('radio')).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Reseller' })).toBeNull();
    expect(within(form).getByText('The customer is Delegated: its licenses are invoiced to you.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Initech' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Administrators' }), {
      target: { value: 'boss@initech.test' },
    });
    const plan = within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement;
    await waitFor(() => expect(plan.disabled).toBe(false));
    expect(plan.selectedOptions[0]?.textContent).toBe('Standard (default)');
    fireEvent.change(plan, { target: { value: '12' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    expect(calls.filter((call) => call.method === 'post').map((call) => [call.url, call.body])).toEqual([
      [
        'customers',
        {
          title: 'Initech',
          type: 'Delegated',
          administrators: [{ email: 'boss@initech.test' }],
          description: null,
          address: null,
        },
      ],
      ['customers/8/tariff-plan', { tariffPlanId: 12 }],
    ]);
    expect(calls.some((call) => call.url === 'resellers')).toBe(false);
  });

  it('renames one of its customers leaving its type as it is', async () => {
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Globex' }));
    const form = screen.getByRole('form', { name: 'Edit Globex' });
    const plan = within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement;
    await waitFor(() => expect(plan.selectedOptions[0]?.textContent).toBe('Premium'));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Globex Coffee' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(calls.find((call) => call.url === 'customers/7')?.body).toEqual({
      title: 'Globex Coffee',
      description: null,
      address: null,
    });
    expect(calls.some((call) => call.url === 'customers/7/tariff-plan' && call.method === 'post')).toBe(false);
  });
});
