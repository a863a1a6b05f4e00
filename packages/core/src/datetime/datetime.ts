import { LOCALE } from '../constants/constants';
import type { DateTimeKind } from './datetime.types';

/**
 * Dates and times as the product writes them (spec authoring §1: "the locale used for formatting is en-GB"),
 * whatever the browser's locale: days as 27/11/2026, times on the 24-hour clock as 09:00. Values travel as the
 * ISO forms HTML uses (`2026-11-27`, `09:00`, `2026-11-27T09:00`); these functions turn them into text and back.
 */

/** How a date is typed and shown (en-GB, day first). */
export const DATE_PATTERN = 'dd/mm/yyyy';
/** How a time is typed and shown (24-hour clock). */
export const TIME_PATTERN = 'hh:mm';
/** How a date and time are typed and shown together. */
export const DATE_TIME_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}`;

const MINUTES_PER_DAY = 1440;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{2}):(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
// Typed text: day, month and year apart by '/', '.' or '-' (27/11/2026, 27.11.2026, 1-3-2026).
const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
// Typed text: 09:00, 9:00, 9.00 or 0900.
const TYPED_TIME = /^(\d{1,2})(?:[:.]?(\d{2}))$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Whether year, month and day name a real calendar day (no 31/02). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO date `YYYY-MM-DD` as en-GB text `27/11/2026`; '' when it is not one. */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A time `HH:mm` as 24-hour text `09:00`; '' when it is not one. */
export function formatTime(isoTime: string): string {
  return ISO_TIME.test(isoTime) && parseTime(isoTime) !== null ? isoTime : '';
}

/** A local date-time `YYYY-MM-DDTHH:mm` as `27/11/2026 09:00`; '' when it is not one. */
export function formatDateTime(isoDateTime: string): string {
  const match = ISO_DATE_TIME.exec(isoDateTime);
  const date = match ? formatDate(match[1] ?? '') : '';
  const time = match ? formatTime(match[2] ?? '') : '';
  return date && time ? `${date} ${time}` : '';
}

/**
 * Typed en-GB text (`27/11/2026`, `1.3.2026`) as an ISO date, or null when it is no calendar day.
 * @example parseDate('27/11/2026') // '2026-11-27'
 */
export function parseDate(text: string): string | null {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/**
 * Typed 24-hour text (`09:00`, `9:00`, `9.00`, `0900`) as `HH:mm`, or null when it is no time of day.
 * @example parseTime('9.05') // '09:05'
 */
export function parseTime(text: string): string | null {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? `${pad(hour)}:${pad(minute)}` : null;
}

/** Typed `27/11/2026 09:00` as `2026-11-27T09:00`, or null when either half is not valid. */
export function parseDateTime(text: string): string | null {
  const [datePart = '', timePart = '', ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0) return null;
  const date = parseDate(datePart);
  const time = parseTime(timePart);
  return date && time ? `${date}T${time}` : null;
}

/** Formats an ISO value of a kind as its en-GB text. */
export function formatDateTimeValue(kind: DateTimeKind, value: string): string {
  if (kind === 'date') return formatDate(value);
  return kind === 'time' ? formatTime(value) : formatDateTime(value);
}

/** Parses typed text of a kind as its ISO value, or null when it is not valid. */
export function parseDateTimeValue(kind: DateTimeKind, text: string): string | null {
  if (kind === 'date') return parseDate(text);
  return kind === 'time' ? parseTime(text) : parseDateTime(text);
}

/** The pattern a kind is typed in (`dd/mm/yyyy`, `hh:mm`, `dd/mm/yyyy hh:mm`). */
export function dateTimePattern(kind: DateTimeKind): string {
  if (kind === 'date') return DATE_PATTERN;
  return kind === 'time' ? TIME_PATTERN : DATE_TIME_PATTERN;
}

/** An ISO date moved by whole days (`stepDate('2026-02-28', 1)` is `2026-03-01`); null when it is not a date. */
export function stepDate(isoDate: string, days: number): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A time moved by minutes round the clock (`stepTime('23:59', 1)` is `00:00`); null when it is not a time. */
export function stepTime(isoTime: string, minutes: number): string | null {
  const time = parseTime(isoTime);
  if (time === null) return null;
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const total = (((hour * 60 + minute + minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * An ISO value of a kind moved by one step of its unit: a day for a date, a minute for a time, and for a
 * date-time the day when `unit` is 'date', else the minute (rolling the day over at midnight).
 */
export function stepDateTimeValue(
  kind: DateTimeKind,
  value: string,
  steps: number,
  unit: 'date' | 'time',
): string | null {
  if (kind === 'date') return stepDate(value, steps);
  if (kind === 'time') return stepTime(value, steps);
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [date = '', time = ''] = [match[1], match[2]];
  if (unit === 'date') {
    const day = stepDate(date, steps);
    return day ? `${day}T${time}` : null;
  }
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const total = hour * 60 + minute + steps;
  const day = stepDate(date, Math.floor(total / MINUTES_PER_DAY));
  const next = stepTime('00:00', total);
  return day && next ? `${day}T${next}` : null;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** en-GB, 24-hour: the product's one way of writing an instant in a zone (cached per zone and shape). */
function zonedFormat(timeZone: string, withDate: boolean, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDate}|${withSeconds}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      hourCycle: 'h23',
      ...(withDate ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
    });
    zonedFormats.set(key, format);
  }
  return format;
}

/** Whether the platform knows a zone (an empty or unknown one falls back to the viewer's). */
function knowsZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone the platform runs in (the viewer's, in a browser). */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat(LOCALE).resolvedOptions().timeZone;
}

/** Options of {@link formatZonedTime}. */
export interface ZonedTimeOptions {
  /** The screen's zone; when empty or unknown, `viewerZone` is used. */
  timeZone?: string | null;
  /** The viewer's zone; the platform's by default. */
  viewerZone?: string;
  /** Writes the date before the time (true by default). */
  withDate?: boolean;
  /** Writes the seconds (false by default). */
  withSeconds?: boolean;
}

/**
 * An instant as en-GB wall-clock text labelled with the zone it is read in: the screen's zone when it has one,
 * else the viewer's, so nobody mistakes a screen's 09:00 for their own (issue 24).
 * @example formatZonedTime('2026-11-27T09:00:00Z', { timeZone: 'Europe/London' }) // '27/11/2026 09:00 (Europe/London)'
 */
export function formatZonedTime(instant: string | number | Date, options: ZonedTimeOptions = {}): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const zone = knowsZone(options.timeZone) ? options.timeZone : (options.viewerZone ?? viewerTimeZone());
  const text = zonedFormat(zone, options.withDate ?? true, options.withSeconds ?? false)
    .format(date)
    .replace(', ', ' ');
  return `${text} (${zone})`;
}
