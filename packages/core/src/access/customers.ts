import { isEmailAddress } from '../schemas/auth.schemas';
import { RECORD_ID_MAX } from '../schemas/ids';
import type { LicenceOrderState } from '../billing/billing.licences';
import type { TenantType } from './access.types';

/**
 * Customers and their licences (spec accounts §3, §4, §5, §7, §9; issue 13): the billing modes, the checks of
 * the customers API and the rule for taking licences away. Checks answer message keys per field (texts in
 * en.customerManagement.ts, the spec's own keys in en.accounts.ts); an empty object means valid. Whether one
 * more screen fits the licences is core's `hasFreeLicence` (screens.rules.ts), the one rule the add-screen
 * call applies; {@link mayRemoveLicences} is its counterpart when licences are taken away.
 */

/** A customer's billing modes (spec §4: "Tenant billing modes: Direct, Delegated"). */
export const CUSTOMER_TYPES: readonly TenantType[] = ['Direct', 'Delegated'];

/** Days a licence added without a duration runs (spec §9: "License add: duration 365 days, start now"). */
export const LICENCE_DEFAULT_DURATION_DAYS = 365;

/** Longest licence duration one call may give (ours: ten years). */
export const LICENCE_DURATION_MAX_DAYS = 3650;

/** Most licences one call may add or remove (ours: a bound on a typo, far above any real order). */
export const LICENCE_AMOUNT_MAX = 10_000;

/** Highest maximum number of screens one customer may be given (ours: a bound on a typo, as LICENCE_AMOUNT_MAX). */
export const MAX_SCREENS_MAX = 10_000;

/** Longest customer title (ours; the database's other names stop at 255 too). */
export const CUSTOMER_TITLE_MAX_LENGTH = 255;

/** Longest customer description and address (ours: the spec names the fields only). */
export const CUSTOMER_TEXT_MAX_LENGTH = 1000;

/** Longest administrator name (ours; as a workgroup user's name). */
export const CUSTOMER_ADMIN_NAME_MAX_LENGTH = 255;

/** Most administrators one call may name (ours: a bound on the invitations one request sends). */
export const CUSTOMER_ADMINS_MAX = 20;

/** Longest `search` of `GET customers` (ours). */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

/**
 * The columns `GET customers?sort=` orders by (ours: the list's columns). `screenLicenses` is the valid licence count,
 * `nextExpiry` the soonest end of a valid order (customers with none last when ascending).
 */
export const CUSTOMER_SORT_KEYS = [
  'title',
  'type',
  'screenLicenses',
  'maxScreens',
  'screensInUse',
  'nextExpiry',
] as const;

/** One sortable column of the customers list. */
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

/** Sort directions of `GET customers?order=`. */
export const CUSTOMER_SORT_ORDERS = ['asc', 'desc'] as const;

/** Field problems as message keys. */
export type CustomerErrors = Record<string, string[]>;

/** One administrator named by `POST customers` or `PUT customers/{id}`. */
export interface CustomerAdministratorInput {
  email: string;
  name?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function add(errors: CustomerErrors, field: string, key: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(key)) list.push(key);
  errors[field] = list;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

/** Whether a value is a billing mode. */
export function isCustomerType(value: unknown): value is TenantType {
  return typeof value === 'string' && (CUSTOMER_TYPES as readonly string[]).includes(value);
}

function textErrors(errors: CustomerErrors, input: Record<string, unknown>, field: 'description' | 'address'): void {
  const value = input[field];
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || value.length > CUSTOMER_TEXT_MAX_LENGTH)
    add(errors, field, `customerErrors.${field}Invalid`);
}

function administratorsErrors(errors: CustomerErrors, value: unknown): void {
  if (!Array.isArray(value) || value.length > CUSTOMER_ADMINS_MAX) {
    add(errors, 'administrators', 'customerErrors.administratorsInvalid');
    return;
  }
  const seen = new Set<string>();
  value.forEach((admin, index) => {
    const field = `administrators.${index}`;
    const email = isRecord(admin) ? admin.email : undefined;
    if (!isEmailAddress(email)) {
      add(errors, `${field}.email`, 'customerErrors.adminEmailInvalid');
      return;
    }
    const name = isRecord(admin) ? admin.name : undefined;
    if (name !== undefined && (typeof name !== 'string' || name.trim().length > CUSTOMER_ADMIN_NAME_MAX_LENGTH))
      add(errors, `${field}.name`, 'customerErrors.adminNameInvalid');
    const key = email.trim().toLowerCase();
    if (seen.has(key)) add(errors, `${field}.email`, 'customerErrors.adminEmailRepeated');
    seen.add(key);
  });
}

/**
 * The problems of `POST customers {title, type, administrators, description, address, maxScreens}` (`partial` false)
 * or `PUT customers/{id}` (`partial` true: a field left out stays as it is). Title 1-255 characters; type Direct or
 * Delegated; description and address text or null; administrators a list of `{email, name?}`, each e-mail once;
 * maxScreens a whole number from 0 (no maximum) to {@link MAX_SCREENS_MAX} (spec §3 Customer: max screens).
 */
export function customerErrors(body: unknown, partial: boolean): CustomerErrors {
  const errors: CustomerErrors = {};
  const input = isRecord(body) ? body : {};
  if (!partial || input.title !== undefined) {
    const title = input.title;
    if (typeof title !== 'string' || title.trim() === '') add(errors, 'title', 'customerErrors.titleRequired');
    else if (title.trim().length > CUSTOMER_TITLE_MAX_LENGTH) add(errors, 'title', 'customerErrors.titleTooLong');
  }
  if ((!partial || input.type !== undefined) && !isCustomerType(input.type))
    add(errors, 'type', 'customerErrors.typeInvalid');
  textErrors(errors, input, 'description');
  textErrors(errors, input, 'address');
  if (input.administrators !== undefined) administratorsErrors(errors, input.administrators);
  if (input.resellerId !== undefined && input.resellerId !== null && !isCount(input.resellerId, RECORD_ID_MAX))
    add(errors, 'resellerId', 'customerErrors.resellerInvalid');
  const max = input.maxScreens;
  if (max !== undefined && max !== 0 && !isCount(max, MAX_SCREENS_MAX))
    add(errors, 'maxScreens', 'customerErrors.maxScreensInvalid');
  return errors;
}

/**
 * Whether a customer's maximum number of screens may be set to `maxScreens` while it has `screensInUse` screens (free
 * ones included, as `fitsMaxScreens` counts them): 0 (no maximum), or at least the screens in use (issue 25: a
 * maximum below them would leave screens no add could ever have made; remove screens first).
 */
export function maxScreensFits(maxScreens: number, screensInUse: number): boolean {
  return maxScreens === 0 || maxScreens >= screensInUse;
}

/** A licence purchase, its defaults filled in (`POST customers/{id}/licenses`). */
export interface LicenceOrder {
  /** ISO date or date-time the licences start. */
  startDate: string;
  durationDays: number;
  amount: number;
}

/**
 * A kept licence order or removal as `GET customers/{id}/licenses` and `GET licences` list it (issue 25: "the customers
 * and billing pages show what expires when"; core's billing.licences.ts says how they count).
 */
export interface LicenceOrderDto {
  id: number;
  /** Licences added (> 0) or, for a removal, taken away (< 0). */
  amount: number;
  /** ISO instant it starts counting; for a removal, when it was made. */
  startsAt: string;
  /** ISO instant it stops counting; null for a removal. */
  endsAt: string | null;
  /** What it has left after the removals (0 for a removal). */
  remaining: number;
  state: LicenceOrderState;
  /** Paid at once by a billing order (bought in Billing), so not charged monthly. */
  prepaid: boolean;
  /** ISO instant it was recorded. */
  createdAt: string;
  /** The e-mail of who recorded it; null when no user did (or that user is gone). */
  createdBy: string | null;
}

/** Most licence orders one listing answers, newest first (ours: bounds the answer). */
export const LICENCE_ORDERS_LIST_MAX = 100;

/** When an order's licences end: `durationDays` whole days after the start. */
export function licenceOrderEnd(order: Pick<LicenceOrder, 'startDate' | 'durationDays'>): Date {
  return new Date(Date.parse(order.startDate) + order.durationDays * 86_400_000);
}

/** The problems of `POST customers/{id}/licenses {start_date?, duration?, amount}` (duration in days). */
export function licenceOrderErrors(body: unknown): CustomerErrors {
  const errors: CustomerErrors = {};
  const input = isRecord(body) ? body : {};
  const start = input.start_date;
  if (start !== undefined && (typeof start !== 'string' || !ISO_DATE.test(start) || Number.isNaN(Date.parse(start))))
    add(errors, 'start_date', 'customerErrors.licenceStartInvalid');
  if (input.duration !== undefined && !isCount(input.duration, LICENCE_DURATION_MAX_DAYS))
    add(errors, 'duration', 'customerErrors.licenceDurationInvalid');
  if (!isCount(input.amount, LICENCE_AMOUNT_MAX)) add(errors, 'amount', 'customerErrors.licenceAmountInvalid');
  return errors;
}

/** A valid order with the spec's defaults (§9: start now, 365 days). Call after {@link licenceOrderErrors}. */
export function licenceOrderOf(body: Record<string, unknown>, now: Date): LicenceOrder {
  return {
    startDate: typeof body.start_date === 'string' ? body.start_date : now.toISOString(),
    durationDays: typeof body.duration === 'number' ? body.duration : LICENCE_DEFAULT_DURATION_DAYS,
    amount: body.amount as number,
  };
}

/** The problems of `DELETE customers/{id}/licenses {amount}` (how many licences to take away). */
export function licenceRemovalErrors(body: unknown): CustomerErrors {
  const errors: CustomerErrors = {};
  const input = isRecord(body) ? body : {};
  if (!isCount(input.amount, LICENCE_AMOUNT_MAX)) add(errors, 'amount', 'customerErrors.licenceAmountInvalid');
  return errors;
}

/**
 * Whether `remove` of a customer's `screenLicenses` licences may go (spec §5: "Removing a license that is in
 * use is refused"; §8 customers.decreaseLicenseError): the licences left must still cover every paid screen
 * in use (free screens hold none, as `hasFreeLicence` counts them).
 */
export function mayRemoveLicences(screenLicenses: number, remove: number, paidScreensInUse: number): boolean {
  return remove <= screenLicenses && screenLicenses - remove >= paidScreensInUse;
}

/** A validated `GET customers` query. */
export interface CustomerListQuery {
  search: string;
  sort: CustomerSortKey;
  order: (typeof CUSTOMER_SORT_ORDERS)[number];
}

/** The problems of `GET customers?search&sort&order` (each optional; title ascending by default). */
export function customerListQueryErrors(query: Readonly<Record<string, string | undefined>>): CustomerErrors {
  const errors: CustomerErrors = {};
  if (query.search !== undefined && query.search.length > CUSTOMER_SEARCH_MAX_LENGTH)
    add(errors, 'search', 'customerErrors.searchTooLong');
  if (query.sort !== undefined && !(CUSTOMER_SORT_KEYS as readonly string[]).includes(query.sort))
    add(errors, 'sort', 'customerErrors.sortInvalid');
  if (query.order !== undefined && !(CUSTOMER_SORT_ORDERS as readonly string[]).includes(query.order))
    add(errors, 'order', 'customerErrors.orderInvalid');
  return errors;
}

/** A valid list query with its defaults. Call after {@link customerListQueryErrors}. */
export function customerListQueryOf(query: Readonly<Record<string, string | undefined>>): CustomerListQuery {
  return {
    search: (query.search ?? '').trim(),
    sort: (query.sort as CustomerSortKey | undefined) ?? 'title',
    order: (query.order as CustomerListQuery['order'] | undefined) ?? 'asc',
  };
}
