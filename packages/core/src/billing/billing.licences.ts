/**
 * Licences with a lifetime (spec accounts §3 Customer "screenLicenses", §7 `POST`/`DELETE customers/{id}/licenses`,
 * §9 "License add: duration 365 days, start now, amount"; issue 25). A customer's licences are its licence orders,
 * never a bare counter:
 *
 * - An order (amount > 0) counts from its start up to, not including, its end: at the very instant it ends it no
 *   longer counts, and an order that starts later does not count yet.
 * - A removal (amount < 0, no end) is an order too, kept with who made it and when. It takes its licences, at its
 *   own instant, from the orders recorded before it (lower id) that count at that instant, those ending soonest
 *   first (ties: the older order first), so the longest-lived licences stay. Replaying the rows in id order gives
 *   what every order has left at any instant, and so the valid count; the server checks before recording a removal
 *   that the count covers it ({@link mayRemoveLicences}), so a removal never takes more than there is.
 * - An order paid at once (bought in Billing: it names its billing order) is prepaid for its whole period; the
 *   others (granted by a super-admin or a reseller) are what the monthly subscription charges ({@link
 *   LicenceSummary.billedMonthly}).
 *
 * The server, the portal and the player read licences through these functions only.
 */
import type { LicenceOrderDto } from '../access/customers';

/** Days before its end a valid order is "expiring soon" and the customer is told (ours, issue 25: "expiring within 30 days"). */
export const LICENCE_EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

/** One stored licence order or removal, as the rules read it. */
export interface LicenceOrderRow {
  /** Its id: the order rows were recorded in (a removal takes only from orders recorded before it). */
  id: number;
  /** Licences added (> 0) or, for a removal, taken away (< 0). */
  amount: number;
  /** ISO instant the order starts counting; for a removal, the instant it took effect. */
  startsAt: string;
  /** ISO instant the order stops counting; null for a removal. */
  endsAt: string | null;
  /** Whether a billing order paid it at once (bought in Billing), so the monthly subscription does not charge it. */
  prepaid: boolean;
}

/** What an order's licences are at an instant; a removal is always 'removal'. */
export type LicenceOrderState = 'upcoming' | 'valid' | 'expiringSoon' | 'expired' | 'removed' | 'removal';

/** A customer's licences at an instant (the customers list, the screens warning, Billing, the monthly charge). */
export interface LicenceSummary {
  /** Licences that count now: what paid screens may use. */
  valid: number;
  /** Of the valid ones, those whose order ends within {@link LICENCE_EXPIRY_WARNING_DAYS} days. */
  expiringSoon: number;
  /** The soonest end (ISO) among the orders with valid licences left; null when none is valid. */
  nextExpiry: string | null;
  /** Of the valid ones, those not prepaid: the licences the monthly subscription charges. */
  billedMonthly: number;
}

/** A summary with no licences: a customer without orders. */
export const NO_LICENCES: LicenceSummary = { valid: 0, expiringSoon: 0, nextExpiry: null, billedMonthly: 0 };

const time = (iso: string): number => Date.parse(iso);

/** Whether an order (not a removal) counts at `at` (ms): from its start, up to but not including its end. */
function countsAt(row: LicenceOrderRow, at: number): boolean {
  return row.amount > 0 && row.endsAt !== null && time(row.startsAt) <= at && at < time(row.endsAt);
}

/** Soonest end first, then the older order (lower id). */
function bySoonestEnd(a: LicenceOrderRow, b: LicenceOrderRow): number {
  return time(a.endsAt ?? '') - time(b.endsAt ?? '') || a.id - b.id;
}

/**
 * What each order has left after every removal (id → licences left; removals are not keys): the rows replayed in id
 * order, each removal taking from the orders counting at its instant, those ending soonest first.
 */
export function licencesLeft(rows: readonly LicenceOrderRow[]): Map<number, number> {
  const left = new Map<number, number>();
  const seen: LicenceOrderRow[] = [];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.amount > 0) {
      left.set(row.id, row.amount);
      seen.push(row);
      continue;
    }
    const at = time(row.startsAt);
    let toTake = -row.amount;
    for (const order of seen.filter((candidate) => countsAt(candidate, at)).sort(bySoonestEnd)) {
      if (toTake === 0) break;
      const taken = Math.min(toTake, left.get(order.id) ?? 0);
      left.set(order.id, (left.get(order.id) ?? 0) - taken);
      toTake -= taken;
    }
  }
  return left;
}

/** Whether an order that counts at `now` ends within {@link LICENCE_EXPIRY_WARNING_DAYS} days of it (30 days exactly is). */
function endsSoon(row: LicenceOrderRow, now: number): boolean {
  return row.endsAt !== null && time(row.endsAt) - now <= LICENCE_EXPIRY_WARNING_DAYS * DAY_MS;
}

/** A customer's licences at `now`: valid, expiring soon, the next end and the monthly-billed share. */
export function licenceSummary(rows: readonly LicenceOrderRow[], now: Date): LicenceSummary {
  const at = now.getTime();
  const left = licencesLeft(rows);
  let valid = 0;
  let expiringSoon = 0;
  let billedMonthly = 0;
  let nextExpiry: string | null = null;
  for (const row of rows) {
    const count = left.get(row.id) ?? 0;
    if (count <= 0 || !countsAt(row, at)) continue;
    valid += count;
    if (endsSoon(row, at)) expiringSoon += count;
    if (!row.prepaid) billedMonthly += count;
    if (row.endsAt !== null && (nextExpiry === null || time(row.endsAt) < time(nextExpiry)))
      nextExpiry = new Date(row.endsAt).toISOString();
  }
  return { valid, expiringSoon, nextExpiry, billedMonthly };
}

/** The valid licence count at `now` (what paid screens may use). */
export function validLicences(rows: readonly LicenceOrderRow[], now: Date): number {
  return licenceSummary(rows, now).valid;
}

/**
 * What an order is at `now`, given what it has left (`left`, from {@link licencesLeft}): a removal is 'removal'; an
 * order not started 'upcoming'; one ended 'expired'; one whose licences were all removed 'removed'; else 'valid', or
 * 'expiringSoon' within {@link LICENCE_EXPIRY_WARNING_DAYS} days of its end.
 */
export function licenceOrderState(row: LicenceOrderRow, left: number, now: Date): LicenceOrderState {
  const at = now.getTime();
  if (row.amount < 0 || row.endsAt === null) return 'removal';
  if (at < time(row.startsAt)) return 'upcoming';
  if (at >= time(row.endsAt)) return 'expired';
  if (left <= 0) return 'removed';
  return endsSoon(row, at) ? 'expiringSoon' : 'valid';
}

/**
 * How many screens are over the valid licences (0 when they fit): paid screens beyond the valid count. They keep
 * playing (issue 25: "screens over the count keep playing but the customer is warned, and adding is refused").
 */
export function screensOverLicences(paidScreensInUse: number, validLicenceCount: number): number {
  return Math.max(0, paidScreensInUse - validLicenceCount);
}

/** `GET licences`: the acting customer's licences now, for its Screens and Billing pages (issue 25). */
export interface LicenceStatusDto extends LicenceSummary {
  type: 'Direct' | 'Delegated';
  /** The latest end (ISO) among the orders that ended; null when none has. */
  lastExpiry: string | null;
  /** Every screen of the customer, free ones included (what max screens bounds). */
  screensInUse: number;
  /** Paid screens: those that hold a licence. */
  paidScreensInUse: number;
  /** Paid screens beyond the valid licences ({@link screensOverLicences}). */
  overLicences: number;
  /** Most screens, free ones included; 0 is no maximum. */
  maxScreens: number;
  /** Its licence orders and removals, newest first. */
  orders: LicenceOrderDto[];
}

/** What a customer is warned of: screens over its valid licences, or licences ending soon; null for nothing. */
export interface LicenceWarning {
  overLicences: number;
  expiringSoon: number;
  /** The soonest end among valid orders (the first licences to go). */
  nextExpiry: string | null;
  /** The latest end among ended orders (why screens are over). */
  lastExpiry: string | null;
}

/**
 * The warning the Screens and Billing pages show (issue 25: "screens over the count keep playing but the customer is
 * warned"; "what expires when"): screens over the valid licences, else licences ending within
 * {@link LICENCE_EXPIRY_WARNING_DAYS} days; null when neither.
 */
export function licenceWarning(status: LicenceStatusDto): LicenceWarning | null {
  if (status.overLicences === 0 && status.expiringSoon === 0) return null;
  return {
    overLicences: status.overLicences,
    expiringSoon: status.expiringSoon,
    nextExpiry: status.nextExpiry,
    lastExpiry: status.lastExpiry,
  };
}

/** The latest end (ISO) among the orders that ended by `now`, or null. */
export function lastLicenceExpiry(rows: readonly LicenceOrderRow[], now: Date): string | null {
  let last: number | null = null;
  for (const row of rows)
    if (row.amount > 0 && row.endsAt !== null && time(row.endsAt) <= now.getTime())
      last = last === null ? time(row.endsAt) : Math.max(last, time(row.endsAt));
  return last === null ? null : new Date(last).toISOString();
}
