import type { Customer, Reseller, SessionUser } from '@screenplay/core';
import { ApiError } from '@screenplay/hooks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, FULL_USER, renderAt, type ApiCall } from '../../test/library.fixtures';
import ResellersPage from './ResellersPage';

function signedIn(id: number, role: 'super-admin' | 'reseller-admin', resellerId: number | null): SessionUser {
  return { ...FULL_USER, id, roles: [{ id: 1, name: role }], customerId: null, resellerId, tenantType: null };
}

const SUPER_ADMIN = signedIn(1, 'super-admin', null);
const NORA = signedIn(7, 'reseller-admin', 4);

function reseller(id: number, title: string, more: Partial<Reseller> = {}): Reseller {
  return { id, title, email: null, phone: null, administrators: [], prices: [], customerPrices: [], ...more };
}

const NORTHWIND = reseller(4, 'Northwind Signage', {
  email: 'hello@northwind.test',
  phone: '+44 20 7946 0001',
  administrators: [
    {
      id: 7,
      email: 'nora@northwind.test',
      name: 'Nora',
      lastName: 'Northwind',
      emailVerifiedAt: '2024-05-01T00:00:00Z',
    },
    { id: 8, email: 'ned@northwind.test', name: 'Ned', lastName: null, emailVerifiedAt: null },
  ],
  prices: [{ tariffPlanId: 2, price: '12.50' }],
  customerPrices: [{ customerId: 21, tariffPlanId: 1, price: '9.00' }],
});
const CONTOSO = reseller(5, 'Contoso Screens', { email: 'hi@contoso.test' });

function customer(id: number, title: string, resellerId: number | null): Customer {
  const base = {
    description: null,
    address: null,
    screenLicenses: 0,
    maxScreens: 0,
    administrators: [],
    resellerTitle: null,
    screensInUse: 0,
    licences: { valid: 0, expiringSoon: 0, nextExpiry: null },
  };
  return { ...base, id, title, type: resellerId ? 'Delegated' : 'Direct', resellerId };
}

const PLANS = [
  { id: 2, title: 'Premium' },
  { id: 1, title: 'Standard' },
];
const CUSTOMERS = [customer(20, 'Acme Retail', null), customer(21, 'Globex Cafés', 4), customer(22, 'Other', 5)];

function setup(sessionUser: SessionUser, answers: Record<string, unknown> = {}) {
  const own = sessionUser.resellerId;
  const fake = fakeApi({
    'get resellers': () => (own === null ? [CONTOSO, NORTHWIND] : [NORTHWIND]),
    'get tariffplans': PLANS,
    'get customers': () => (own === null ? CUSTOMERS : CUSTOMERS.filter((c) => c.resellerId === own)),
    ...answers,
  });
  return { ...fake, ...renderAt('/resellers', <ResellersPage />, fake.api, sessionUser) };
}

const table = () => screen.getByRole('table', { name: 'Resellers' });
const rowTitles = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The last write to `url` (the fake records a PUT as 'post'). */
const lastCall = (calls: ApiCall[], url: string) =>
  calls.filter((call) => call.url === url && call.method === 'post').at(-1);

describe('ResellersPage for a super-admin', () => {
  it('lists every reseller by name and sorts by header buttons carrying aria-sort', async () => {
    setup(SUPER_ADMIN);
    await screen.findByRole('table', { name: 'Resellers' });
    expect(rowTitles()).toEqual(['Contoso Screens', 'Northwind Signage']);
    // A super-admin manages every customer at /customer-management: no reseller's own customers section.
    expect(screen.queryByRole('navigation', { name: 'Reseller' })).toBeNull();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(name).getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(rowTitles()).toEqual(['Northwind Signage', 'Contoso Screens']);
    const admins = screen.getByRole('columnheader', { name: /Administrators/ });
    fireEvent.click(within(admins).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: /Administrators/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    expect(rowTitles()).toEqual(['Contoso Screens', 'Northwind Signage']);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('aria-sort')).toBeNull();
  });

  it('searches names, e-mails, phones and administrators, and says when nothing matches', async () => {
    setup(SUPER_ADMIN);
    await screen.findByRole('table', { name: 'Resellers' });
    const search = screen.getByRole('searchbox', { name: 'Search resellers' });
    fireEvent.change(search, { target: { value: 'NED@' } });
    expect(rowTitles()).toEqual(['Northwind Signage']);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(screen.getByText('No reseller matches “zz”')).toBeTruthy();
  });

  it('adds a reseller (empty phone sent as null) and shows the server’s field problems inline', async () => {
    let attempt = 0;
    const { calls } = setup(SUPER_ADMIN, {
      'post resellers': () => {
        attempt += 1;
        return attempt === 1
          ? new ApiError({
              status: 422,
              messageKey: 'errors.validation',
              message: 'invalid',
              errors: { email: ['Enter a valid e-mail address'] },
            })
          : reseller(6, 'Initech');
      },
    });
    await screen.findByRole('table', { name: 'Resellers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add reseller' }));
    const form = screen.getByRole('form', { name: 'New reseller' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: ' Initech ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create reseller' })));
    expect(within(form).getByText('Enter a valid e-mail address')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@initech.test' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create reseller' })));
    expect(lastCall(calls, 'resellers')?.body).toEqual({ title: 'Initech', email: 'a@initech.test', phone: null });
    expect(screen.queryByRole('form', { name: 'New reseller' })).toBeNull();
  });

  it('deletes only after a confirmation, and shows the refusal while the reseller has customers', async () => {
    const { stores, calls } = setup(SUPER_ADMIN, {
      'delete resellers/4': new ApiError({
        status: 409,
        messageKey: 'errors.conflict',
        message: 'A reseller with customers cannot be deleted: move or delete its customers first',
        code: 'resellerErrors.hasCustomers',
      }),
    });
    await screen.findByRole('table', { name: 'Resellers' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Northwind Signage' })));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('resellerManagement.deleteConfirm');
    await act(async () => stores.popups.resolve(popup?.id ?? 0, 'cancel'));
    expect(calls.some((call) => call.method === 'delete')).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Northwind Signage' })));
    await act(async () => stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain('cannot be deleted');
  });

  it('opens a reseller with its administrators and current prices, named by plan and customer', async () => {
    setup(SUPER_ADMIN);
    await screen.findByRole('table', { name: 'Resellers' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage Northwind Signage' }));
    const panel = screen.getByRole('region', { name: 'Northwind Signage' });
    const admins = within(panel).getByRole('table', { name: 'Administrators of Northwind Signage' });
    expect(
      within(admins)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nora Northwind', 'Ned']);
    expect(within(admins).getByText('Invited, not verified yet')).toBeTruthy();
    const planPrices = within(panel).getByRole('table', { name: 'Prices per tariff plan' });
    expect(within(planPrices).getByRole('row', { name: 'Premium 12.50' })).toBeTruthy();
    const customerPrices = within(panel).getByRole('table', { name: 'Prices per customer' });
    expect(within(customerPrices).getByRole('row', { name: 'Globex Cafés Standard 9.00' })).toBeTruthy();
    // Only Northwind's own customers are offered for a customer price.
    const form = within(panel).getByRole('form', { name: 'Set customer price' });
    const options = within(within(form).getByRole('combobox', { name: 'Customer' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Globex Cafés']);
  });
});

describe('ResellersPage for a reseller admin', () => {
  it('opens its own reseller directly, offering neither Add nor Delete reseller nor removing oneself', async () => {
    setup(NORA);
    const panel = await screen.findByRole('region', { name: 'Northwind Signage' });
    expect(screen.queryByRole('table', { name: 'Resellers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add reseller' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Remove Nora Northwind' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Remove Ned' })).toBeTruthy();
    // Its customers are the section beside its details (issue 25), under the same navigation item.
    const sections = screen.getByRole('navigation', { name: 'Reseller' });
    expect(within(sections).getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Customers' }).getAttribute('href')).toBe('/resellers/customers');
  });

  it('adds an administrator; a taken e-mail shows the spec text under the e-mail, another failure addAdminError', async () => {
    let attempt = 0;
    const taken = 'admin with email ned@northwind.test - already exist';
    const { calls } = setup(NORA, {
      'post resellers/4/administrators': () => {
        attempt += 1;
        if (attempt === 1)
          return new ApiError({
            status: 422,
            messageKey: 'resellers.addAdminErrorWithTheSameEmail',
            message: taken,
            code: 'resellers.addAdminErrorWithTheSameEmail',
            errors: { email: [taken] },
          });
        if (attempt === 2) return new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'boom' });
        return NORTHWIND;
      },
    });
    const form = await screen.findByRole('form', { name: 'Add administrator' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Ned' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: ' ned@northwind.test ' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add administrator' })));
    expect(within(form).getByText(taken)).toBeTruthy();
    expect(lastCall(calls, 'resellers/4/administrators')?.body).toEqual({ name: 'Ned', email: 'ned@northwind.test' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add administrator' })));
    expect(within(form).getByRole('alert').textContent).toBe("Can't add the administrator");
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add administrator' })));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });

  it('removes an administrator only after a confirmation', async () => {
    const { stores, calls } = setup(NORA, { 'delete resellers/4/administrators/8': undefined });
    const panel = await screen.findByRole('region', { name: 'Northwind Signage' });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Remove Ned' })));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('resellerManagement.removeAdminConfirm');
    await act(async () => stores.popups.resolve(popup?.id ?? 0, 'confirm'));
    expect(calls.some((call) => call.method === 'delete' && call.url === 'resellers/4/administrators/8')).toBe(true);
  });

  it('sets a plan price starting from the current one, and shows a refused price under the field', async () => {
    let attempt = 0;
    const { calls } = setup(NORA, {
      'post resellers/4/prices': () => {
        attempt += 1;
        return attempt === 1
          ? new ApiError({
              status: 422,
              messageKey: 'errors.validation',
              message: 'invalid',
              errors: { price: ['Enter a price from 0 to 99999999.99 with at most 2 decimals'] },
            })
          : { ...NORTHWIND, prices: [{ tariffPlanId: 2, price: '15.00' }] };
      },
    });
    const form = await screen.findByRole('form', { name: 'Set price' });
    const price = within(form).getByRole('textbox', { name: /Price/ }) as HTMLInputElement;
    expect(price.value).toBe('12.50');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Tariff plan' }), { target: { value: '1' } });
    expect(price.value).toBe('');
    fireEvent.change(price, { target: { value: '1.005' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set price' })));
    expect(within(form).getByText('Enter a price from 0 to 99999999.99 with at most 2 decimals')).toBeTruthy();
    expect(lastCall(calls, 'resellers/4/prices')?.body).toEqual({ price: '1.005', tariffPlanId: 1 });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Tariff plan' }), { target: { value: '2' } });
    fireEvent.change(price, { target: { value: '15' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set price' })));
    expect(lastCall(calls, 'resellers/4/prices')?.body).toEqual({ price: '15', tariffPlanId: 2 });
    expect(price.value).toBe('15.00');
  });

  it('sets a customer price for one of its customers', async () => {
    const { calls } = setup(NORA, { 'post resellers/4/prices/21': NORTHWIND });
    const form = await screen.findByRole('form', { name: 'Set customer price' });
    await screen.findByRole('option', { name: 'Globex Cafés' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Tariff plan' }), { target: { value: '1' } });
    expect((within(form).getByRole('textbox', { name: /Price/ }) as HTMLInputElement).value).toBe('9.00');
    fireEvent.change(within(form).getByRole('textbox', { name: /Price/ }), { target: { value: '8.5' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set customer price' })));
    expect(lastCall(calls, 'resellers/4/prices/21')?.body).toEqual({ price: '8.5', tariffPlanId: 1 });
  });

  it('updates the billing details, showing the postal-code refusal under its field', async () => {
    const stored = { paymentMethod: null, termsConsent: true, agreementConsent: true, postalCode: null, finTag: null };
    let attempt = 0;
    const { calls } = setup(NORA, {
      'get resellers/4/billing-details': stored,
      'post resellers/4/billing-details': () => {
        attempt += 1;
        return attempt === 1
          ? new ApiError({
              status: 422,
              messageKey: 'billing.postalCodeError',
              message: 'A postal code is required',
              errors: { postalCode: ['A postal code is required'] },
            })
          : { ...stored, paymentMethod: 'Invoice', postalCode: '0150', finTag: 'RES-7' };
      },
    });
    const form = await screen.findByRole('form', { name: 'Billing details of Northwind Signage' });
    expect(screen.getByText('The reseller has accepted the terms of use and the agreement.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Payment type' }), { target: { value: 'Invoice' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save billing details' })));
    expect(within(form).getByText('A postal code is required')).toBeTruthy();
    expect(lastCall(calls, 'resellers/4/billing-details')?.body).toEqual({
      paymentMethod: 'Invoice',
      postalCode: '',
      finTag: '',
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Postal code' }), { target: { value: '0150' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Finance tag' }), { target: { value: 'RES-7' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save billing details' })));
    expect(lastCall(calls, 'resellers/4/billing-details')?.body).toEqual({
      paymentMethod: 'Invoice',
      postalCode: '0150',
      finTag: 'RES-7',
    });
    expect(within(form).queryByText('A postal code is required')).toBeNull();
    expect((within(form).getByRole('textbox', { name: 'Finance tag' }) as HTMLInputElement).value).toBe('RES-7');
  });

  it('says when there are no tariff plans, offering no price form', async () => {
    setup(NORA, { 'get tariffplans': [] });
    expect(await screen.findAllByText('There are no tariff plans yet, so no price can be set')).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Set price' })).toBeNull();
  });

  it('offers a retry when the resellers cannot load', async () => {
    setup(NORA, { 'get resellers': new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'down' }) });
    expect(await screen.findByText('The resellers could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
