import {
  billingPeriodOf,
  effectiveVatPercent,
  linesTotals,
  type OrderLine,
  orderLine,
  periodBounds,
  type SubscriptionDto,
} from '@screenplay/core/billing';
import type { Db } from '../db/client';
import { asSystem } from '../tenancy';
import {
  type AccountOwner,
  accountOwner,
  type CustomerPricing,
  customerPricing,
  delegatedCustomerPricing,
} from './accounts';
import { licenceCountsOf } from './licences';

/**
 * The licence subscription of a billing account (issue 14: "licences per screen"): what the account pays each month.
 * It is made of lines (issue 25): a customer's licences billed monthly at its price, or for a reseller one line per
 * delegated customer (they are invoiced to the reseller, spec §1), each at the price core's `licencePrice` gives that
 * customer. Its quantity is the lines' licences, its amount their net sum, its unit price the one price they share
 * (null when they differ), its VAT the default (prices carry none, spec §9). One active subscription per account
 * (migration 011's `subscriptions_one_active`).
 */

/** A subscription row. */
export interface SubscriptionRow {
  id: number;
  account_id: number;
  title: string;
  quantity: number;
  unit_price: string | null;
  /** Net amount a month (null on rows older than migration 019: quantity x unit price). */
  amount: string | null;
  vat_percent: string;
  status: 'active' | 'canceled';
  current_period_start: Date | string;
  current_period_end: Date | string;
  canceled_at: Date | string | null;
}

/** The title of the licence subscription (ours). */
export const LICENCE_SUBSCRIPTION_TITLE = 'Screen licences';

const SUBSCRIPTION_COLUMNS =
  'id, account_id, title, quantity, unit_price::text AS unit_price, amount::text AS amount, vat_percent::text AS vat_percent, status, current_period_start, current_period_end, canceled_at';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The net amount a month of a subscription row. */
export function subscriptionAmount(row: Pick<SubscriptionRow, 'amount' | 'unit_price' | 'quantity'>): number {
  if (row.amount !== null) return Number(row.amount);
  return orderLine('', row.quantity, Number(row.unit_price ?? 0)).amount;
}

/** The wire shape of a subscription row. */
export function subscriptionDto(row: SubscriptionRow): SubscriptionDto {
  return {
    id: row.id,
    title: row.title,
    quantity: row.quantity,
    unitPrice: row.unit_price === null ? null : Number(row.unit_price),
    amount: subscriptionAmount(row),
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

/**
 * What account owner `owner` pays for a month at `now`, line by line (issue 25): a Direct customer its licences at its
 * plan's price; a reseller each delegated customer's licences at that customer's price. A delegated customer pays
 * nothing itself (its reseller is invoiced). Runs in `db`'s scope (prices are read on the system path 'billing').
 */
export async function monthlyLines(db: Db, owner: AccountOwner, now: Date): Promise<OrderLine[]> {
  const priced: { pricing: CustomerPricing; description: string }[] = [];
  if (owner.customer_id !== null) {
    const pricing = owner.customer_type === 'Delegated' ? null : await customerPricing(db, owner.customer_id);
    if (pricing) priced.push({ pricing, description: `Screen licences (${pricing.planTitle})` });
  } else if (owner.reseller_id !== null) {
    for (const pricing of await delegatedCustomerPricing(db, owner.reseller_id))
      priced.push({ pricing, description: `${pricing.title}: screen licences (${pricing.planTitle})` });
  }
  // Licences prepaid in Billing are not billed again (billing/licences.ts `billedMonthly`). A reseller's customers'
  // orders are read on the system path 'billing', like their prices.
  const counts = await licenceCountsOf(
    owner.customer_id === null ? asSystem(db, 'billing') : db,
    priced.map((entry) => entry.pricing.customerId),
    now,
  );
  return priced.flatMap(({ pricing, description }) => {
    const quantity = counts.get(pricing.customerId)?.billedMonthly ?? 0;
    return quantity > 0 ? [orderLine(description, quantity, pricing.price)] : [];
  });
}

/** The one price the lines share, or null when they differ (or there are none). */
function sharedPrice(lines: readonly OrderLine[]): number | null {
  const prices = new Set(lines.map((line) => line.unitPrice));
  return prices.size === 1 ? (lines[0]?.unitPrice ?? null) : null;
}

/** An account's active subscription at `now` and the lines it is charged for this month. */
export interface PricedSubscription {
  subscription: SubscriptionRow;
  lines: OrderLine[];
}

/**
 * Brings the account's licence subscription up to date at `now`: quantity, amount and price follow the licences and
 * their prices ({@link monthlyLines}), an ended period moves to the month of `now`. An account without an active subscription gets one
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
  return (await syncPricedSubscription(db, accountId, now, options))?.subscription ?? null;
}

/** {@link syncLicenceSubscriptions}, answering the month's lines with the subscription (the monthly charge's order). */
export async function syncPricedSubscription(
  db: Db,
  accountId: number,
  now: Date,
  options: { resume?: boolean } = {},
): Promise<PricedSubscription | null> {
  return db.transaction(async (tx) => {
    const owner = await accountOwner(tx, accountId);
    if (!owner || owner.customer_type === 'Delegated') return null;
    await tx.query('SELECT id FROM billing_accounts WHERE id = $1 FOR UPDATE', [accountId]);
    const lines = await monthlyLines(tx, owner, now);
    const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
    const { amount } = linesTotals(lines, null);
    const unitPrice = sharedPrice(lines);
    const vat = effectiveVatPercent(null);
    const { start, end } = periodBounds(billingPeriodOf(now));
    const active = await tx.maybe<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE account_id = $1 AND status = 'active'`,
      [accountId],
    );
    if (active) {
      const ended = new Date(active.current_period_end).getTime() <= now.getTime();
      const subscription = await tx.one<SubscriptionRow>(
        `UPDATE subscriptions SET quantity = $2, unit_price = $3, vat_percent = $4, amount = $8,
           current_period_start = CASE WHEN $5 THEN $6::timestamptz ELSE current_period_start END,
           current_period_end = CASE WHEN $5 THEN $7::timestamptz ELSE current_period_end END
         WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [active.id, quantity, unitPrice, vat, ended, start, end, amount],
      );
      return { subscription, lines };
    }
    const resumable = await tx.maybe<{ id: number }>(
      `SELECT m.id FROM payment_methods m
        WHERE m.account_id = $1 AND m.status = 'active'
          AND ($2 OR NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.account_id = $1))
        LIMIT 1`,
      [accountId, options.resume === true],
    );
    if (!resumable) return null;
    const subscription = await tx.one<SubscriptionRow>(
      `INSERT INTO subscriptions (account_id, title, quantity, unit_price, vat_percent, status, current_period_start,
         current_period_end, created_at, amount)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8, $9) RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [accountId, LICENCE_SUBSCRIPTION_TITLE, quantity, unitPrice, vat, start, end, now, amount],
    );
    return { subscription, lines };
  });
}

/** Cancels the account's subscription `id` (kept until its period ends; a second cancel keeps the first time); null when not the account's. */
export function cancelSubscription(db: Db, accountId: number, id: number, now: Date): Promise<SubscriptionRow | null> {
  return db.maybe<SubscriptionRow>(
    `UPDATE subscriptions SET status = 'canceled', canceled_at = COALESCE(canceled_at, $3)
      WHERE id = $1 AND account_id = $2
      RETURNING id, account_id, title, quantity, unit_price::text AS unit_price, amount::text AS amount,
        vat_percent::text AS vat_percent, status, current_period_start, current_period_end, canceled_at`,
    [id, accountId, now],
  );
}
