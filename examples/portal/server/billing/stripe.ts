import Stripe from 'stripe';
import type { CardResult, ChargeResult, PaymentProvider } from './provider';

/**
 * The Stripe payment provider (issue 14: "card payments go through Stripe's official Node library when a Stripe
 * key is configured"). Cards are attached through Stripe Checkout in mode 'setup' (Stripe's hosted page), so card
 * numbers never reach this server: it only learns the payment method's id, brand, last 4 digits and expiry.
 * Monthly charges are off-session PaymentIntents confirmed at once, each with the caller's idempotency key, so a
 * retried charge (a crash, a second instance, a network retry) is one charge at Stripe.
 */

/** Settings of {@link stripeProvider}. */
export interface StripeProviderOptions {
  /** The secret key (`STRIPE_SECRET_KEY`, `sk_live_…` or `sk_test_…`). */
  secretKey: string;
  /** Another API origin than https://api.stripe.com (tests: a local server answering in Stripe's format). */
  apiBase?: string;
  /** Another HTTP client than Node's (e.g. `Stripe.createFetchHttpClient()`). */
  httpClient?: Stripe.HttpClient;
}

/** Automatic retries of a request that failed on the network (each carries the same idempotency key). */
export const STRIPE_NETWORK_RETRIES = 2;

/** How long one request to Stripe may take (ms); Stripe's own default of 80 s would hold a page for too long. */
export const STRIPE_TIMEOUT_MS = 30_000;

/** What the user reads when a Checkout set-up was left unfinished (ours). */
export const SETUP_NOT_COMPLETE_MESSAGE = 'The card set-up was not completed.';

/** The card is not usable for off-session charges (ours: a payment that needs the customer, e.g. 3-D Secure). */
export const PAYMENT_NOT_COMPLETE_MESSAGE = 'The payment could not be completed without the card holder.';

/** The connection settings of the Stripe client for `apiBase` (host, port, protocol). */
function apiBaseSettings(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * A failure the customer should read (the card was declined, or Stripe refused the request itself: a detached
 * payment method, an unknown customer). Such a charge stays failed: retrying it cannot succeed. Network, rate
 * limit, authentication and Stripe's own errors are thrown instead, so a job retries them later (same key).
 */
function declineOf(error: unknown): { message: string; paymentId: string | null } | null {
  if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
    return { message: error.message, paymentId: error.payment_intent?.id ?? null };
  }
  return null;
}

/** The id of an expandable Stripe field (an id string or the expanded object). */
function idOf(field: string | { id: string } | null): string | null {
  return typeof field === 'string' ? field : (field?.id ?? null);
}

/** The card a finished Checkout Session (mode 'setup') attached, read from its expanded SetupIntent. */
function cardOfSession(session: Stripe.Checkout.Session): CardResult {
  const intent = session.setup_intent;
  if (session.status !== 'complete' || intent === null || typeof intent === 'string' || intent.status !== 'succeeded')
    return { ok: false, message: SETUP_NOT_COMPLETE_MESSAGE };
  const method = intent.payment_method;
  if (method === null || typeof method === 'string' || !method.card)
    return { ok: false, message: SETUP_NOT_COMPLETE_MESSAGE };
  const { brand, last4, exp_month, exp_year } = method.card;
  return { ok: true, paymentMethodId: method.id, brand, last4, expMonth: exp_month, expYear: exp_year };
}

/** The payment provider backed by Stripe's API through the official `stripe` library. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...apiBaseSettings(options.apiBase),
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });

  return {
    mode: 'stripe',

    async ensureCustomer(account) {
      if (account.existing) return account.existing;
      // No key of ours: account ids repeat across databases sharing one Stripe account, and a key would hand a
      // new database's account another's customer. A race between two requests leaves at most an unused customer.
      const customer = await stripe.customers.create({
        name: account.title,
        ...(account.email ? { email: account.email } : {}),
        metadata: { billingAccountId: String(account.id) },
      });
      return customer.id;
    },

    async startCardSetup(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          customer: input.customerId,
          allowed_payment_method_types: ['card'],
          client_reference_id: input.sessionId,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // The card is kept to be charged while the customer is away (the monthly charge).
          setup_intent_data: { metadata: { paymentSessionId: input.sessionId } },
        },
        { idempotencyKey: `setup:${input.sessionId}` },
      );
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no URL`);
      return { url: session.url, providerSessionId: session.id };
    },

    async completeCardSetup(input) {
      if (!input.providerSessionId) return { ok: false, message: SETUP_NOT_COMPLETE_MESSAGE };
      const session = await stripe.checkout.sessions.retrieve(input.providerSessionId, {
        expand: ['setup_intent.payment_method'],
      });
      return cardOfSession(session);
    },

    async charge(input): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            description: input.description,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id };
        return { ok: false, message: PAYMENT_NOT_COMPLETE_MESSAGE, paymentId: intent.id };
      } catch (error) {
        const decline = declineOf(error);
        if (decline) return { ok: false, ...decline };
        throw error;
      }
    },

    async refund(input) {
      await stripe.refunds.create({ payment_intent: input.paymentId }, { idempotencyKey: input.idempotencyKey });
    },

    async detachCard(paymentMethodId) {
      const method = await stripe.paymentMethods.detach(paymentMethodId);
      if (idOf(method.customer) !== null) throw new Error(`Stripe kept ${paymentMethodId} attached`);
    },
  };
}
