import {
  lastLicenceExpiry,
  licenceOrderState,
  licenceSummary,
  licencesLeft,
  NO_LICENCES,
  screensOverLicences,
  type LicenceOrderRow,
  type LicenceStatusDto,
  type LicenceSummary,
} from '@screenplay/core/billing';
import { LICENCE_ORDERS_LIST_MAX, mayRemoveLicences, type LicenceOrderDto } from '@screenplay/core';
import type { Db } from '../db/client';

/**
 * A customer's licence orders in the database (migrations 010 and 018), read and written for core's licence rules
 * (`@screenplay/core/billing`, billing.licences.ts: an order counts from its start to its end; a removal is an order
 * too, taking from the orders ending soonest). Every function runs in the Db it is given: the customer's tenant scope
 * (row-level security on `licence_orders`), a transaction of it, or a named system path for several customers.
 * Whoever takes or gives back licences holds `lockCustomerLicences` (billing/licenceLock.ts) in the same
 * transaction, so a count read there stays true until it commits.
 */

/** A `licence_orders` row as stored. */
interface StoredLicenceOrder {
  id: number;
  customer_id: number;
  amount: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  order_id: number | null;
  created_at: Date | string;
  created_by_email: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function ruleRow(row: StoredLicenceOrder): LicenceOrderRow {
  return {
    id: row.id,
    amount: row.amount,
    startsAt: iso(row.starts_at),
    endsAt: row.ends_at === null ? null : iso(row.ends_at),
    prepaid: row.order_id !== null,
  };
}

const ORDER_COLUMNS = `o.id, o.customer_id, o.amount, o.starts_at, o.ends_at, o.order_id, o.created_at,
  (SELECT u.email FROM users u WHERE u.id = o.created_by) AS created_by_email`;

/** Every order and removal of the customers in `customerIds`, oldest first, as `db` sees them. */
async function storedOrders(db: Db, customerIds: readonly number[]): Promise<StoredLicenceOrder[]> {
  if (customerIds.length === 0) return [];
  return db.query<StoredLicenceOrder>(
    `SELECT ${ORDER_COLUMNS} FROM licence_orders o WHERE o.customer_id = ANY($1::int[]) ORDER BY o.id`,
    [customerIds],
  );
}

/**
 * Customer `customerId`'s licences at `now` (core's `licenceSummary`): valid; of those, how many end within 30 days;
 * the soonest end among valid orders; and `billedMonthly`, the valid licences no billing order prepaid, which the
 * monthly subscription charges. `db` must see the customer's rows (its scope, or a system path).
 */
export async function licenceCounts(db: Db, customerId: number, now: Date): Promise<LicenceSummary> {
  return licenceSummary((await storedOrders(db, [customerId])).map(ruleRow), now);
}

/**
 * The licences of several customers at `now`, by customer id (every id answered; none without orders), in one read:
 * the customers list and a reseller's subscription. `db` must see all their rows (a system path the caller names).
 */
export async function licenceCountsOf(
  db: Db,
  customerIds: readonly number[],
  now: Date,
): Promise<Map<number, LicenceSummary>> {
  const byCustomer = new Map<number, LicenceOrderRow[]>(customerIds.map((id) => [id, []]));
  for (const row of await storedOrders(db, customerIds)) byCustomer.get(row.customer_id)?.push(ruleRow(row));
  const counts = new Map<number, LicenceSummary>();
  for (const [id, rows] of byCustomer) counts.set(id, rows.length === 0 ? NO_LICENCES : licenceSummary(rows, now));
  return counts;
}

/** One licence order to record ({@link recordLicenceOrder}). */
export interface NewLicenceOrder {
  customerId: number;
  /** Licences added (> 0). */
  amount: number;
  startsAt: Date;
  endsAt: Date;
  /** The billing order that paid it at once (bought in Billing); null for a grant by a super-admin or a reseller. */
  orderId: number | null;
  /** The user who recorded it; null when no user did. */
  createdBy: number | null;
  now: Date;
}

/**
 * Records one licence order in `tx` (the customer's scope, or the buying transaction) and answers its id. The caller
 * checked the amount and the period (core's `licenceOrderErrors`) and, when the licences are sold, holds
 * `lockCustomerLicences` and created the billing order first.
 */
export async function recordLicenceOrder(tx: Db, order: NewLicenceOrder): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, order_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [order.customerId, order.amount, order.startsAt, order.endsAt, order.orderId, order.createdBy, order.now],
  );
  return row.id;
}

/** Why a removal was refused: more than the valid licences, or fewer left than the paid screens in use. */
export type LicenceRemovalOutcome = { removed: true; id: number } | { removed: false };

/**
 * Takes `amount` licences away from customer `customerId` at `now`, as a removal order recorded with who made it
 * (`createdBy`), in `tx` (a transaction in the customer's scope). Refused, with nothing written, when the licences
 * valid at `now` do not cover it or what is left would not cover the paid screens in use (spec accounts §5:
 * "Removing a license that is in use is refused"; core's `mayRemoveLicences`). The caller holds `lockCustomerLicences`.
 */
export async function removeLicences(
  tx: Db,
  removal: { customerId: number; amount: number; createdBy: number | null; now: Date },
  paidScreensInUse: (tx: Db) => Promise<number>,
): Promise<LicenceRemovalOutcome> {
  const { valid } = await licenceCounts(tx, removal.customerId, removal.now);
  if (!mayRemoveLicences(valid, removal.amount, await paidScreensInUse(tx))) return { removed: false };
  const row = await tx.one<{ id: number }>(
    `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, order_id, created_by, created_at)
     VALUES ($1, $2, $3, NULL, NULL, $4, $3) RETURNING id`,
    [removal.customerId, -removal.amount, removal.now, removal.createdBy],
  );
  return { removed: true, id: row.id };
}

/** The listed orders (newest first, at most `LICENCE_ORDERS_LIST_MAX`) of a customer's stored rows, at `now`. */
function listed(stored: readonly StoredLicenceOrder[], now: Date): LicenceOrderDto[] {
  const left = licencesLeft(stored.map(ruleRow));
  return stored
    .slice(-LICENCE_ORDERS_LIST_MAX)
    .reverse()
    .map((row) => {
      const rule = ruleRow(row);
      const remaining = rule.amount > 0 ? (left.get(row.id) ?? 0) : 0;
      return {
        id: row.id,
        amount: row.amount,
        startsAt: rule.startsAt,
        endsAt: rule.endsAt,
        remaining,
        state: licenceOrderState(rule, remaining, now),
        prepaid: rule.prepaid,
        createdAt: iso(row.created_at),
        createdBy: row.created_by_email,
      };
    });
}

/**
 * The customer's licence orders and removals as listed (newest first, at most `LICENCE_ORDERS_LIST_MAX`), each with
 * what it has left and its state at `now` (core's `licenceOrderState`). The replay reads every row, so a removal
 * listed takes from the right orders even when older ones fall off the list.
 */
export async function listLicenceOrders(db: Db, customerId: number, now: Date): Promise<LicenceOrderDto[]> {
  return listed(await storedOrders(db, [customerId]), now);
}

/**
 * `GET licences` of customer `customerId` at `now`, in its scope: its licences, screens in use and over the valid
 * licences, maximum, and orders (core's `LicenceStatusDto`).
 */
export async function licenceStatus(db: Db, customerId: number, now: Date): Promise<LicenceStatusDto> {
  const customer = await db.one<{ type: 'Direct' | 'Delegated'; max_screens: number; all: number; paid: number }>(
    `SELECT c.type, c.max_screens,
       (SELECT count(*)::int FROM screens s WHERE s.customer_id = c.id) AS all,
       (SELECT count(*)::int FROM screens s WHERE s.customer_id = c.id AND NOT s.free_screen) AS paid
     FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const stored = await storedOrders(db, [customerId]);
  const rows = stored.map(ruleRow);
  const summary = licenceSummary(rows, now);
  return {
    ...summary,
    type: customer.type,
    lastExpiry: lastLicenceExpiry(rows, now),
    screensInUse: customer.all,
    paidScreensInUse: customer.paid,
    overLicences: screensOverLicences(customer.paid, summary.valid),
    maxScreens: customer.max_screens,
    orders: listed(stored, now),
  };
}

/** A customer's tariff plan: the stored choice (null: the default) and the title of the plan that applies. */
export interface CustomerPlanRow {
  id: number;
  tariff_plan_id: number | null;
  title: string | null;
}

/**
 * Customer `id`'s tariff plan, when `resellerId` is null (a super-admin) or the customer is that reseller's; the
 * title is the default plan's (`defaultTitle`) while none is chosen. Null when the caller does not manage it.
 */
export function findCustomerPlan(
  db: Db,
  id: number,
  resellerId: number | null,
  defaultTitle: string,
): Promise<CustomerPlanRow | null> {
  return db.maybe<CustomerPlanRow>(
    `SELECT c.id, c.tariff_plan_id, p.title FROM customers c
       LEFT JOIN tariff_plans p ON p.id = COALESCE(c.tariff_plan_id, (SELECT d.id FROM tariff_plans d WHERE d.title = $3))
      WHERE c.id = $1 AND ($2::int IS NULL OR c.reseller_id = $2::int)`,
    [id, resellerId, defaultTitle],
  );
}

/** The tariff plan `id` (its title too); null when there is none. */
export function findTariffPlan(db: Db, id: number): Promise<{ id: number; title: string } | null> {
  return db.maybe<{ id: number; title: string }>('SELECT id, title FROM tariff_plans WHERE id = $1', [id]);
}

/** Sets customer `id`'s tariff plan (null: back to the default). */
export async function setCustomerPlan(db: Db, id: number, tariffPlanId: number | null): Promise<void> {
  await db.query('UPDATE customers SET tariff_plan_id = $2 WHERE id = $1', [id, tariffPlanId]);
}
