import type { PaymentMethodDto, PaymentStartDto, TenantDetailsDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type BillingWorld, billingSnapshot, buildBillingWorld, type ErrorAnswer } from './support/billing';
import { createHarness, type Harness, TEST_PUBLIC_URL } from './support/harness';
import { STRIPE_TEST_KEY, type StripeServer, startStripeServer } from './support/stripeServer';
import { BACKENDS } from './support/testDb';

/**
 * The billing API with a Stripe key: the card is typed on Stripe's hosted set-up page (Checkout, mode 'setup'), the
 * portal returns with the session id and the server reads the attached card, then verifies it with a charge of 1
 * unit and refunds it. Stripe is the local stand-in answering Stripe's recorded formats (support/stripeServer.ts).
 */
describe.each(BACKENDS)('billing with Stripe (%s)', (backend) => {
  let h: Harness;
  let w: BillingWorld;
  let stripe: StripeServer;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${API}${path}`, { token, json });

  beforeAll(async () => {
    stripe = await startStripeServer();
    h = await createHarness(backend, { billing: { stripeSecretKey: STRIPE_TEST_KEY, stripeApiBase: stripe.origin } });
    w = await buildBillingWorld(h);
  });
  afterAll(async () => {
    await h?.dispose();
    await stripe?.close();
  });

  it('says it runs on Stripe', async () => {
    const details = await call<{ data: TenantDetailsDto }>('GET', '/tenant-details', w.acmeAdmin);
    expect(details.body.data.paymentMode).toBe('stripe');
  });

  let sessionId = '';

  it("starts the card set-up on Stripe's hosted page, for the account's Stripe customer", async () => {
    const started = await call<{ data: PaymentStartDto }>('POST', '/payments', w.reseller, { paymentMethod: 'Card' });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      status: 'redirect',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    sessionId = started.body.data.status === 'redirect' ? started.body.data.sessionId : '';
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    const customers = stripe.requests.filter((r) => r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params.get('name')).toBe('Northwind Signage');
    const checkout = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(checkout?.params.get('mode')).toBe('setup');
    expect(checkout?.params.get('customer')).toBe('cus_TQx8bW3kLmN2pQ');
    expect(checkout?.params.get('success_url')).toBe(`${TEST_PUBLIC_URL}/billing?session=${sessionId}`);
    // No card data is ever sent to our server or by it.
    expect(JSON.stringify(stripe.requests.map((r) => [...r.params]))).not.toMatch(/4242424242424242/);
    const account = await h.db.one<{ provider_customer_id: string }>(
      'SELECT provider_customer_id FROM billing_accounts WHERE id = $1',
      [w.northwindAccount],
    );
    expect(account.provider_customer_id).toBe('cus_TQx8bW3kLmN2pQ');
  });

  it('keeps the session open while the set-up is unfinished at Stripe', async () => {
    const early = await call('POST', '/payments', w.reseller, { paymentMethod: 'Card', sessionId });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ card: ['The card set-up was not completed.'] });
  });

  it("refuses another account's, an unknown or a malformed session id (404), writing nothing", async () => {
    const before = await billingSnapshot(h);
    for (const id of [sessionId, 'f'.repeat(32)]) {
      expect((await call('POST', '/payments', w.acmeAdmin, { paymentMethod: 'Card', sessionId: id })).status).toBe(404);
    }
    for (const id of ['../x', 'F'.repeat(32), 42]) {
      expect((await call('POST', '/payments', w.reseller, { paymentMethod: 'Card', sessionId: id })).status).toBe(404);
    }
    expect(await billingSnapshot(h)).toEqual(before);
  });

  it('completes the set-up once: the card is read from Stripe, verified by 1 unit and refunded', async () => {
    stripe.isSetupComplete = true;
    const done = await call<{ data: PaymentStartDto }>('POST', '/payments', w.reseller, {
      paymentMethod: 'Card',
      sessionId,
    });
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({
      status: 'active',
      paymentMethod: {
        type: 'Card',
        title: 'Visa •••• 4242',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      },
    });
    const intent = stripe.requests.find((r) => r.path === '/v1/payment_intents');
    expect(intent?.params.get('amount')).toBe('1');
    expect(intent?.params.get('payment_method')).toBe('pm_1SWr3ZLmN3oP4qR5aB6cD7eF');
    expect(intent?.idempotencyKey).toBe('verify:pm_1SWr3ZLmN3oP4qR5aB6cD7eF');
    const refund = stripe.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.params.get('payment_intent')).toBe('pi_3SWs4bLmN3oP4qR51aBcDeFg');
    const order = await h.db.one<{ kind: string; total: string; status: string; provider_payment_id: string }>(
      `SELECT kind, total::text AS total, status, provider_payment_id FROM orders WHERE account_id = $1 AND kind = 'verification'`,
      [w.northwindAccount],
    );
    expect(order).toEqual({
      kind: 'verification',
      total: '0.01',
      status: 'refunded',
      provider_payment_id: 'pi_3SWs4bLmN3oP4qR51aBcDeFg',
    });
    // The same session does not complete twice.
    expect((await call('POST', '/payments', w.reseller, { paymentMethod: 'Card', sessionId })).status).toBe(404);
    // The Stripe customer was made once and is reused.
    await call('POST', '/payments', w.reseller, { paymentMethod: 'Card' });
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('detaches a terminated card at Stripe', async () => {
    const methods = await call<{ data: PaymentMethodDto[] }>('GET', '/payment-methods', w.reseller);
    const card = methods.body.data.find((m) => m.type === 'Card');
    const terminated = await call('PUT', `/payments/${card?.id}/terminate`, w.reseller);
    expect(terminated.status).toBe(200);
    expect(stripe.requests.some((r) => r.path === '/v1/payment_methods/pm_1SWr3ZLmN3oP4qR5aB6cD7eF/detach')).toBe(true);
    expect((await call<{ data: PaymentMethodDto[] }>('GET', '/payment-methods', w.reseller)).body.data).toEqual([]);
  });
});
