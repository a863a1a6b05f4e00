import { isEmailAddress } from '../schemas/auth.schemas';
import { RECORD_ID_MAX } from '../schemas/ids';

/**
 * Resellers (spec accounts §3 "Reseller", §4, §5, §7 "Resellers"; issue 13): the shape the resellers API answers
 * and the checks of its writes. Checks answer message keys per field (texts in en.resellerManagement.ts, the
 * spec's own keys in en.accounts.ts); an empty object means valid. The server turns them into a 422 errors map.
 */

/** Longest reseller name (ours; the database's other names stop at 255 too). */
export const RESELLER_TITLE_MAX_LENGTH = 255;

/** Longest phone number: E.164 allows 15 digits; ours leaves room for spaces, '+', brackets and an extension. */
export const RESELLER_PHONE_MAX_LENGTH = 32;

/** Longest administrator name (ours, as the workgroup member's). */
export const RESELLER_ADMIN_NAME_MAX_LENGTH = 255;

/** Decimals of a price (spec §9: license cost is shown "with 2 decimals"; issue 13: at most 2). */
export const PRICE_DECIMALS = 2;

/** Highest price: the largest amount the `numeric(10, 2)` price columns hold (migration 007). */
export const PRICE_MAX = 99_999_999.99;

/** A price written as text: digits, and at most {@link PRICE_DECIMALS} decimals. */
const PRICE_TEXT = new RegExp(`^[0-9]{1,8}(\\.[0-9]{1,${PRICE_DECIMALS}})?$`);

/** Most tariff plans `GET tariffplans` answers (ours: the catalogue is a handful; the list stays bounded). */
export const TARIFF_PLANS_MAX = 100;

/**
 * The default tariff plan (issue 25; not in the spec, ours): a customer whose plan is not set (`tariffPlanId` null in
 * `GET`/`PUT customers/{id}/tariff-plan`) is on the plan of this title. One home for the server's pricing (which plan a
 * null reads as) and the portal's customer form (the plan a new customer starts on, the option that stands for null).
 */
export const DEFAULT_TARIFF_PLAN = 'Standard';

/**
 * A customer's tariff plan as `GET`/`PUT customers/{id}/tariff-plan` answer it (issue 25; paths ours): `tariffPlanId`
 * null is {@link DEFAULT_TARIFF_PLAN}, and `tariffPlan` is the plan's title either way.
 */
export interface CustomerTariffPlanDto {
  tariffPlanId: number | null;
  tariffPlan: string;
}

/** A tariff plan a reseller sets prices for, as `GET tariffplans` lists them (sorted by title). */
export interface TariffPlan {
  id: number;
  title: string;
}

/** A reseller administrator as `GET resellers[/{id}]` lists them. */
export interface ResellerAdministrator {
  id: number;
  email: string;
  name: string;
  lastName: string | null;
  /** ISO date, or null until the invitation is accepted. */
  emailVerifiedAt: string | null;
}

/** A price of a tariff plan (spec §3: "price per tariffPlanId"); `price` keeps its 2 decimals as text ("12.50"). */
export interface ResellerPrice {
  tariffPlanId: number;
  price: string;
}

/** A reseller's price of a tariff plan for one of its customers (spec §3: "also per customer"). */
export interface ResellerCustomerPrice extends ResellerPrice {
  customerId: number;
}

/** A reseller as the API answers it (spec §3: id, title, email, phone, administrators, price details). */
export interface Reseller {
  id: number;
  title: string;
  email: string | null;
  phone: string | null;
  administrators: ResellerAdministrator[];
  prices: ResellerPrice[];
  customerPrices: ResellerCustomerPrice[];
}

/** Field → message keys; empty when valid. */
export type ResellerErrors = Record<string, string[]>;

function add(errors: ResellerErrors, field: string, key: string): void {
  const keys = errors[field] ?? [];
  if (!keys.includes(key)) keys.push(key);
  errors[field] = keys;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function emailErrors(errors: ResellerErrors, email: unknown, required: boolean): void {
  if (email === undefined || email === null || email === '') {
    if (required) add(errors, 'email', 'resellerErrors.emailInvalid');
    return;
  }
  if (!isEmailAddress(email)) add(errors, 'email', 'resellerErrors.emailInvalid');
}

/**
 * The problems of `POST resellers {title, email, phone}` and `PUT resellers/{id}` (same body): a title once
 * trimmed, within bounds; e-mail and phone optional (the schema allows none), well formed when given.
 */
export function resellerErrors(body: unknown): ResellerErrors {
  const errors: ResellerErrors = {};
  const input = isRecord(body) ? body : {};
  const { title, phone } = input;
  if (typeof title !== 'string' || title.trim() === '') add(errors, 'title', 'resellerErrors.titleRequired');
  else if (title.trim().length > RESELLER_TITLE_MAX_LENGTH) add(errors, 'title', 'resellerErrors.titleTooLong');
  emailErrors(errors, input.email, false);
  if (phone !== undefined && phone !== null && phone !== '') {
    if (typeof phone !== 'string' || phone.trim().length > RESELLER_PHONE_MAX_LENGTH || !/^[0-9+()\s.-]+$/.test(phone))
      add(errors, 'phone', 'resellerErrors.phoneInvalid');
  }
  return errors;
}

/** The problems of `POST resellers/{id}/administrators {email, name, lastName?}`. */
export function resellerAdminErrors(body: unknown): ResellerErrors {
  const errors: ResellerErrors = {};
  const input = isRecord(body) ? body : {};
  emailErrors(errors, input.email, true);
  const { name, lastName } = input;
  if (typeof name !== 'string' || name.trim() === '') add(errors, 'name', 'resellerErrors.nameRequired');
  else if (name.trim().length > RESELLER_ADMIN_NAME_MAX_LENGTH) add(errors, 'name', 'resellerErrors.nameTooLong');
  if (lastName !== undefined && lastName !== null) {
    if (typeof lastName !== 'string' || lastName.trim().length > RESELLER_ADMIN_NAME_MAX_LENGTH)
      add(errors, 'lastName', 'resellerErrors.nameTooLong');
  }
  return errors;
}

/**
 * A price as a number or as text, when it is a decimal amount from 0 to {@link PRICE_MAX} with at most
 * {@link PRICE_DECIMALS} decimals; null otherwise. The text form is exact; a number is accepted when it is the
 * double nearest to such an amount (12.5, 0.1), so `1.005` or `1e-7` are refused, not rounded.
 */
export function parsePrice(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > PRICE_MAX) return null;
    const fixed = value.toFixed(PRICE_DECIMALS);
    if (Number(fixed) !== value) return null;
    text = fixed;
  } else if (typeof value === 'string' && PRICE_TEXT.test(value)) text = value;
  else return null;
  const amount = Number(text);
  return amount <= PRICE_MAX ? amount.toFixed(PRICE_DECIMALS) : null;
}

/** The problems of `PUT resellers/{id}/prices[/{customerId}] {price, tariffPlanId}`. */
export function resellerPriceErrors(body: unknown): ResellerErrors {
  const errors: ResellerErrors = {};
  const input = isRecord(body) ? body : {};
  if (parsePrice(input.price) === null) add(errors, 'price', 'resellerErrors.priceInvalid');
  const plan = input.tariffPlanId;
  if (typeof plan !== 'number' || !Number.isInteger(plan) || plan < 1 || plan > RECORD_ID_MAX)
    add(errors, 'tariffPlanId', 'resellerErrors.tariffPlanUnknown');
  return errors;
}

/** Fills the spec's `{email}` placeholder of 'resellers.addAdminErrorWithTheSameEmail' (en.accounts.ts). */
export function withEmail(text: string, email: string): string {
  return text.replace('{email}', email);
}
