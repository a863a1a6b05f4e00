import { boundaryInstant } from '../schedule/schedule.zone';
import type { PaymentType, PriceItemDto, TenantDetailsUpdate } from './billing.types';

/**
 * Billing rules (spec accounts §5 "A postal code is required when the billing setup asks for it", §7 Billing,
 * §8 billing.* keys, §9 "Default VAT 25 percent when none is given; license cost displayed as price plus VAT
 * with 2 decimals; a free screen shows 0.00", "card charged on the 1st of each month; invoice due within 14
 * days; a fallback card verification charge of 1 unit"). The server and the portal both use these.
 */

/** VAT percent when a price item gives none (spec §9: "Default VAT 25 percent when none is given"). */
export const DEFAULT_VAT_PERCENT = 25;

/** Days until an invoice is due (spec §9: "invoice due within 14 days"). */
export const INVOICE_DUE_DAYS = 14;

/** The day of the month cards are charged (spec §9: "card charged on the 1st of each month"). */
export const CARD_CHARGE_DAY_OF_MONTH = 1;

/** The fallback card verification charge, in the currency's smallest unit (spec §9: "a fallback card verification charge of 1 unit"). */
export const BILLING_VERIFICATION_CHARGE_UNITS = 1;

/** The currency of every price and order (not in the spec; ours). */
export const BILLING_CURRENCY = 'EUR';

/** Decimals of an amount shown or stored (spec §9: "price plus VAT with 2 decimals"). */
export const BILLING_AMOUNT_DECIMALS = 2;

/** The longest orders / rewards range one request may ask for, in days (not in the spec; ours: a year, leap day included). */
export const BILLING_RANGE_MAX_DAYS = 366;

/** Longest postal code accepted (not in the spec; ours: the longest postal codes in use have 10 characters). */
export const POSTAL_CODE_MAX_LENGTH = 16;

/** Longest finance tag accepted (not in the spec; ours). */
export const FIN_TAG_MAX_LENGTH = 64;

/** Spec §8 keys of billing errors (texts in messages/en.accounts.ts). */
export const BILLING_ERROR_KEYS = {
  postalCode: 'billing.postalCodeError',
  otherDetails: 'billing.otherBillingDetailsError',
  terminatePaymentId: 'billing.terminatePaymentIdError',
  deleteAttachedCard: 'billing.deleteAttachedCardError',
  getReward: 'billing.getRewardError',
} as const;

/**
 * Card numbers of the labelled test mode (no Stripe key configured), with Stripe's own test-card meanings and
 * texts (docs.stripe.com/testing): one that succeeds, one declined, one that attaches but whose charges fail.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Stripe's texts of the test-mode card failures (docs.stripe.com/declines/codes). */
export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
} as const;

const DAY_MS = 86_400_000;

/** An amount in cents, rounded half away from zero (amounts are stored with 2 decimals). */
export function toCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
}

/** Cents back to an amount with 2 decimals. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** The VAT percent to apply: the given one, or {@link DEFAULT_VAT_PERCENT} when none is given. */
export function effectiveVatPercent(vatPercent: number | null | undefined): number {
  return vatPercent === null || vatPercent === undefined ? DEFAULT_VAT_PERCENT : vatPercent;
}

/** The VAT of a net amount (rounded to the cent), at `vatPercent` or the default. */
export function vatOf(net: number, vatPercent: number | null | undefined): number {
  return fromCents(Math.round((toCents(net) * effectiveVatPercent(vatPercent)) / 100));
}

/** Net amount, VAT and total of an order of `quantity` items at `unitPrice` (net). */
export interface OrderTotals {
  amount: number;
  vat: number;
  total: number;
}

/** The totals of `quantity` times `unitPrice` (net) at `vatPercent` (default 25), each to the cent. */
export function orderTotals(unitPrice: number, quantity: number, vatPercent: number | null | undefined): OrderTotals {
  const netCents = toCents(unitPrice) * quantity;
  const vatCents = Math.round((netCents * effectiveVatPercent(vatPercent)) / 100);
  return { amount: fromCents(netCents), vat: fromCents(vatCents), total: fromCents(netCents + vatCents) };
}

/**
 * The licence cost shown (spec §9): price plus VAT (25% when none is given) with 2 decimals; a free screen,
 * or no price item at all, shows 0.00.
 * @example licenceCost({ price: 10, vatPercent: null, ... }, { free: false }) // '12.50'
 */
export function licenceCost(
  item: Pick<PriceItemDto, 'price' | 'vatPercent'> | null,
  options: { free: boolean } = { free: false },
): string {
  if (options.free || item === null) return (0).toFixed(BILLING_AMOUNT_DECIMALS);
  return orderTotals(item.price, 1, item.vatPercent).total.toFixed(BILLING_AMOUNT_DECIMALS);
}

/**
 * Whether the billing set-up asks for a postal code (spec §5): paying by invoice, which is sent to an address.
 * A card is billed by its issuer's address, so no postal code is asked.
 */
export function postalCodeRequired(details: { paymentMethod: PaymentType | null | undefined }): boolean {
  return details.paymentMethod === 'Invoice';
}

/** The stored billing details a `PUT tenant-details` merges into. */
export interface StoredTenantDetails {
  paymentMethod: PaymentType | null;
  termsConsent: boolean;
  agreementConsent: boolean;
  postalCode: string | null;
  finTag: string | null;
}

/** Field -> spec message keys; empty when valid. */
export type BillingFieldErrors = Record<string, string[]>;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Whether an update is a billing set-up that asks for the postal code: it names the postal code. The greeting's
 * consent (`{ termsConsent, agreementConsent, paymentMethod }`) only records the chosen type and leads to billing,
 * where the set-up asks for it; paying by invoice (`POST payments`) needs it anyway.
 */
function asksPostalCode(update: TenantDetailsUpdate): boolean {
  return Object.hasOwn(update, 'postalCode');
}

/**
 * The problems of a tenant-details update against the stored details (spec §5, §8: "Postal code required:
 * billing.postalCodeError; otherwise billing.otherBillingDetailsError"). The postal-code problem comes first.
 * Consents can be given, not taken back (a greeting once accepted is not shown again).
 */
export function validateTenantDetailsUpdate(
  update: TenantDetailsUpdate,
  stored: StoredTenantDetails,
): BillingFieldErrors {
  const errors: BillingFieldErrors = {};
  const merged = mergeTenantDetails(stored, update);
  const other = BILLING_ERROR_KEYS.otherDetails;
  if (
    update.postalCode !== undefined &&
    update.postalCode !== null &&
    update.postalCode.length > POSTAL_CODE_MAX_LENGTH
  )
    errors.postalCode = [other];
  else if (asksPostalCode(update) && postalCodeRequired(merged) && isBlank(merged.postalCode))
    errors.postalCode = [BILLING_ERROR_KEYS.postalCode];
  if (update.finTag !== undefined && update.finTag !== null && update.finTag.length > FIN_TAG_MAX_LENGTH)
    errors.finTag = [other];
  if (update.termsConsent === false && stored.termsConsent) errors.termsConsent = [other];
  if (update.agreementConsent === false && stored.agreementConsent) errors.agreementConsent = [other];
  return errors;
}

/** The spec key a failed update answers with: the postal-code key when that is a problem, else the other one. */
export function tenantDetailsErrorCode(errors: BillingFieldErrors): string {
  return errors.postalCode?.[0] === BILLING_ERROR_KEYS.postalCode
    ? BILLING_ERROR_KEYS.postalCode
    : BILLING_ERROR_KEYS.otherDetails;
}

/**
 * The details after an update (spec §7: "For non-Direct tenants the billing details update merges in existing
 * tenant data except reseller, reseller e-mail and type"): the fields the update leaves out keep their stored
 * values. Reseller, reseller e-mail and type are not part of the stored details at all: they come from the
 * organisation and no update writes them. Blank postal code and finance tag read as none.
 */
export function mergeTenantDetails(stored: StoredTenantDetails, update: TenantDetailsUpdate): StoredTenantDetails {
  const text = (value: string | null | undefined, kept: string | null): string | null =>
    value === undefined ? kept : isBlank(value) ? null : (value as string).trim();
  return {
    paymentMethod: update.paymentMethod === undefined ? stored.paymentMethod : update.paymentMethod,
    termsConsent: update.termsConsent ?? stored.termsConsent,
    agreementConsent: update.agreementConsent ?? stored.agreementConsent,
    postalCode: text(update.postalCode, stored.postalCode),
    finTag: text(update.finTag, stored.finTag),
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The billing period (`YYYY-MM`, UTC) an instant falls in; the monthly job's exactly-once key. */
export function billingPeriodOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The period before `period` (`YYYY-MM`). */
export function previousBillingPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return billingPeriodOf(new Date(Date.UTC(year, month - 2, 1)));
}

/** The next card charge (spec §9): the {@link CARD_CHARGE_DAY_OF_MONTH} of the month after `now`, 00:00 UTC. */
export function nextChargeDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, CARD_CHARGE_DAY_OF_MONTH));
}

/** The first instant of the period `YYYY-MM` (UTC) and of the one after it. */
export function periodBounds(period: string): { start: Date; end: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

/** When an invoice issued at `issuedAt` is due (spec §9: within {@link INVOICE_DUE_DAYS} days). */
export function invoiceDueDate(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + INVOICE_DUE_DAYS * DAY_MS);
}

/** The instants an orders or rewards request covers: `[from, to)`, ms since the epoch. */
export interface OrderRange {
  from: number;
  to: number;
}

/** Why an orders or rewards range is refused. */
export type OrderRangeProblem = 'dates' | 'tooLong';

const DAY_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The instants from the start of the `from` day to the end of the `till` day (UTC calendar days, both included),
 * as proof of play reads its archive range (a date-time counts as the day written at its start; the day's
 * instants come from the same schedule helper), or the problem: a value that is no date, `till` before `from`,
 * or more than {@link BILLING_RANGE_MAX_DAYS} days.
 * @example orderRange('2026-01-01', '2026-01-31') // { from: Jan 1 00:00 UTC, to: Feb 1 00:00 UTC }
 */
export function orderRange(
  from: string | null | undefined,
  till: string | null | undefined,
): OrderRange | OrderRangeProblem {
  if (typeof from !== 'string' || typeof till !== 'string') return 'dates';
  const first = DAY_PREFIX.exec(from)?.[1];
  const last = DAY_PREFIX.exec(till)?.[1];
  if (first === undefined || last === undefined) return 'dates';
  const start = boundaryInstant(first, 'UTC', false);
  const end = boundaryInstant(last, 'UTC', true);
  if (start === null || end === null || end <= start) return 'dates';
  if (end - start > BILLING_RANGE_MAX_DAYS * DAY_MS) return 'tooLong';
  return { from: start, to: end };
}

/**
 * The text of failed payment creation (spec §8: errors shown as a dash list of the first messages): the first
 * message of each field, one per line, each after "- ".
 * @example paymentErrorText({ card: ['Your card was declined.'] }) // '- Your card was declined.'
 */
export function paymentErrorText(errors: Readonly<Record<string, readonly string[]>> | null | undefined): string {
  return Object.values(errors ?? {})
    .map((messages) => messages[0])
    .filter((message): message is string => typeof message === 'string' && message !== '')
    .map((message) => `- ${message}`)
    .join('\n');
}

/** Card brands as people write them, by Stripe's brand codes (docs.stripe.com/api/payment_methods/object: card.brand). */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A card brand's name: Stripe's code ('visa') as written ('Visa'); an unknown code as given. */
export function cardBrandName(brand: string | null): string {
  if (brand === null || brand.trim() === '') return 'Card';
  return CARD_BRAND_NAMES[brand.toLowerCase()] ?? brand;
}

/** A card's title as the portal lists it: "Visa •••• 4242"; the invoice method is "Invoice". */
export function paymentMethodTitle(method: { type: PaymentType; brand: string | null; last4: string | null }): string {
  if (method.type === 'Invoice') return 'Invoice';
  return `${cardBrandName(method.brand)} •••• ${method.last4 ?? '????'}`;
}
