import { LOCALE } from '@screenplay/core';
import { paymentErrorText, type PaymentType, type PriceItemDto } from '@screenplay/core/billing';
import { isMessageKey, type MessageKey } from '@screenplay/core/messages';
import { ApiError } from '@screenplay/hooks';
import type { DateRange } from '@screenplay/hooks/billing';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local calendar day as an ISO date (`YYYY-MM-DD`), the way a date input writes it. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The orders and rewards range the page opens with: this year, 1 January to 31 December (ours). */
export function defaultRange(now: Date): DateRange {
  const year = now.getFullYear();
  return { from: `${year}-01-01`, till: `${year}-12-31` };
}

/** Whether a range can be asked for: two ISO dates, the from day on or before the till day (the server checks the rest). */
export function isRangeValid(range: DateRange): boolean {
  return ISO_DATE.test(range.from) && ISO_DATE.test(range.till) && range.from <= range.till;
}

/** The payment type the greeting handed over (`/billing?type=Card|Invoice`), or null. */
export function paymentTypeFromSearch(search: string): PaymentType | null {
  const type = new URLSearchParams(search).get('type');
  return type === 'Card' || type === 'Invoice' ? type : null;
}

/** The card set-up the payment provider sent the user back from (`/billing?session=<id>`), or null. */
export function sessionFromSearch(search: string): string | null {
  const session = new URLSearchParams(search).get('session');
  return session && session.length <= 200 ? session : null;
}

/** The licence price item of the tenant (`GET items`, type license): the first one, or null when none is set. */
export function licenceItem(items: readonly PriceItemDto[]): PriceItemDto | null {
  return items.find((item) => item.type === 'license') ?? null;
}

/** An amount as the page shows it: 2 decimals (spec §9). */
export function money(amount: number): string {
  return amount.toFixed(2);
}

/**
 * The text of a failed `POST payments` (spec §8: "payment creation errors are shown as dash-listed first messages"):
 * the dash list when the answer carried an errors map of texts, else null (the caller shows the general failure).
 * A map of catalogue keys (a missing postal code) is not a card message: `translate` words those.
 */
export function paymentFailureText(caught: unknown, translate: (key: MessageKey) => string): string | null {
  if (!(caught instanceof ApiError) || !caught.errors) return null;
  const worded = Object.fromEntries(
    Object.entries(caught.errors).map(([field, messages]) => [
      field,
      messages.map((message) => wordMessage(message, translate)),
    ]),
  );
  const text = paymentErrorText(worded);
  return text === '' ? null : text;
}

/** A date-time or date of the API as a short day in `locale` (the tenant's date locale; the spec's en-GB by default), or the dash for none. */
export function dayOf(value: string | null, none: string, locale: string = LOCALE): string {
  if (!value) return none;
  // A bare ISO date is a calendar day: read it as that local day, not as UTC midnight.
  const day = ISO_DATE.test(value) ? value.split('-').map(Number) : null;
  const date = day ? new Date(day[0] ?? 0, (day[1] ?? 1) - 1, day[2] ?? 1) : new Date(value);
  if (Number.isNaN(date.getTime())) return none;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * Words a server message: a catalogue key (the billing errors answer the spec's keys, e.g. `billing.postalCodeError`)
 * becomes its text, anything else is already a text.
 */
export function wordMessage(message: string, translate: (key: MessageKey) => string): string {
  return isMessageKey(message) ? translate(message) : message;
}

/**
 * The text of a failed billing call: the spec key the answer names (`code`, e.g. `billing.postalCodeError`), else
 * the first message of each field, else null (the caller falls back to the general failure text).
 */
export function billingFailureText(caught: unknown, translate: (key: MessageKey) => string): string | null {
  if (!(caught instanceof ApiError)) return null;
  if (caught.code && isMessageKey(caught.code)) return translate(caught.code);
  const messages = Object.values(caught.errors ?? {})
    .map((list) => list[0])
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return messages.length > 0 ? messages.map((message) => wordMessage(message, translate)).join('\n') : null;
}

/** The last day of a period whose end is exclusive (a subscription's `currentPeriodEnd` is the next period's start). */
export function lastDayOf(exclusiveEnd: string | null, none: string, locale: string = LOCALE): string {
  const end = exclusiveEnd ? Date.parse(exclusiveEnd) : Number.NaN;
  return Number.isNaN(end) ? none : dayOf(new Date(end - 1).toISOString(), none, locale);
}
