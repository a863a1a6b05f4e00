import type { ChargeResult, PaymentProvider } from '../../../examples/portal/server/billing/provider';
import { DEMO, type Harness } from './harness';

/** The API's base path (billing routes sit at its root). */
export const API = '/api/v1';

/** An error answer. */
export interface ErrorAnswer {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** Tokens and ids of the billing tests: the seed's tenants and users, and a new Direct customer of its own. */
export interface BillingWorld {
  superAdmin: string;
  reseller: string;
  acmeAdmin: string;
  acmeEditor: string;
  globexAdmin: string;
  acme: number;
  globex: number;
  northwind: number;
  acmeAccount: number;
  northwindAccount: number;
  globexAccount: number;
}

/** Signs the demo users in and reads the seed's ids. */
export async function buildBillingWorld(h: Harness): Promise<BillingWorld> {
  const id = async (sql: string) => (await h.db.one<{ id: number }>(sql)).id;
  return {
    superAdmin: (await h.login(DEMO.superAdmin)).accessToken,
    reseller: (await h.login(DEMO.reseller)).accessToken,
    acmeAdmin: (await h.login(DEMO.acmeAdmin)).accessToken,
    acmeEditor: (await h.login(DEMO.acmeEditor)).accessToken,
    globexAdmin: (await h.login(DEMO.globexAdmin)).accessToken,
    acme: await id("SELECT id FROM customers WHERE title = 'Acme Retail'"),
    globex: await id("SELECT id FROM customers WHERE title = 'Globex Cafés'"),
    northwind: await id("SELECT id FROM resellers WHERE title = 'Northwind Signage'"),
    acmeAccount: await id(
      "SELECT a.id FROM billing_accounts a JOIN customers c ON c.id = a.customer_id WHERE c.title = 'Acme Retail'",
    ),
    northwindAccount: await id(
      "SELECT a.id FROM billing_accounts a JOIN resellers r ON r.id = a.reseller_id WHERE r.title = 'Northwind Signage'",
    ),
    globexAccount: await id(
      "SELECT a.id FROM billing_accounts a JOIN customers c ON c.id = a.customer_id WHERE c.title = 'Globex Cafés'",
    ),
  };
}

/** Every billing row, to show that a refused call wrote nothing. */
export async function billingSnapshot(h: Harness): Promise<unknown> {
  return (
    await h.db.one<{ s: unknown }>(
      `SELECT json_build_object(
         'accounts', (SELECT json_agg(a ORDER BY a.id) FROM billing_accounts a),
         'methods', (SELECT json_agg(m ORDER BY m.id) FROM payment_methods m),
         'subscriptions', (SELECT json_agg(s ORDER BY s.id) FROM subscriptions s),
         'orders', (SELECT json_agg(o ORDER BY o.id) FROM orders o),
         'rewards', (SELECT json_agg(r ORDER BY r.id) FROM rewards r),
         'sessions', (SELECT json_agg(p ORDER BY p.id) FROM payment_sessions p)) AS s`,
    )
  ).s;
}

/** A new Direct customer with an admin who has not accepted yet (the greeting's case); answers the admin's token. */
export async function newDirectCustomer(
  h: Harness,
  title: string,
  email: string,
): Promise<{ id: number; token: string }> {
  const customer = await h.db.one<{ id: number }>(
    `INSERT INTO customers (title, type, max_screens) VALUES ($1, 'Direct', 3) RETURNING id`,
    [title],
  );
  const user = await h.db.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, email_verified_at, customer_id)
     SELECT $1, password_hash, 'New', now(), $2 FROM users WHERE email = $3 RETURNING id`,
    [email, customer.id, DEMO.acmeAdmin],
  );
  await h.db.query("INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'customer-admin'", [
    user.id,
  ]);
  return { id: customer.id, token: (await h.login(email)).accessToken };
}

type ChargeInput = Parameters<PaymentProvider['charge']>[0];

/** The stand-in's card whose charges are declined. */
export const DECLINED_CARD = 'pm_card_chargeDeclined';
/** What the stand-in answers a declined charge with, as Stripe words it. */
export const DECLINE_MESSAGE = 'Your card was declined.';

/** Stripe's side of charging, counted: each call, and a key's first outcome answered again. */
export function countingProvider(options: { delayMs?: number } = {}) {
  const calls: ChargeInput[] = [];
  const outcomes = new Map<string, ChargeResult>();
  /** Payment methods whose next charge fails on the network (the request may or may not have arrived). */
  const networkFailures = new Set<string>();
  const unused = () => Promise.reject(new Error('not used by the monthly charge'));
  const provider: PaymentProvider = {
    mode: 'test',
    ensureCustomer: unused,
    startCardSetup: unused,
    completeCardSetup: unused,
    refund: unused,
    detachCard: unused,
    async charge(input) {
      calls.push(input);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (networkFailures.delete(input.paymentMethodId)) throw new Error('connect ECONNRESET api.stripe.com');
      const earlier = outcomes.get(input.idempotencyKey);
      if (earlier) return earlier;
      const result: ChargeResult =
        input.paymentMethodId === DECLINED_CARD
          ? { ok: false, message: DECLINE_MESSAGE, paymentId: `pi_declined_${calls.length}` }
          : { ok: true, paymentId: `pi_${calls.length}` };
      outcomes.set(input.idempotencyKey, result);
      return result;
    },
  };
  /** How many times each idempotency key was charged, for the keys of `accountIds`. */
  const keysOf = (accountIds: number[]) =>
    calls
      .map((c) => c.idempotencyKey)
      .filter((key) => accountIds.some((id) => key.startsWith(`monthly:${id}:`)))
      .sort();
  return { provider, calls, networkFailures, keysOf };
}
