import { randomBytes } from 'node:crypto';
import { TEST_CARD_MESSAGES, TEST_CARDS } from '@screenplay/core/billing';
import type { BillingConfig } from '../config';
import { stripeProvider } from './stripe';

/**
 * The payment provider behind billing (issue 14: "card payments go through Stripe's official Node library when a
 * Stripe key is configured ... With no key the portal runs in an explicit, labelled test mode whose payments
 * succeed or fail by test card numbers"). Routes and the monthly job see only this interface.
 */

/** The card a finished set-up attached, or why none was. */
export type CardResult =
  | { ok: true; paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number }
  | { ok: false; message: string };

/** A charge's outcome: the provider's payment id, or the customer-readable failure. */
export type ChargeResult = { ok: true; paymentId: string } | { ok: false; message: string; paymentId: string | null };

/** What billing asks of a payment provider (the billing contract of issue 14). */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'test';
  /** The provider's customer of a billing account: `existing` when set, else a new one. */
  ensureCustomer(account: {
    id: number;
    title: string;
    email: string | null;
    existing: string | null;
  }): Promise<string>;
  /** Starts attaching a card: the hosted set-up's URL (Stripe Checkout, mode 'setup') or, in test mode, null (the portal asks for a test card). */
  startCardSetup(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    sessionId: string;
  }): Promise<{ url: string | null; providerSessionId: string | null }>;
  /** The card a finished set-up attached (Stripe: retrieve the Checkout Session + its SetupIntent's payment method). */
  completeCardSetup(input: { providerSessionId: string | null; testCardNumber?: string }): Promise<CardResult>;
  /** Charges `amountCents` off-session; `idempotencyKey` makes a retried charge one charge. */
  charge(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  refund(input: { paymentId: string; idempotencyKey: string }): Promise<void>;
  detachCard(paymentMethodId: string): Promise<void>;
}

/** Prefix of the test mode's payment method ids whose charges all fail (the insufficient-funds card). */
const FAILING_CARD_PREFIX = 'test_pm_nofunds_';

/** How many years ahead a test card expires (ours; any future date would do). */
const TEST_CARD_VALID_YEARS = 4;

/** Longest card number the test mode reads (ours: card numbers have at most 19 digits, spaces aside). */
const TEST_CARD_NUMBER_MAX_LENGTH = 32;

/** How many charge outcomes the test mode remembers for retried idempotency keys (ours). */
const TEST_CHARGES_REMEMBERED = 10_000;

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

/** The digits of a typed card number (spaces and dashes as people type them), or null when it is no number. */
function cardDigits(value: string | undefined): string | null {
  if (value === undefined || value.length > TEST_CARD_NUMBER_MAX_LENGTH) return null;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/**
 * The labelled test mode (no `STRIPE_SECRET_KEY`): Stripe's test card numbers decide (TEST_CARDS in core):
 * 4242 4242 4242 4242 attaches and pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 attaches but every
 * charge fails for insufficient funds, anything else is an incorrect number. No money moves and nothing leaves
 * the server. Which card a payment method is travels in its id, so a restarted server charges it alike; a
 * retried charge with the same idempotency key answers the first outcome, as Stripe does.
 */
export function testModeProvider(options: { now?: () => Date } = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const charges = new Map<string, ChargeResult>();
  return {
    mode: 'test',
    async ensureCustomer(account) {
      return account.existing ?? `test_cus_${account.id}`;
    },
    async startCardSetup() {
      return { url: null, providerSessionId: null };
    },
    async completeCardSetup({ testCardNumber }) {
      const digits = cardDigits(testCardNumber);
      if (digits === TEST_CARDS.declined) return { ok: false, message: TEST_CARD_MESSAGES.declined };
      if (digits !== TEST_CARDS.success && digits !== TEST_CARDS.insufficientFunds)
        return { ok: false, message: TEST_CARD_MESSAGES.incorrectNumber };
      return {
        ok: true,
        paymentMethodId: randomId(digits === TEST_CARDS.success ? 'test_pm_' : FAILING_CARD_PREFIX),
        brand: 'Visa',
        last4: digits.slice(-4),
        expMonth: 12,
        expYear: now().getUTCFullYear() + TEST_CARD_VALID_YEARS,
      };
    },
    async charge({ paymentMethodId, amountCents, idempotencyKey }) {
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier;
      const paymentId = randomId('test_py_');
      const result: ChargeResult =
        !Number.isInteger(amountCents) || amountCents <= 0
          ? { ok: false, message: 'Invalid amount.', paymentId: null }
          : paymentMethodId.startsWith(FAILING_CARD_PREFIX)
            ? { ok: false, message: TEST_CARD_MESSAGES.insufficientFunds, paymentId }
            : paymentMethodId.startsWith('test_pm_')
              ? { ok: true, paymentId }
              : { ok: false, message: TEST_CARD_MESSAGES.declined, paymentId: null };
      charges.set(idempotencyKey, result);
      // Remembered like Stripe's idempotency keys, but bounded: the oldest outcome goes first.
      if (charges.size > TEST_CHARGES_REMEMBERED) charges.delete(charges.keys().next().value as string);
      return result;
    },
    async refund({ paymentId }) {
      if (!paymentId.startsWith('test_py_')) throw new Error(`Not a test-mode payment: ${paymentId}`);
    },
    async detachCard() {},
  };
}

/**
 * The provider the configuration asks for: Stripe (server/billing/stripe.ts) when `STRIPE_SECRET_KEY` is set,
 * else the labelled test mode.
 */
export function paymentProviderFromConfig(config: BillingConfig): PaymentProvider {
  if (config.stripeSecretKey === null) return testModeProvider();
  return stripeProvider({
    secretKey: config.stripeSecretKey,
    ...(config.stripeApiBase === null ? {} : { apiBase: config.stripeApiBase }),
  });
}
