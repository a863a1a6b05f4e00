import type { OrderDetailDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type BillingWorld, buildBillingWorld, type ErrorAnswer } from './support/billing';
import { createHarness, type Harness } from './support/harness';
import { DECLINED_PAYMENT_METHOD, STRIPE_TEST_KEY, type StripeServer, startStripeServer } from './support/stripeServer';
import { BACKENDS } from './support/testDb';

/**
 * Buying licences and paying an invoice with a Stripe key (issue 25): each is one off-session PaymentIntent on the
 * account's Stripe customer and card, for the total with VAT in cents, under its own idempotency key; a card Stripe
 * declines records nothing and leaves the invoice open. Stripe is the local stand-in (support/stripeServer.ts).
 */
describe.each(BACKENDS)('buying licences and paying invoices with Stripe (%s)', (backend) => {
  let h: Harness;
  let w: BillingWorld;
  let stripe: StripeServer;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${API}${path}`, { token, json });
  const intents = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  beforeAll(async () => {
    stripe = await startStripeServer();
    h = await createHarness(backend, { billing: { stripeSecretKey: STRIPE_TEST_KEY, stripeApiBase: stripe.origin } });
    w = await buildBillingWorld(h);
  });
  afterAll(async () => {
    await h?.dispose();
    await stripe?.close();
  });

  it('charges a purchase at once as one PaymentIntent of the total with VAT', async () => {
    const bought = await call<{ data: OrderDetailDto }>('POST', '/billing/licences', w.acmeAdmin, {
      amount: 2,
      months: 1,
    });
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({ status: 'paid', amount: 24, vat: 6, total: 30 });
    const [intent] = intents();
    expect(intent?.params.get('amount')).toBe('3000');
    expect(intent?.params.get('currency')).toBe('eur');
    expect(intent?.params.get('customer')).toBe('test_cus_demo_acme');
    expect(intent?.params.get('payment_method')).toBe('test_pm_demo_acme_4242');
    expect(intent?.params.get('off_session')).toBe('true');
    expect(intent?.idempotencyKey).toMatch(new RegExp(`^licences:${w.acmeAccount}:[0-9a-f]{24}$`));
  });

  it('pays the open invoice once with the key invoice:<order>:<card>:<attempt>; a decline leaves it open and the next try is a new charge', async () => {
    const invoice = await h.db.one<{ id: number }>("SELECT id FROM orders WHERE number = 'INV-DEMO-ACME-0001'");
    const card = await h.db.one<{ id: number }>(
      "SELECT id FROM payment_methods WHERE provider_id = 'test_pm_demo_acme_4242'",
    );
    await h.db.query('UPDATE payment_methods SET provider_id = $2 WHERE id = $1', [card.id, DECLINED_PAYMENT_METHOD]);
    const declined = await call('POST', `/orders/${invoice.id}/pay`, w.acmeAdmin);
    expect(declined.status).toBe(422);
    expect(declined.body.errors?.card?.[0]).toMatch(/declined/);
    expect(intents().at(-1)?.idempotencyKey).toBe(`invoice:${invoice.id}:${card.id}:0`);
    expect((await call<{ data: OrderDetailDto }>('GET', `/orders/${invoice.id}`, w.acmeAdmin)).body.data.status).toBe(
      'open',
    );

    await h.db.query('UPDATE payment_methods SET provider_id = $2 WHERE id = $1', [card.id, 'test_pm_demo_acme_4242']);
    const before = intents().length;
    const paid = await call<{ data: OrderDetailDto }>('POST', `/orders/${invoice.id}/pay`, w.acmeAdmin);
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    const charged = intents().slice(before);
    expect(charged.map((r) => [r.params.get('amount'), r.idempotencyKey])).toEqual([
      ['7500', `invoice:${invoice.id}:${card.id}:1`],
    ]);
    // Paid: another click charges nothing.
    expect((await call('POST', `/orders/${invoice.id}/pay`, w.acmeAdmin)).status).toBe(200);
    expect(intents().length).toBe(before + 1);
  });
});
