import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { BillingTenant } from './accounts';
import { PAYMENT_METHOD_COLUMNS, type PaymentMethodRow } from './cards';

/** The column of `billing_accounts` naming the tenant (a customer's or a reseller's account). */
function ownerColumn(tenant: BillingTenant): 'customer_id' | 'reseller_id' {
  return tenant.kind === 'customer' ? 'customer_id' : 'reseller_id';
}

/** Keeps the provider's customer id on the account (a concurrent first payment may have stored one: the first wins). */
export async function keepProviderCustomer(db: Db, accountId: number, providerCustomerId: string): Promise<string> {
  const row = await db.one<{ provider_customer_id: string }>(
    `UPDATE billing_accounts SET provider_customer_id = COALESCE(provider_customer_id, $2) WHERE id = $1
     RETURNING provider_customer_id`,
    [accountId, providerCustomerId],
  );
  return row.provider_customer_id;
}

/** The id of the tenant's billing account; null before its first payment set-up. */
export async function billingAccountId(db: Db, tenant: BillingTenant): Promise<number | null> {
  const account = await db.maybe<{ id: number }>(`SELECT id FROM billing_accounts WHERE ${ownerColumn(tenant)} = $1`, [
    tenant.id,
  ]);
  return account?.id ?? null;
}

/** The provider's session of the account's open, unexpired payment session `sessionId`; undefined when none. */
export async function findOpenPaymentSession(
  db: Db,
  accountId: number,
  sessionId: string,
  now: Date,
): Promise<string | null | undefined> {
  const session = await db.maybe<{ provider_session_id: string | null }>(
    `SELECT provider_session_id FROM payment_sessions
      WHERE id = $1 AND account_id = $2 AND status = 'open' AND expires_at > $3`,
    [sessionId, accountId, now],
  );
  return session ? session.provider_session_id : undefined;
}

/** Completes an open payment session; false when another completion claimed it first. */
export async function completePaymentSession(db: Db, sessionId: string): Promise<boolean> {
  const claimed = await db.maybe<{ id: string }>(
    `UPDATE payment_sessions SET status = 'complete' WHERE id = $1 AND status = 'open' RETURNING id`,
    [sessionId],
  );
  return claimed !== null;
}

/** Opens a payment session of the account until `expiresAt` (a random id and state); gives back its id. */
export async function openPaymentSession(db: Db, accountId: number, now: Date, expiresAt: Date): Promise<string> {
  const sessionId = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO payment_sessions (id, account_id, state, status, created_at, expires_at)
     VALUES ($1, $2, $3, 'open', $4, $5)`,
    [sessionId, accountId, randomBytes(16).toString('hex'), now, expiresAt],
  );
  return sessionId;
}

/** Records the provider's session of a payment session. */
export async function setProviderSession(db: Db, sessionId: string, providerSessionId: string | null): Promise<void> {
  await db.query('UPDATE payment_sessions SET provider_session_id = $2 WHERE id = $1', [sessionId, providerSessionId]);
}

/** The tenant's payment method `id`; null when it is unknown or another tenant's. */
export function findTenantPaymentMethod(db: Db, tenant: BillingTenant, id: number): Promise<PaymentMethodRow | null> {
  return db.maybe<PaymentMethodRow>(
    `SELECT ${PAYMENT_METHOD_COLUMNS.split(', ')
      .map((column) => `m.${column}`)
      .join(', ')}
       FROM payment_methods m JOIN billing_accounts a ON a.id = m.account_id
      WHERE m.id = $1 AND a.${ownerColumn(tenant)} = $2`,
    [id, tenant.id],
  );
}

/** Terminates a payment method (the caller found it the tenant's) and gives back its row. */
export function terminatePaymentMethod(db: Db, id: number, now: Date): Promise<PaymentMethodRow> {
  return db.one<PaymentMethodRow>(
    `UPDATE payment_methods SET status = 'terminated', terminated_at = $2 WHERE id = $1
     RETURNING ${PAYMENT_METHOD_COLUMNS}`,
    [id, now],
  );
}
