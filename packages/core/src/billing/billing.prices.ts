import { isRecordId } from '../schemas/ids';
import { effectiveVatPercent, fromCents, type OrderTotals, toCents } from './billing.rules';

/**
 * What a licence costs and what an order is made of (issue 25: "Every tariff plan's price, and a reseller's
 * per-customer price, is what the monthly charge uses"; spec accounts §3 "Reseller: price details (price per
 * tariffPlanId, also per customer)", §9 "License add: duration 365 days ... Default VAT 25 percent when none is given;
 * license cost displayed as price plus VAT with 2 decimals"). The server charges with these and the portal shows the
 * same numbers before anyone buys.
 */

/** The prices that may apply to one customer's licence, as stored (null: not set). */
export interface LicencePriceSources {
  /** The list price of the customer's tariff plan (what a direct customer pays). */
  listPrice: number;
  /** Whether the customer is Delegated: its licences are charged to its reseller (spec §1). */
  isDelegated: boolean;
  /** The reseller's price of the plan (`PUT resellers/{id}/prices`). */
  resellerPrice: number | null;
  /** The reseller's price of the plan for this customer (`PUT resellers/{id}/prices/{customerId}`). */
  customerPrice: number | null;
}

/**
 * The net price of one licence a month of a customer (the one price rule): a Direct customer pays its plan's list
 * price; a Delegated customer's licences are charged to its reseller at the reseller's price for that customer and
 * plan, else the reseller's price of the plan, else the plan's list price.
 * @example licencePrice({ listPrice: 18, isDelegated: true, resellerPrice: 15, customerPrice: null }) // 15
 */
export function licencePrice(sources: LicencePriceSources): number {
  if (!sources.isDelegated) return sources.listPrice;
  return sources.customerPrice ?? sources.resellerPrice ?? sources.listPrice;
}

/** One line of an order: what was bought, how many, at what net unit price, and the line's net amount. */
export interface OrderLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** A line of `quantity` at `unitPrice` (net), its amount to the cent. */
export function orderLine(description: string, quantity: number, unitPrice: number): OrderLine {
  return { description, quantity, unitPrice, amount: fromCents(toCents(unitPrice) * quantity) };
}

/**
 * An order's net amount, VAT and total from its lines: the lines' amounts added in cents, VAT on that sum (25% when
 * none is given, spec §9), rounded half away from zero to the cent.
 */
export function linesTotals(lines: readonly Pick<OrderLine, 'amount'>[], vatPercent: number | null): OrderTotals {
  const netCents = lines.reduce((sum, line) => sum + toCents(line.amount), 0);
  const vatCents = Math.sign(netCents) * Math.round((Math.abs(netCents) * effectiveVatPercent(vatPercent)) / 100);
  return { amount: fromCents(netCents), vat: fromCents(vatCents), total: fromCents(netCents + vatCents) };
}

/** Days of a licence bought for a year (spec §9: "License add: duration 365 days"). */
export const LICENCE_YEAR_DAYS = 365;

/**
 * The periods licences are bought for from Billing, in months (not in the spec; ours: a month, a quarter, half a
 * year and the spec's year). A period of n months runs `n / 12` of {@link LICENCE_YEAR_DAYS}, rounded to the day.
 */
export const LICENCE_PURCHASE_MONTHS = [1, 3, 6, 12] as const;

/** A period licences are bought for. */
export type LicencePurchaseMonths = (typeof LICENCE_PURCHASE_MONTHS)[number];

/** Most licences one purchase buys (not in the spec; ours: a large chain's screens, far under any price limit). */
export const LICENCE_PURCHASE_AMOUNT_MAX = 1000;

/** The days a purchase of `months` runs: 12 months = 365 days (spec §9), 1 = 30, 3 = 91, 6 = 183. */
export function licencePurchaseDays(months: LicencePurchaseMonths): number {
  return Math.round((LICENCE_YEAR_DAYS * months) / 12);
}

/** `POST billing/licences`: how many licences, for how long, and (a reseller) for which of its customers. */
export interface LicencePurchaseInput {
  amount: number;
  months: LicencePurchaseMonths;
  /** The Delegated customer a reseller buys for; absent for a Direct customer buying for itself. */
  customerId?: number;
}

/** Message keys of a refused purchase body (texts in messages/en.invoices.ts). */
export const LICENCE_PURCHASE_ERROR_KEYS = {
  amount: 'invoices.amountInvalid',
  months: 'invoices.monthsInvalid',
  customerId: 'invoices.customerInvalid',
} as const;

function isPurchaseMonths(value: unknown): value is LicencePurchaseMonths {
  return (LICENCE_PURCHASE_MONTHS as readonly unknown[]).includes(value);
}

/** The problems of a purchase body, field by field (empty when it is valid). */
export function licencePurchaseErrors(body: unknown): Record<string, string[]> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const { amount, months, customerId } = input;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > LICENCE_PURCHASE_AMOUNT_MAX)
    errors.amount = [LICENCE_PURCHASE_ERROR_KEYS.amount];
  if (!isPurchaseMonths(months)) errors.months = [LICENCE_PURCHASE_ERROR_KEYS.months];
  if (customerId !== undefined && customerId !== null && !isRecordId(customerId))
    errors.customerId = [LICENCE_PURCHASE_ERROR_KEYS.customerId];
  return errors;
}

/** A valid purchase body as input; call after {@link licencePurchaseErrors} found none. */
export function licencePurchaseOf(body: Record<string, unknown>): LicencePurchaseInput {
  const customerId = typeof body.customerId === 'number' ? body.customerId : undefined;
  return {
    amount: body.amount as number,
    months: body.months as LicencePurchaseMonths,
    ...(customerId === undefined ? {} : { customerId }),
  };
}

/**
 * What a purchase costs: `amount` licences for `months` at `price` a licence and month (net), as one line whose unit
 * price is a licence for the whole period, and the order's totals with VAT (spec §9: 25% when none is given). The
 * portal shows this before buying; the server charges it.
 * @example licencePurchaseQuote(12, { amount: 3, months: 12 }, null).totals // { amount: 432, vat: 108, total: 540 }
 */
export function licencePurchaseQuote(
  price: number,
  input: Pick<LicencePurchaseInput, 'amount' | 'months'>,
  vatPercent: number | null,
): { unitPrice: number; totals: OrderTotals } {
  const unitPrice = fromCents(toCents(price) * input.months);
  return { unitPrice, totals: linesTotals([orderLine('', input.amount, unitPrice)], vatPercent) };
}
