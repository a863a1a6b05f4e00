import type { Customer } from '@screenplay/core';
import { ApiError } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FULL_USER, fakeApi, renderAt, type ApiCall } from '../../test/library.fixtures';
import CustomersPage from './CustomersPage';

function customer(id: number, title: string, more: Partial<Customer> = {}): Customer {
  return {
    id,
    title,
    type: 'Direct',
    administrators: [],
    description: null,
    address: null,
    screenLicenses: 0,
    maxScreens: 0,
    resellerId: null,
    resellerTitle: null,
    screensInUse: 0,
    licences: { valid: 0, expiringSoon: 0, nextExpiry: null },
    ...more,
  };
}

const ACME = customer(1, 'Acme', { administrators: [{ id: 9, email: 'ann@acme.test' }], screenLicenses: 3 });
const BETA = customer(2, 'Beta', {
  type: 'Delegated',
  resellerId: 4,
  resellerTitle: 'Northwind',
  screensInUse: 3,
  maxScreens: 8,
  screenLicenses: 5,
  licences: { valid: 5, expiringSoon: 2, nextExpiry: '2026-03-20T09:00:00.000Z' },
});

/** The catalogue as `GET tariffplans` answers it, by title. */
const PLANS = [
  { id: 13, title: 'Enterprise' },
  { id: 12, title: 'Premium' },
  { id: 11, title: 'Standard' },
];

function setup(answers: Record<string, unknown> = {}) {
  const fake = fakeApi({
    'get customers': (call: ApiCall) => {
      const params = call.params as { order?: string; search?: string } | undefined;
      const rows = [ACME, BETA].filter((row) => !params?.search || row.title.includes(params.search));
      return params?.order === 'desc' ? rows.reverse() : rows;
    },
    'get resellers': [{ id: 4, title: 'Northwind' }],
    'get tariffplans': PLANS,
    'get customers/1/tariff-plan': { tariffPlanId: null, tariffPlan: 'Standard' },
    'get customers/2/tariff-plan': { tariffPlanId: 12, tariffPlan: 'Premium' },
    ...answers,
  });
  const view = renderAt('/customer-management', <CustomersPage />, fake.api);
  // The session's switch and the user menu's customers, which the fixture's session stub leaves out.
  const session = Object.assign(view.stores.session, {
    loadCustomers: vi.fn(async () => []),
    loginAs: vi.fn(async () => FULL_USER),
  });
  return { ...fake, ...view, session };
}

const rowTitles = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('CustomersPage', () => {
  it('lists the customers sorted by name, and sorts by a header button with aria-sort on its column', async () => {
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Customers' });
    expect(rowTitles()).toEqual(['Acme', 'Beta']);
    expect(screen.getByText('ann@acme.test')).toBeTruthy();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await act(async () => fireEvent.click(within(name).getByRole('button', { name: /Name/ })));
    expect(await screen.findByRole('columnheader', { name: /Name/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(calls.at(-1)?.params).toEqual({ sort: 'title', order: 'desc' });
    expect(rowTitles()).toEqual(['Beta', 'Acme']);
    const licences = screen.getByRole('columnheader', { name: /Licenses/ });
    await act(async () => fireEvent.click(within(licences).getByRole('button')));
    expect(calls.at(-1)?.params).toEqual({ sort: 'screenLicenses', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Administrators/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('searches on the server and says when nothing matches', async () => {
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Customers' });
    await act(async () =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), { target: { value: 'zz' } }),
    );
    expect(await screen.findByText('No customer matches “zz”')).toBeTruthy();
    expect(calls.at(-1)?.params).toEqual({ sort: 'title', order: 'asc', search: 'zz' });
  });

  it('creates a customer with its administrators and shows the server’s field problems', async () => {
    const created = customer(3, 'Gamma');
    let attempt = 0;
    const { calls } = setup({
      'post customers': () => {
        attempt += 1;
        return attempt === 1
          ? new ApiError({
              status: 422,
              messageKey: 'errors.validation',
              message: 'invalid',
              errors: { 'administrators.1.email': ['The user with the email provided already exists'] },
            })
          : created;
      },
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: ' Gamma ' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Delegated' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Direct' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Administrators' }), {
      target: { value: 'a@gamma.test\n\n b@gamma.test ' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Address' }), { target: { value: 'Oslo' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    expect(within(form).getByText('The user with the email provided already exists')).toBeTruthy();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    const post = calls.filter((call) => call.url === 'customers' && call.method === 'post').at(-1);
    expect(post?.body).toEqual({
      title: 'Gamma',
      type: 'Direct',
      administrators: [{ email: 'a@gamma.test' }, { email: 'b@gamma.test' }],
      description: null,
      address: 'Oslo',
    });
    expect(screen.queryByRole('form', { name: 'New customer' })).toBeNull();
  });

  it('adds licences, and shows customers.decreaseLicenseError when removing them is refused', async () => {
    const { calls } = setup({
      'post customers/1/licenses': { ...ACME, screenLicenses: 5 },
      'get customers/1/licenses': [
        {
          id: 7,
          amount: 3,
          startsAt: '2026-11-24T10:00:00.000Z',
          endsAt: '2027-11-24T10:00:00.000Z',
          remaining: 3,
          state: 'valid',
          prepaid: false,
          createdAt: '2026-11-24T10:00:00.000Z',
          createdBy: 'root@screenplay.test',
        },
      ],
      'delete customers/1/licenses': new ApiError({
        status: 422,
        messageKey: 'errors.validation',
        message: 'invalid',
        errors: { amount: ['A license that is in use cannot be removed'] },
      }),
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Licenses of Acme' }));
    const form = screen.getByRole('form', { name: 'Licenses of Acme' });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Number of licenses' }), { target: { value: '2' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add licenses' })));
    expect(await within(form).findByText('3 licenses from 24 Nov 2026 to 24 Nov 2027: Valid')).toBeTruthy();
    expect(calls.find((call) => call.url === 'customers/1/licenses' && call.method === 'post')?.body).toEqual({
      amount: 2,
    });
    expect(within(form).getByText('5 licenses; no maximum of screens. 0 screens in use.')).toBeTruthy();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Remove licenses' })));
    expect(within(form).getByText('A license that is in use cannot be removed')).toBeTruthy();
  });

  it('sets max screens from the licences panel, and shows the refusal below the screens in use', async () => {
    const { calls } = setup({
      'get customers/1/licenses': [],
      // The fake client records a PUT as 'post' (test/library.fixtures.tsx).
      'post customers/1': (call: ApiCall) =>
        (call.body as { maxScreens: number }).maxScreens < 2
          ? new ApiError({
              status: 422,
              messageKey: 'errors.validation',
              message: 'invalid',
              errors: {
                maxScreens: ['The maximum cannot be below the screens the customer has: remove screens first'],
              },
            })
          : { ...ACME, maxScreens: 4, screensInUse: 2 },
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Licenses of Acme' }));
    const form = screen.getByRole('form', { name: 'Max screens of Acme' });
    const field = within(form).getByRole('spinbutton', { name: 'Max screens (0: no maximum)' });
    fireEvent.change(field, { target: { value: '1' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save max screens' })));
    expect(
      within(form).getByText('The maximum cannot be below the screens the customer has: remove screens first'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '4' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save max screens' })));
    expect(calls.filter((call) => call.url === 'customers/1').map((call) => call.body)).toEqual([
      { maxScreens: 1 },
      { maxScreens: 4 },
    ]);
    const licences = screen.getByRole('form', { name: 'Licenses of Acme' });
    expect(within(licences).getByText('3 licenses; at most 4 screens. 2 screens in use.')).toBeTruthy();
  });

  it('deletes only after a confirmation saying what goes, and shows the refusal while screens remain', async () => {
    const { stores, calls } = setup({
      'delete customers/1': new ApiError({
        status: 409,
        messageKey: 'customerErrors.hasScreens',
        message: 'This customer still has screens: remove them before deleting the customer',
        code: 'customerErrors.hasScreens',
      }),
    });
    await screen.findByRole('table', { name: 'Customers' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Acme' })));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('customerManagement.deleteConfirm');
    await act(async () => stores.popups.resolve(popup?.id ?? 0, 'cancel'));
    expect(calls.some((call) => call.method === 'delete')).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Acme' })));
    await act(async () => stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain('still has screens');
  });

  it('offers a retry when the list cannot load', async () => {
    setup({ 'get customers': new ApiError({ status: 500, messageKey: 'errors.server', message: 'down' }) });
    expect(await screen.findByText('The customers could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows each customer's type, reseller, screens, licences and status", async () => {
    setup();
    await screen.findByRole('table', { name: 'Customers' });
    const cells = (title: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${title}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Beta').slice(0, 5)).toEqual([
      'DelegatedReseller: Northwind',
      'None',
      '3 of at most 8',
      '5 valid2 expiring, the first on 20 Mar 2026',
      'Licenses expiring',
    ]);
    expect(cells('Acme').slice(0, 5)).toEqual([
      'Direct',
      'ann@acme.test',
      '0, no maximum',
      '0 valid',
      'No valid licenses',
    ]);
  });

  it("puts a Delegated customer under the reseller picked, and says 'A Delegated customer needs a reseller' first", async () => {
    const { calls, session } = setup({ 'post customers': customer(3, 'Gamma', { type: 'Delegated', resellerId: 4 }) });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    expect(within(form).queryByRole('combobox', { name: 'Reseller' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Delegated' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    expect(within(form).getByRole('alert').textContent).toBe('A Delegated customer needs a reseller');
    expect(calls.some((call) => call.method === 'post')).toBe(false);
    const picker = within(form).getByRole('combobox', { name: 'Reseller' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reseller', 'Northwind']);
    fireEvent.change(picker, { target: { value: '4' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    expect(calls.find((call) => call.method === 'post')?.body).toEqual({
      title: 'Gamma',
      type: 'Delegated',
      administrators: [],
      description: null,
      address: null,
      resellerId: 4,
    });
    // The user menu's 'Login As' lists the new customer at once.
    expect(session.loadCustomers).toHaveBeenCalled();
  });

  it('makes a Delegated customer Direct without a reseller, leaving its administrators alone', async () => {
    const { calls } = setup({ 'post customers/2': { ...BETA, type: 'Direct', resellerId: null } });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Beta' }));
    const form = screen.getByRole('form', { name: 'Edit Beta' });
    expect((within(form).getByRole('combobox', { name: 'Reseller' }) as HTMLSelectElement).value).toBe('4');
    expect(within(form).queryByRole('textbox', { name: 'Administrators' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Direct' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(calls.find((call) => call.url === 'customers/2')?.body).toEqual({
      title: 'Beta',
      type: 'Direct',
      description: null,
      address: null,
      resellerId: null,
    });
  });

  it('adds an administrator and removes one after a confirmation, each time sending the whole list', async () => {
    const added = { ...ACME, administrators: [...ACME.administrators, { id: 10, email: 'bob@acme.test' }] };
    let answer: Customer = added;
    const { calls, stores } = setup({ 'post customers/1': () => answer });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Administrators of Acme' }));
    const panel = screen.getByRole('region', { name: 'Administrators of Acme' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /E-mail address/ }), {
      target: { value: ' bob@acme.test ' },
    });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Add administrator' })));
    expect(calls.filter((call) => call.url === 'customers/1').at(-1)?.body).toEqual({
      administrators: [{ email: 'ann@acme.test' }, { email: 'bob@acme.test' }],
    });
    const list = () => within(screen.getByRole('region', { name: 'Administrators of Acme' })).getByRole('list');
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['ann@acme.test', 'bob@acme.test']);
    answer = { ...ACME, administrators: [{ id: 10, email: 'bob@acme.test' }] };
    await act(async () => fireEvent.click(within(list()).getByRole('button', { name: 'Remove ann@acme.test' })));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('customerManagement.removeAdministratorConfirm');
    await act(async () => stores.popups.resolve(popup?.id ?? 0, 'confirm'));
    expect(calls.filter((call) => call.url === 'customers/1').at(-1)?.body).toEqual({
      administrators: [{ email: 'bob@acme.test' }],
    });
  });

  it("logs in as the customer from its row through the session's switch, then goes home", async () => {
    const { session, history } = setup();
    await screen.findByRole('table', { name: 'Customers' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login As Beta' })));
    expect(session.loginAs).toHaveBeenCalledWith(2);
    expect(history.at(-1)).toBe('/');
  });

  it('offers the tariff plans with Standard as a new customer’s default, sending no plan when it is left alone', async () => {
    const { calls } = setup({ 'post customers': customer(3, 'Gamma') });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    const select = (await within(form).findByRole('combobox', { name: 'Tariff plan' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Enterprise', 'Premium', 'Standard (default)']);
    expect(select.selectedOptions[0]?.textContent).toBe('Standard (default)');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    expect(screen.queryByRole('form', { name: 'New customer' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/tariff-plan'))).toBe(false);
  });

  it('puts a new customer on the plan chosen once it is created', async () => {
    const { calls } = setup({
      'post customers': customer(3, 'Gamma'),
      'post customers/3/tariff-plan': { tariffPlanId: 13, tariffPlan: 'Enterprise' },
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    const select = (await within(form).findByRole('combobox', { name: 'Tariff plan' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: '13' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    // The customer first (the plan needs its id), then its plan.
    expect(calls.filter((call) => call.method === 'post').map((call) => [call.url, call.body])).toEqual([
      ['customers', expect.objectContaining({ title: 'Gamma' })],
      ['customers/3/tariff-plan', { tariffPlanId: 13 }],
    ]);
    expect(screen.queryByRole('form', { name: 'New customer' })).toBeNull();
  });

  it('reads the customer’s plan when its form opens, and saves only a plan changed (the default as null)', async () => {
    const { calls } = setup({
      'post customers/2': BETA,
      'post customers/2/tariff-plan': { tariffPlanId: null, tariffPlan: 'Standard' },
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Beta' }));
    let form = screen.getByRole('form', { name: 'Edit Beta' });
    expect(within(form).getByRole('status').textContent).toBe('Reading the customer’s tariff plan…');
    let select = within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.selectedOptions[0]?.textContent).toBe('Premium');
    expect(within(form).queryByRole('status')).toBeNull();
    expect(calls.filter((call) => call.url === 'customers/2/tariff-plan').map((call) => call.method)).toEqual(['get']);
    // Saved unchanged: the customer only.
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(screen.queryByRole('form', { name: 'Edit Beta' })).toBeNull();
    expect(calls.some((call) => call.url === 'customers/2/tariff-plan' && call.method === 'post')).toBe(false);
    // Changed to the default: sent as null.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Beta' }));
    form = screen.getByRole('form', { name: 'Edit Beta' });
    select = within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: '' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(calls.filter((call) => call.url === 'customers/2/tariff-plan' && call.method === 'post')).toEqual([
      { method: 'post', url: 'customers/2/tariff-plan', body: { tariffPlanId: null } },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Beta' })).toBeNull();
  });

  it('says when the plan cannot be set, keeps what was typed, and saving again saves the same customer', async () => {
    let planAnswer: unknown = new ApiError({ status: 500, messageKey: 'errors.server', message: 'down' });
    const { calls } = setup({
      'post customers': customer(3, 'Gamma', { address: 'Oslo' }),
      'post customers/3': customer(3, 'Gamma', { address: 'Oslo' }),
      'post customers/3/tariff-plan': () => planAnswer,
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Address' }), { target: { value: 'Oslo' } });
    const select = (await within(form).findByRole('combobox', { name: 'Tariff plan' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: '12' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    // The customer exists now: the same form edits it, with the fields and the plan chosen as they were.
    const edit = screen.getByRole('form', { name: 'Edit Gamma' });
    expect(within(edit).getByRole('alert').textContent).toMatch(
      /^Customer Gamma is saved, but its tariff plan is not: /,
    );
    expect((within(edit).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement).value).toBe('12');
    expect((within(edit).getByRole('textbox', { name: 'Address' }) as HTMLTextAreaElement).value).toBe('Oslo');
    expect((within(edit).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Gamma');
    planAnswer = { tariffPlanId: 12, tariffPlan: 'Premium' };
    await act(async () => fireEvent.click(within(edit).getByRole('button', { name: 'Save' })));
    expect(calls.filter((call) => call.method === 'post').map((call) => [call.url, call.body])).toEqual([
      ['customers', expect.objectContaining({ title: 'Gamma', address: 'Oslo' })],
      ['customers/3/tariff-plan', { tariffPlanId: 12 }],
      ['customers/3', { title: 'Gamma', type: 'Direct', description: null, address: 'Oslo' }],
      ['customers/3/tariff-plan', { tariffPlanId: 12 }],
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Gamma' })).toBeNull();
  });

  it('says when the customer’s plan cannot be read, leaves it alone on save, and reads it again on request', async () => {
    let readAnswer: unknown = new ApiError({ status: 500, messageKey: 'errors.server', message: 'down' });
    const { calls } = setup({
      'get customers/1/tariff-plan': () => readAnswer,
      'post customers/1': { ...ACME, title: 'Acme Inc' },
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
    const form = screen.getByRole('form', { name: 'Edit Acme' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The customer’s tariff plan could not be read: it is left as it is',
    );
    expect((within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement).disabled).toBe(true);
    readAnswer = { tariffPlanId: null, tariffPlan: 'Standard' };
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Read the tariff plan again' })));
    const select = within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.selectedOptions[0]?.textContent).toBe('Standard (default)');
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Acme Inc' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(calls.filter((call) => call.method === 'post').map((call) => call.url)).toEqual(['customers/1']);
  });

  it('says when the tariff plans cannot be loaded, and still creates the customer on the default', async () => {
    const { calls } = setup({
      'get tariffplans': new ApiError({ status: 500, messageKey: 'errors.server', message: 'down' }),
      'post customers': customer(3, 'Gamma'),
    });
    await screen.findByRole('table', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The tariff plans could not be loaded: the customer’s plan is left as it is',
    );
    expect((within(form).getByRole('combobox', { name: 'Tariff plan' }) as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gamma' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create customer' })));
    expect(calls.filter((call) => call.method === 'post').map((call) => call.url)).toEqual(['customers']);
    expect(screen.queryByRole('form', { name: 'New customer' })).toBeNull();
  });
});
