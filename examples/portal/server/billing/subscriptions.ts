import { billingPeriodOf, effectiveVatPercent, periodBounds, type SubscriptionDto } from '@screenplay/core/billing';
import type { Db } from '../db/client';
import { accountOwner, accountPriceItem } from './accounts';

/**
 * The licence subscription of a billing account (issue 14: "licences per screen"): what the account pays each month.
 * Its quantity is the customer's `screen_licenses`, or for a reseller the sum of its delegated customers' (they are
 * invoiced to the reseller, spec §1); its unit price is the account's licence price item; its VAT the item's or
 * the default. One active subscription per account (migration 011's `subscriptions_one_active`).
 */

/** A subscription row. */
export interface SubscriptionRow {
  id: number;
  account_id: number;
  title: string;
  quantity: number;
  unit_price: string;
  vat_percent: string;
  status: 'active' | 'canceled';
  current_period_start: Date | string;
  current_period_end: Date | string;
  canceled_at: Date | string | null;
}

/** The title of the licence subscription (ours). */
export const LICENCE_SUBSCRIPTION_TITLE = 'Screen licences';

const SUBSCRIPTION_COLUMNS =
  'id, account_id, title, quantity, unit_price::text AS unit_price, vat_percent::text AS vat_percent, status, current_period_start, current_period_end, canceled_at';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The wire shape of a subscription row. */
export function subscriptionDto(row: SubscriptionRow): SubscriptionDto {
  return {
    id: row.id,
    title: row.title,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    vatPercent: Number(row.vat_percent),
    status: row.status,
    currentPeriodStart: iso(row.current_period_start),
    currentPeriodEnd: iso(row.current_period_end),
  };
}

/** The account's subscriptions, the active one first, then the newest. */
export function listSubscriptions(db: Db, accountId: number): Promise<SubscriptionRow[]> {
  return db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE account_id = $1
      ORDER BY (status = 'active') DESC, created_at DESC, id DESC LIMIT 100`,
    [accountId],
  );
}

/** How many licences account `accountId` pays for. */
async function licenceQuantity(
  db: Db,
  owner: { customer_id: number | null; reseller_id: number | null },
): Promise<number> {
  if (owner.customer_id !== null) {
    const row = await db.maybe<{ n: number }>('SELECT screen_licenses AS n FROM customers WHERE id = $1', [
      owner.customer_id,
    ]);
    return row?.n ?? 0;
  }
  const row = await db.one<{ n: number }>(
    `SELECT COALESCE(sum(screen_licenses), 0)::int AS n FROM customers WHERE reseller_id = $1 AND type = 'Delegated'`,
    [owner.reseller_id],
  );
  return row.n;
}

/**
 * Brings the account's licence subscription up to date at `now`: quantity and price follow the licences and the
 * price item, an ended period moves to the month of `now`. An account without an active subscription gets one
 * when it has an active payment method and either never had a subscription or `options.resume` is set: cancelling
 * stops the subscription for good, until a payment method is set up again (POST payments resumes it). A delegated
 * customer pays nothing itself (its reseller is invoiced).
 * Runs in `db`'s scope: the request's for a customer, the system path 'billing' for a reseller or the monthly job.
 * Returns the active subscription, or null.
 */
export async function syncLicenceSubscriptions(
  db: Db,
  accountId: number,
  now: Date,
  options: { resume?: boolean } = {},
): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const owner = await accountOwner(tx, accountId);
    if (!owner || owner.customer_type === 'Delegated') return null;
    await tx.query('SELECT id FROM billing_accounts WHERE id = $1 FOR UPDATE', [accountId]);
    const item = await accountPriceItem(tx, owner);
    const quantity = await licenceQuantity(tx, owner);
    const vat = effectiveVatPercent(item.vatPercent);
    const { start, end } = periodBounds(billingPeriodOf(now));
    const active = await tx.maybe<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE account_id = $1 AND status = 'active'`,
      [accountId],
    );
    if (active) {
      const ended = new Date(active.current_period_end).getTime() <= now.getTime();
      return tx.one<SubscriptionRow>(
        `UPDATE subscriptions SET quantity = $2, unit_price = $3, vat_percent = $4,
           current_period_start = CASE WHEN $5 THEN $6::timestamptz ELSE current_period_start END,
           current_period_end = CASE WHEN $5 THEN $7::timestamptz ELSE current_period_end END
         WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [active.id, quantity, item.price, vat, ended, start, end],
      );
    }
    const resumable = await tx.maybe<{ id: number }>(
      `SELECT m.id FROM payment_methods m
        WHERE m.account_id = $1 AND m.status = 'active'
          AND ($2 OR NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.account_id = $1))
        LIMIT 1`,
      [accountId, options.resume === true],
    );
    if (!resumable) return null;
    return tx.one<SubscriptionRow>(
      `INSERT INTO subscriptions (account_id, title, quantity, unit_price, vat_percent, status, current_period_start,
         current_period_end, created_at)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8) RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [accountId, LICENCE_SUBSCRIPTION_TITLE, quantity, item.price, vat, start, end, now],
    );
  });
}
