import { numberFormat } from '../internal/localeFormat';

/** What a timer shows: whole days, and the rest as hours, minutes and seconds. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end is reached: the timer stands at zero. */
  isOver: boolean;
}

const SECOND_MS = 1000;

/**
 * The time left from `now` until `endsAt` (an ISO date-time), counted in whole seconds rounded up (a
 * timer shows 00:00:01 until the very end); null when `endsAt` is missing or unreadable. Past the end
 * it stays at zero.
 *
 * @example countdown(Date.parse('2024-03-30T08:00:00Z'), '2024-03-31T09:01:02Z') // { days: 1, hours: 1, minutes: 1, seconds: 2, isOver: false }
 */
export function countdown(now: Date | number, endsAt: string | null): Countdown | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  if (!Number.isFinite(end)) return null;
  const left = Math.max(0, Math.ceil((end - Number(now)) / SECOND_MS));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    isOver: left === 0,
  };
}

/** The countdown's clock part, `HH:MM:SS`, in the locale's digits (en-GB when the tag is unreadable). */
export function formatCountdownTime(value: Countdown, locale: string): string {
  const format = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return [value.hours, value.minutes, value.seconds].map((part) => format.format(part)).join(':');
}
