/**
 * The one place core reads time zones through the platform's `Intl` (no time-zone data of our own: every browser,
 * Node and the player carry the zone database already). The schedules' wall-clock arithmetic
 * (`schedule/schedule.zone.ts`) and the widgets' local times (`widgets/widgets.zone.ts`) are built on it.
 */

const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter giving numeric parts (24-hour, to the second) in the zone; null for a zone `Intl` does not know. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
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
    } catch {
      format = null;
    }
    formatters.set(timeZone, format);
  }
  return formatters.get(timeZone) ?? null;
}

/** Whether the platform knows `timeZone` as an IANA zone (`Europe/Oslo` yes, `Mars/Olympus` no). */
export function isTimeZone(timeZone: string): boolean {
  return partsFormatter(timeZone) !== null;
}

/** Reads the zone's offset at an instant through `Intl` (the slow path, a few microseconds). */
function readOffset(instant: number, timeZone: string): number {
  const format = partsFormatter(timeZone);
  if (!format) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const values: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
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

/**
 * The zone's offset from UTC at an instant, in milliseconds (local = instant + offset); throws a `RangeError` for a
 * zone the platform does not know (check with {@link isTimeZone}).
 */
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
