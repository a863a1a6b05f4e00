import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETUP_NOT_COMPLETE_MESSAGE, stripeProvider } from '../../examples/portal/server/billing/stripe';
import {
  AUTHENTICATION_PAYMENT_METHOD,
  DECLINED_PAYMENT_METHOD,
  MISSING_PAYMENT_METHOD,
  STRIPE_TEST_KEY,
  type StripeRequest,
  type StripeServer,
  startStripeServer,
} from './support/stripeServer';

/**
 * The Stripe adapter against a local server answering in Stripe's format (tests/api/fixtures/stripe): what the
 * official library sends for each call of the PaymentProvider interface, and how the answers are read.
 */

const CUSTOMER_ID = 'cus_TQx8bW3kLmN2pQ';
const SESSION_ID = 'cs_test_c1Qf7XyZa0Bc2De3Fg4Hi5Jk6Lm7No8Pq9Rs0Tu1Vw2Xy3Za4Bc5De6';
const PAYMENT_METHOD_ID = 'pm_1SWr3ZLmN3oP4qR5aB6cD7eF';
const PAYMENT_INTENT_ID = 'pi_3SWs4bLmN3oP4qR51aBcDeFg';

describe('Stripe adapter against recorded-format answers', () => {
  let server: StripeServer;
  beforeAll(async () => {
    server = await startStripeServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.isSetupComplete = false;
    server.isNextAnswerLost = false;
  });

  const provider = () => stripeProvider({ secretKey: STRIPE_TEST_KEY, apiBase: server.origin });
  const only = (): StripeRequest => {
    expect(server.requests).toHaveLength(1);
    return server.requests[0] as StripeRequest;
  };
  const form = (request: StripeRequest) => Object.fromEntries(request.params);

  it('is the stripe mode and authenticates with the secret key at the library’s pinned API version', async () => {
    const stripe = provider();
    expect(stripe.mode).toBe('stripe');
    await stripe.ensureCustomer({ id: 7, title: 'Northwind Cafés', email: null, existing: null });
    expect(only().authorization).toBe(`Bearer ${STRIPE_TEST_KEY}`);
    expect(only().stripeVersion).toBe(Stripe.API_VERSION);
  });

  it('creates a customer with the account’s name, e-mail and id, and reuses an existing one without a call', async () => {
    const id = await provider().ensureCustomer({
      id: 7,
      title: 'Northwind Cafés',
      email: 'billing@northwind.example',
      existing: null,
    });
    expect(id).toBe(CUSTOMER_ID);
    expect(only()).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(form(only())).toEqual({
      name: 'Northwind Cafés',
      email: 'billing@northwind.example',
      'metadata[billingAccountId]': '7',
    });

    server.requests.length = 0;
    const again = await provider().ensureCustomer({ id: 7, title: 'x', email: null, existing: CUSTOMER_ID });
    expect(again).toBe(CUSTOMER_ID);
    expect(server.requests).toHaveLength(0);
  });

  it('starts a card set-up as a Checkout Session in setup mode and answers Stripe’s hosted page', async () => {
    const started = await provider().startCardSetup({
      customerId: CUSTOMER_ID,
      successUrl: 'https://portal.example/billing?session=ps_8d2f0c',
      cancelUrl: 'https://portal.example/billing?session=ps_8d2f0c&canceled=1',
      sessionId: 'ps_8d2f0c',
    });
    expect(started).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
      providerSessionId: SESSION_ID,
    });
    expect(only()).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: 'setup:ps_8d2f0c' });
    expect(form(only())).toEqual({
      mode: 'setup',
      customer: CUSTOMER_ID,
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: 'ps_8d2f0c',
      success_url: 'https://portal.example/billing?session=ps_8d2f0c',
      cancel_url: 'https://portal.example/billing?session=ps_8d2f0c&canceled=1',
      'setup_intent_data[metadata][paymentSessionId]': 'ps_8d2f0c',
    });
    // No card field is ever sent: the card is typed on Stripe's page.
    expect([...only().params.keys()].some((key) => /card\[|number|cvc/.test(key))).toBe(false);
  });

  it('reads the attached card from the finished session’s expanded SetupIntent', async () => {
    server.isSetupComplete = true;
    const card = await provider().completeCardSetup({ providerSessionId: SESSION_ID });
    expect(card).toEqual({
      ok: true,
      paymentMethodId: PAYMENT_METHOD_ID,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(only()).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${SESSION_ID}` });
    expect(form(only())).toEqual({ 'expand[0]': 'setup_intent.payment_method' });
  });

  it('refuses a session the customer left unfinished, and a missing session without a call', async () => {
    expect(await provider().completeCardSetup({ providerSessionId: SESSION_ID })).toEqual({
      ok: false,
      message: SETUP_NOT_COMPLETE_MESSAGE,
    });
    server.requests.length = 0;
    expect(await provider().completeCardSetup({ providerSessionId: null })).toEqual({
      ok: false,
      message: SETUP_NOT_COMPLETE_MESSAGE,
    });
    expect(server.requests).toHaveLength(0);
  });

  it('charges off-session with a confirmed PaymentIntent carrying the idempotency key', async () => {
    const result = await provider().charge({
      customerId: CUSTOMER_ID,
      paymentMethodId: PAYMENT_METHOD_ID,
      amountCents: 2500,
      currency: 'EUR',
      description: 'Screenplay licences 2026-12',
      idempotencyKey: 'monthly:7:2026-12',
    });
    expect(result).toEqual({ ok: true, paymentId: PAYMENT_INTENT_ID });
    expect(only()).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'monthly:7:2026-12' });
    expect(form(only())).toEqual({
      amount: '2500',
      currency: 'eur',
      customer: CUSTOMER_ID,
      payment_method: PAYMENT_METHOD_ID,
      description: 'Screenplay licences 2026-12',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('makes a retried charge with the same key one charge at Stripe', async () => {
    const input = {
      customerId: CUSTOMER_ID,
      paymentMethodId: PAYMENT_METHOD_ID,
      amountCents: 2500,
      currency: 'EUR',
      description: 'Screenplay licences 2027-01',
      idempotencyKey: 'monthly:7:2027-01',
    };
    const before = server.paymentIntentsCreated;
    const first = await provider().charge(input);
    const second = await provider().charge(input);
    expect(second).toEqual(first);
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual(['monthly:7:2027-01', 'monthly:7:2027-01']);
    expect(server.paymentIntentsCreated - before).toBe(1);
  });

  it('answers a declined card (402 card_error) with Stripe’s message and the failed PaymentIntent', async () => {
    const result = await provider().charge({
      customerId: CUSTOMER_ID,
      paymentMethodId: DECLINED_PAYMENT_METHOD,
      amountCents: 2500,
      currency: 'EUR',
      description: 'Screenplay licences 2026-12',
      idempotencyKey: 'monthly:8:2026-12',
    });
    expect(result).toEqual({ ok: false, message: 'Your card was declined.', paymentId: 'pi_3SWs5cLmN3oP4qR50vWxYzAb' });
    // A card error is final: the library does not retry it.
    expect(server.requests).toHaveLength(1);
  });

  it('retries a charge whose answer was lost with the same key: one PaymentIntent at Stripe', async () => {
    const before = server.paymentIntentsCreated;
    server.isNextAnswerLost = true;
    const result = await provider().charge({
      customerId: CUSTOMER_ID,
      paymentMethodId: PAYMENT_METHOD_ID,
      amountCents: 2500,
      currency: 'EUR',
      description: 'Screenplay licences 2027-02',
      idempotencyKey: 'monthly:7:2027-02',
    });
    expect(result).toEqual({ ok: true, paymentId: PAYMENT_INTENT_ID });
    expect(server.requests.map((r) => [r.path, r.idempotencyKey])).toEqual([
      ['/v1/payment_intents', 'monthly:7:2027-02'],
      ['/v1/payment_intents', 'monthly:7:2027-02'],
    ]);
    expect(server.paymentIntentsCreated - before).toBe(1);
  });

  it('answers a card whose bank wants 3-D Secure, which an off-session charge cannot give, as declined', async () => {
    const result = await provider().charge({
      customerId: CUSTOMER_ID,
      paymentMethodId: AUTHENTICATION_PAYMENT_METHOD,
      amountCents: 2500,
      currency: 'EUR',
      description: 'Screenplay licences 2026-12',
      idempotencyKey: 'monthly:11:2026-12',
    });
    expect(result).toEqual({
      ok: false,
      message: 'Your card was declined. This transaction requires authentication.',
      paymentId: 'pi_3SWs6dLmN3oP4qR51jKlMnOp',
    });
  });

  it('answers a payment method Stripe does not know (400) as a failed charge, not a retry', async () => {
    const result = await provider().charge({
      customerId: CUSTOMER_ID,
      paymentMethodId: MISSING_PAYMENT_METHOD,
      amountCents: 2500,
      currency: 'EUR',
      description: 'Screenplay licences 2026-12',
      idempotencyKey: 'monthly:9:2026-12',
    });
    expect(result).toEqual({ ok: false, message: "No such PaymentMethod: 'pm_gone'", paymentId: null });
  });

  it('throws on a wrong key (401) so that a job keeps the order pending and retries it', async () => {
    const wrong = stripeProvider({ secretKey: 'sk_test_nope', apiBase: server.origin });
    const error = await wrong
      .charge({
        customerId: CUSTOMER_ID,
        paymentMethodId: PAYMENT_METHOD_ID,
        amountCents: 2500,
        currency: 'EUR',
        description: 'x',
        idempotencyKey: 'monthly:10:2026-12',
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('refunds a payment by its PaymentIntent with the idempotency key', async () => {
    await provider().refund({ paymentId: PAYMENT_INTENT_ID, idempotencyKey: 'verification-refund:12' });
    expect(only()).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'verification-refund:12' });
    expect(form(only())).toEqual({ payment_intent: PAYMENT_INTENT_ID });
  });

  it('detaches a card from its customer', async () => {
    await provider().detachCard(PAYMENT_METHOD_ID);
    expect(only()).toMatchObject({ method: 'POST', path: `/v1/payment_methods/${PAYMENT_METHOD_ID}/detach` });
  });

  it('speaks through another HTTP client when one is given (fetch)', async () => {
    const viaFetch = stripeProvider({
      secretKey: STRIPE_TEST_KEY,
      apiBase: server.origin,
      httpClient: Stripe.createFetchHttpClient(),
    });
    expect(await viaFetch.ensureCustomer({ id: 7, title: 'Northwind Cafés', email: null, existing: null })).toBe(
      CUSTOMER_ID,
    );
    expect(only().path).toBe('/v1/customers');
  });
});
