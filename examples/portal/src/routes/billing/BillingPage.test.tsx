import type { SessionUser } from '@screenplay/core';
import type { PaymentMethodDto, TenantDetailsDto } from '@screenplay/core/billing';
import { ApiError } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FULL_USER, fakeApi, renderAt, type ApiCall } from '../../test/library.fixtures';
import BillingPage from './BillingPage';
import { billingCalls } from '@screenplay/hooks/billing';
import { PaymentMethods } from './PaymentMethods';

const DETAILS: TenantDetailsDto = {
  tenantId: 10,
  tenantType: 'customer',
  title: 'Acme Retail',
  type: 'Direct',
  reseller: null,
  resellerEmail: null,
  paymentMethod: null,
  termsConsent: true,
  agreementConsent: true,
  postalCode: null,
  finTag: null,
  paymentMode: 'test',
};
const ITEM = { id: 1, type: 'license' as const, title: 'Standard', price: 10, vatPercent: null, currency: 'EUR' };
const VISA: PaymentMethodDto = {
  id: 5,
  type: 'Card',
  title: 'Visa •••• 4242',
  brand: 'Visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
  createdAt: '2026-02-01T00:00:00Z',
};

function declined(): ApiError {
  return new ApiError({
    status: 422,
    messageKey: 'errors.serverError',
    message: 'The given data was invalid.',
    errors: { card: ['Your card was declined.'] },
  });
}

function setup(path = '/billing', answers: Record<string, unknown> = {}, user: SessionUser = FULL_USER) {
  let methods: PaymentMethodDto[] = [];
  const fake = fakeApi({
    'get tenant-details': DETAILS,
    'get items': [ITEM],
    'get payment-methods': () => methods,
    'get subscriptions': [],
    'get orders': [],
    'post payments': (call: ApiCall) => {
      const body = call.body as { testCardNumber?: string };
      if (body.testCardNumber === '4000000000000002') return declined();
      methods = [VISA];
      return { status: 'active', paymentMethod: VISA };
    },
    ...answers,
  });
  // GET orders answers { data, upcomingPayment }: the fake wraps bodies in { data }, so answer the list itself.
  const api = {
    ...fake.api,
    get: (url: string, options?: { params?: Record<string, unknown> }) =>
      url === 'orders'
        ? fake.api.get(url, options as never).then(() => ({ data: [], upcomingPayment: null }))
        : fake.api.get(url, options as never),
  } as typeof fake.api;
  return { ...fake, ...renderAt(path, <BillingPage />, api, user) };
}

describe('BillingPage for a direct customer in test mode', () => {
  it('labels the test mode with its card numbers and shows the licence cost with VAT (10 -> 12.50), a free screen 0.00', async () => {
    setup();
    const banner = await screen.findByRole('region', { name: 'Test mode' });
    expect(banner.textContent).toContain('4242424242424242');
    expect(banner.textContent).toContain('4000000000000002');
    const cost = screen.getByRole('region', { name: 'Licence cost' });
    expect(cost.textContent).toContain('12.50 EUR incl. 25% VAT');
    expect(cost.textContent).toContain('0.00 EUR');
  });

  it('adds a test card, and shows a declined one as the dash list of first messages', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a test card' });
    const number = within(dialog).getByLabelText('Test card number');
    fireEvent.change(number, { target: { value: '4000 0000 0000 0002' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' })));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '- Your card was declined.');
    expect(calls.at(-1)?.body).toEqual({ paymentMethod: 'Card', testCardNumber: '4000000000000002' });

    fireEvent.change(number, { target: { value: '4242424242424242' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    expect(list.textContent).toContain('Visa •••• 4242');
    expect(list.textContent).toContain('expires 04/2030');
    expect(screen.getByRole('button', { name: 'Terminate Visa •••• 4242' })).toBeTruthy();
  });

  it('Escape closes the test-card dialog', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a test card' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened from the greeting with ?type=Card: Card is chosen and Add card has focus', async () => {
    setup('/billing?type=Card');
    const card = await screen.findByRole('radio', { name: 'Card' });
    expect((card as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add card' })));
    expect(screen.getByText('You chose to pay by Card: add it below.')).toBeTruthy();
  });

  it('finishes a card set-up the provider sent the user back from (?session=), once, and drops the query', async () => {
    const { calls, history } = setup('/billing?session=ps_0123456789abcdef');
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    expect(list.textContent).toContain('Visa •••• 4242');
    const completions = calls.filter((call) => call.url === 'payments');
    expect(completions.map((call) => call.body)).toEqual([{ paymentMethod: 'Card', sessionId: 'ps_0123456789abcdef' }]);
    await waitFor(() => expect(history.at(-1)).toBe('/billing'));
  });

  it('opened with ?type=Invoice and no postal code kept: Invoice chosen, the postal code first', async () => {
    setup('/billing?type=Invoice');
    const invoice = await screen.findByRole('radio', { name: 'Invoice' });
    expect((invoice as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Postal code/ })));
    expect(screen.getByText(/enter your postal code in the billing details and save/)).toBeTruthy();
  });

  it('shows the server’s postal-code refusal under the postal code', async () => {
    const refusal = new ApiError({
      status: 422,
      messageKey: 'errors.serverError',
      message: 'A postal code is required',
      errors: { postalCode: ['billing.postalCodeError'] },
      code: 'billing.postalCodeError',
    });
    const { calls } = setup('/billing', { 'post tenant-details': refusal });
    fireEvent.click(await screen.findByRole('radio', { name: 'Invoice' }));
    const postal = screen.getByRole('textbox', { name: /Postal code/ });
    expect(postal.hasAttribute('required')).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save billing details' })));
    expect(calls.at(-1)?.body).toEqual({ paymentMethod: 'Invoice', postalCode: null, finTag: null });
    expect((await screen.findByRole('alert')).textContent).toBe('A postal code is required');
  });
});

describe('BillingPage: terminating and cancelling', () => {
  const SUBSCRIPTION = {
    id: 3,
    title: 'Screen licences',
    quantity: 10,
    unitPrice: 12,
    amount: 120,
    vatPercent: 25,
    status: 'active' as const,
    currentPeriodStart: '2026-11-01T00:00:00Z',
    currentPeriodEnd: '2026-12-01T00:00:00Z',
  };

  it('a refused terminate shows billing.terminatePaymentIdError after the confirmation', async () => {
    const refused = new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Item not found' });
    const { stores, calls } = setup('/billing', {
      'get payment-methods': [VISA],
      'post payments/5/terminate': refused,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Terminate Visa •••• 4242' }));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.values).toEqual({ title: 'Visa •••• 4242' });
    await act(async () => stores.popups.resolve(popup?.id ?? 0, 'confirm'));
    expect(calls.at(-1)?.url).toBe('payments/5/terminate');
    expect((await screen.findByRole('alert')).textContent).toBe("Can't terminate the payment");
  });

  it('cancels an active subscription only once confirmed', async () => {
    const { stores, calls } = setup('/billing', {
      'get subscriptions': [SUBSCRIPTION],
      'delete subscriptions/3': { ...SUBSCRIPTION, status: 'canceled' },
    });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(table.textContent).toContain('1 Nov 2026 – 30 Nov 2026');
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel subscription Screen licences' }));
    await act(async () => stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'cancel'));
    expect(calls.some((call) => call.method === 'delete')).toBe(false);
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel subscription Screen licences' }));
    await act(async () => stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    expect(calls.filter((call) => call.method === 'delete').map((call) => call.url)).toEqual(['subscriptions/3']);
  });

  it('a workgroup member of a direct tenant reads billing and is offered no change', async () => {
    const member: SessionUser = { ...FULL_USER, roles: [{ id: 4, name: 'workgroup-user' }] };
    setup('/billing?type=Card', { 'get payment-methods': [VISA], 'get subscriptions': [SUBSCRIPTION] }, member);
    await screen.findByRole('list', { name: 'Payment methods' });
    expect(screen.getByRole('region', { name: 'Billing details' }).textContent).toContain('Acme Retail');
    for (const name of [/Save billing details/, /Add card/, /Pay by invoice/, /Terminate/, /Cancel subscription/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('BillingPage for a super-admin acting as no customer', () => {
  it('shows every tenant’s orders only (no tenant of its own)', async () => {
    const superAdmin: SessionUser = {
      ...FULL_USER,
      roles: [{ id: 1, name: 'super-admin' }],
      customerId: null,
      tenantType: null,
    };
    const order = {
      id: 1,
      number: 'SP-2026-0001',
      kind: 'monthly',
      period: '2026-10',
      amount: 20,
      vat: 5,
      total: 25,
      currency: 'EUR',
      status: 'paid',
      paymentType: 'Card',
      createdAt: '2026-10-01T00:00:00Z',
      dueAt: null,
      paidAt: '2026-10-01T00:00:00Z',
      failureMessage: null,
      tenantType: 'customer',
      tenantId: 10,
      tenantTitle: 'Acme Retail',
    };
    const { calls } = setup('/billing', { 'get admin/orders': [order] }, superAdmin);
    const table = await screen.findByRole('table', { name: 'Orders of every tenant' });
    expect(within(table).getByRole('rowheader').textContent).toBe('SP-2026-0001');
    expect(table.textContent).toContain('Acme Retail');
    expect(table.textContent).toContain('25.00 EUR');
    expect(calls.some((call) => call.url === 'tenant-details')).toBe(false);
    const year = new Date().getFullYear();
    expect(calls.find((call) => call.url === 'admin/orders')?.params).toEqual({
      from: `${year}-01-01`,
      till: `${year}-12-31`,
    });
  });
});

describe('PaymentMethods with Stripe configured', () => {
  it('Add card leaves for the provider’s hosted set-up (card details never typed here)', async () => {
    const redirects: string[] = [];
    const fake = fakeApi({
      'post payments': { status: 'redirect', url: 'https://checkout.stripe.test/c/pay/cs_1', sessionId: 'ps_1' },
    });
    renderAt(
      '/billing',
      <PaymentMethods
        methods={[]}
        mode="stripe"
        canManage
        calls={billingCalls(fake.api)}
        handoff={null}
        progress={null}
        returnFailure={null}
        onChanged={() => undefined}
        redirect={(url) => redirects.push(url)}
      />,
      fake.api,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add card' })));
    expect(fake.calls.at(-1)?.body).toEqual({ paymentMethod: 'Card' });
    expect(redirects).toEqual(['https://checkout.stripe.test/c/pay/cs_1']);
    expect(screen.getByRole('status').textContent).toBe('Opening the payment provider’s secure page…');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
