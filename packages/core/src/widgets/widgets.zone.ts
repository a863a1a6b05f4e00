import { isTimeZone, offsetAt } from '../datetime/zone';

/** Local times for the widgets (clock, weather), their offsets read through core's one time-zone module (`datetime/zone.ts`). */

/** Where local times are read: an IANA time zone, or a fixed offset from UTC in minutes. */
export type Zone = { timeZone: string } | { offsetMinutes: number };

/** A local calendar date and time (month 1..12). */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;

/** Whether Intl knows the IANA time zone (`Europe/Oslo` yes, `Mars/Olympus` no): core's {@link isTimeZone}. */
export function isKnownTimeZone(timeZone: string): boolean {
  return isTimeZone(timeZone);
}

/** The zone to read local times in: the IANA zone when known, else the offset in hours, else UTC. */
export function resolveZone(timeZone: string | null | undefined, offsetHours: number | null | undefined): Zone {
  if (timeZone && isKnownTimeZone(timeZone)) return { timeZone };
  return {
    offsetMinutes: typeof offsetHours === 'number' && Number.isFinite(offsetHours) ? Math.round(offsetHours * 60) : 0,
  };
}

/** The zone's offset from UTC at the instant, in minutes (Europe/Oslo: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(ms: number, zone: Zone): number {
  if ('offsetMinutes' in zone) return zone.offsetMinutes;
  if (!isTimeZone(zone.timeZone)) return 0;
  return Math.round(offsetAt(ms, zone.timeZone) / MINUTE_MS);
}

/** The local date and time of an instant in the zone. */
export function localTime(ms: number, zone: Zone): LocalTime {
  const shifted = new Date(ms + zoneOffsetMinutes(ms, zone) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/**
 * The instant of a local time in the zone.
 * Across a DST change the offset is read twice, at the first guess and at the corrected instant.
 */
export function localToUtc(local: LocalTime, zone: Zone): number {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = asUtc - zoneOffsetMinutes(asUtc, zone) * MINUTE_MS;
  const second = asUtc - zoneOffsetMinutes(first, zone) * MINUTE_MS;
  return second;
}

/** The local date `days` later (calendar days: a DST change does not move the hour). */
export function addDays(local: LocalTime, days: number): LocalTime {
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return { ...local, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** A local date as `YYYY-MM-DD`. */
export function isoDate(local: Pick<LocalTime, 'year' | 'month' | 'day'>): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(local.year).padStart(4, '0')}-${pad(local.month)}-${pad(local.day)}`;
}
