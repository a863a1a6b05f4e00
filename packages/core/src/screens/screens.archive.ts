import { boundaryInstant } from '../schedule/schedule.zone';

/**
 * Proof of play's screenshot archive (spec accounts §4 "Archived range runs from the start of the from day to
 * the end of the till day", §7 `POST screensyncs/{id}/screenshot/sos {since,until}`): the days are calendar
 * days of the screen's own time zone.
 */

/** The most days one archive request covers (not in the spec; ours: a month of proof at a time). */
export const SCREENSHOT_ARCHIVE_MAX_DAYS = 31;

/** The most screenshots one archive answer lists, newest first (not in the spec; ours). */
export const SCREENSHOT_ARCHIVE_MAX_ROWS = 500;

/** `POST screensyncs/{id}/screenshot/sos/take`: how long to wait (s) and the step between shots (s). */
export interface ScreenshotTakeBody {
  duration: number;
  step?: number;
}

/** `POST screensyncs/{id}/screenshot/sos`: the first and the last day (`YYYY-MM-DD`). */
export interface ScreenshotArchiveBody {
  since: string;
  until: string;
}

/** The instants an archive covers: `[from, to)` in ms since the epoch. */
export interface ArchiveRange {
  from: number;
  to: number;
}

/** Why an archive request is refused. */
export type ArchiveRangeProblem = 'dates' | 'tooLong';

const DAY_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:T.*)?$/;
const DAY_MS = 86_400_000;

/** The calendar day a value names: a `YYYY-MM-DD` date, or the date as written at the start of an ISO date-time. */
function dayOf(value: string): string | null {
  return DAY_PREFIX.exec(value)?.[1] ?? null;
}

/**
 * The instants from the start of the `since` day to the end of the `until` day in `timeZone` (both days
 * included), or the problem: a value that is no day, `until` before `since`, or more than
 * {@link SCREENSHOT_ARCHIVE_MAX_DAYS} days. A day of a clock change is 23 or 25 hours long.
 * @example archiveRange('2026-03-29', '2026-03-29', 'Europe/Berlin') // 23 hours: the clocks go forward
 */
export function archiveRange(since: string, until: string, timeZone: string): ArchiveRange | ArchiveRangeProblem {
  const first = dayOf(since);
  const last = dayOf(until);
  if (first === null || last === null) return 'dates';
  const from = boundaryInstant(first, timeZone, false);
  const to = boundaryInstant(last, timeZone, true);
  if (from === null || to === null || to <= from) return 'dates';
  const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  if (days > SCREENSHOT_ARCHIVE_MAX_DAYS) return 'tooLong';
  return { from, to };
}
