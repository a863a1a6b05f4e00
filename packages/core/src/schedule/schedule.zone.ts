import { isTimeZone, offsetAt } from '../datetime/zone';
import type { Day } from './schedule.types';

/**
 * Wall-clock arithmetic in an IANA time zone: the zone's offsets come from core's one time-zone module
 * (`datetime/zone.ts`, the platform's `Intl`), re-exported here for the schedule's callers.
 */
export { isTimeZone, offsetAt };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS: readonly Day[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A wall-clock reading: the local date, its weekday and the minute of the day (0..1439). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  weekday: Day;
  minute: number;
}

/** The wall-clock reading of an instant in a zone. */
export function wallTime(instant: number, timeZone: string): WallTime {
  const local = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: WEEKDAYS[local.getUTCDay()] ?? 'monday',
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/**
 * Every instant at which the zone's clocks read `minute` (may be 1440 or more: it runs into the next
 * days) on a local date: none in a spring-forward gap, two in a fall-back overlap, one otherwise.
 */
export function instantsAt(year: number, month: number, day: number, minute: number, timeZone: string): number[] {
  const wall = Date.UTC(year, month - 1, day) + minute * MINUTE_MS;
  const offsets = new Set([
    offsetAt(wall - DAY_MS, timeZone),
    offsetAt(wall, timeZone),
    offsetAt(wall + DAY_MS, timeZone),
  ]);
  const found: number[] = [];
  for (const offset of offsets) {
    const instant = wall - offset;
    if (offsetAt(instant, timeZone) === offset && !found.includes(instant)) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/** The instant (to the minute) in (low, high] at which the zone's offset changes, given that it does once. */
export function transitionBetween(low: number, high: number, timeZone: string): number {
  const before = offsetAt(low, timeZone);
  let lo = Math.floor(low / MINUTE_MS);
  let hi = Math.ceil(high / MINUTE_MS);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(mid * MINUTE_MS, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi * MINUTE_MS;
}

/**
 * The first instant at or after the wall time: its earliest reading, or, when the time falls in a
 * spring-forward gap, the moment the clocks jump (the first instant past the missing times).
 */
export function firstInstantAt(year: number, month: number, day: number, minute: number, timeZone: string): number {
  const [first] = instantsAt(year, month, day, minute, timeZone);
  if (first !== undefined) return first;
  const wall = Date.UTC(year, month - 1, day) + minute * MINUTE_MS;
  return transitionBetween(wall - DAY_MS, wall + DAY_MS, timeZone);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An event boundary as an instant: an ISO date means the start of that day in the zone (or, with
 * `isEnd`, the end of that day: the start of the next); an ISO date-time with an offset is that
 * instant. Anything else is null.
 */
export function boundaryInstant(value: string, timeZone: string, isEnd: boolean): number | null {
  const date = ISO_DATE.exec(value);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return firstInstantAt(year, month, day + (isEnd ? 1 : 0), 0, timeZone);
  }
  if (!ISO_DATE_TIME_WITH_OFFSET.test(value)) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}
