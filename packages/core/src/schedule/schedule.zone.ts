import type { Day } from './schedule.types';

/**
 * Wall-clock arithmetic in an IANA time zone with the platform's `Intl` (no time-zone data of our own):
 * every browser, Node and the player carry the zone database already.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS: readonly Day[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the platform knows `timeZone` as an IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A wall-clock reading: the local date, its weekday and the minute of the day (0..1439). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  weekday: Day;
  minute: number;
}

/** Reads the zone's offset at an instant through `Intl` (the slow path, a few microseconds). */
function readOffset(instant: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    values.year ?? 1970,
    (values.month ?? 1) - 1,
    values.day ?? 1,
    values.hour ?? 0,
    values.minute ?? 0,
    values.second ?? 0,
  );
  return local - instant;
}

/**
 * Offsets are cached per zone and quarter of an hour of UTC: every transition since 1970 in the zone
 * database falls on a UTC quarter hour (offsets are whole quarter hours and clocks change on the local
 * hour or half hour), so the offset is constant within each bucket. A timeline then costs a few map
 * reads per instant instead of an `Intl` call.
 */
const BUCKET_MS = 15 * MINUTE_MS;
const MAX_CACHED_BUCKETS = 100_000;
const offsetCache = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at an instant, in milliseconds (local = instant + offset). */
export function offsetAt(instant: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  const bucket = Math.floor(instant / BUCKET_MS);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    if (zone.size >= MAX_CACHED_BUCKETS) zone.clear();
    offset = readOffset(bucket * BUCKET_MS, timeZone);
    zone.set(bucket, offset);
  }
  return offset;
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
