import { LOCALE } from '../constants';
import type { CalendarContent, CalendarFormat, ClockContent, ClockFormat } from './widgets.types';
import { isKnownTimeZone } from './widgets.zone';

/** How often a clock refreshes. */
export const CLOCK_TICK_MS = 1000; // spec: clock ticks each 1000 ms

/** How often a clock in the medium format (with seconds) refreshes: twice a second, so no second is skipped. */
export const CLOCK_MEDIUM_TICK_MS = 500; // spec: 500 ms for the medium format

/** How often a calendar refreshes. */
export const CALENDAR_TICK_MS = 1000; // spec: calendar each 1000 ms

/** The clock formats, shortest first. */
export const CLOCK_FORMATS: readonly ClockFormat[] = ['short', 'medium', 'long'];

/** The calendar formats (spec §3: "Long or short"). */
export const CALENDAR_FORMATS: readonly CalendarFormat[] = ['Long', 'short'];

// The spec names the formats' existence, not their fields: short is hours and minutes, medium adds the
// seconds (hence its faster tick), long is the full date with hours and minutes. The locale decides the
// order, the separators and 12 or 24 hours (en-GB: 24).
const CLOCK_OPTIONS: Record<ClockFormat, Intl.DateTimeFormatOptions> = {
  short: { hour: '2-digit', minute: '2-digit' },
  medium: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** A widget's time zone: an empty or unknown zone is the device's own (Intl would throw on an unknown one). */
function timeZoneOption(timeZone: string | null | undefined): { timeZone?: string } {
  return timeZone && isKnownTimeZone(timeZone) ? { timeZone } : {};
}

/** Intl options of a clock format in a time zone (empty or unknown: the device's). */
export function clockFormatOptions(format: ClockFormat, timeZone?: string | null): Intl.DateTimeFormatOptions {
  return { ...(CLOCK_OPTIONS[format] ?? CLOCK_OPTIONS.short), ...timeZoneOption(timeZone) };
}

/**
 * Intl options of a calendar format: Long spells the month (`30 March 2024`), short is numeric
 * (`30/03/2024` in en-GB); the weekday flag adds the weekday, long or short to match.
 */
export function calendarFormatOptions(
  format: CalendarFormat,
  weekday: boolean,
  timeZone?: string | null,
): Intl.DateTimeFormatOptions {
  const isLong = format === 'Long';
  return {
    ...(weekday ? { weekday: isLong ? 'long' : 'short' } : {}),
    day: isLong ? 'numeric' : '2-digit',
    month: isLong ? 'long' : '2-digit',
    year: 'numeric',
    ...timeZoneOption(timeZone),
  };
}

/** A formatter for the locale, falling back to en-GB when Intl does not accept the locale tag. */
function formatter(locale: string | null | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale || LOCALE, options);
  } catch {
    return new Intl.DateTimeFormat(LOCALE, options);
  }
}

/**
 * The text a clock shows at `date`.
 *
 * @example formatClock(new Date('2024-03-30T08:05:07Z'), { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'medium' }) // '09:05:07'
 */
export function formatClock(date: Date | number, config: Pick<ClockContent, 'locale' | 'timezone' | 'format'>): string {
  return formatter(config.locale, clockFormatOptions(config.format, config.timezone)).format(date);
}

/** The text a calendar shows at `date`. */
export function formatCalendar(
  date: Date | number,
  config: Pick<CalendarContent, 'locale' | 'timezone' | 'format' | 'weekday'>,
): string {
  return formatter(config.locale, calendarFormatOptions(config.format, config.weekday, config.timezone)).format(date);
}

/**
 * Milliseconds between refreshes of a clock or a calendar: 500 for a clock in the medium format, 1000
 * for every other clock and for calendars.
 *
 * @example tickInterval('Clock', 'medium') // 500
 */
export function tickInterval(itemType: 'Clock' | 'Calendar', format: ClockFormat | CalendarFormat): number {
  if (itemType === 'Calendar') return CALENDAR_TICK_MS;
  return format === 'medium' ? CLOCK_MEDIUM_TICK_MS : CLOCK_TICK_MS;
}
