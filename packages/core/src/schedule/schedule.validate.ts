import type { ScheduleEvent } from './schedule.types';

/** A schedule list must hold at least this many schedules (spec accounts §5: "at least one schedule is required"). */
export const MIN_SCHEDULES = 1;

/** Longest schedule name the API stores (ours: the spec gives none). */
export const SCHEDULE_NAME_MAX_LENGTH = 255;

/** Most events one schedule may carry (ours: bounds the work of `whatPlays`; the spec gives none). */
export const MAX_SCHEDULE_EVENTS = 100;

/** Most time ranges one day group may carry (ours: a range every hour is plenty; bounds `timeline`'s work). */
export const MAX_TIME_RANGES = 24;

/**
 * Most schedules one screen may hold, over all its scenes (ours: bounds what one request can make every
 * evaluation of the screen's timeline, on the server and on the player, cost).
 */
export const MAX_SCHEDULES_PER_SCREEN = 50;

/** An ISO date (YYYY-MM-DD) or an ISO date-time with seconds optional, fractions optional, Z or an offset. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether a value is an ISO date or an ISO date-time with a zone, and a real calendar moment. */
export function isIsoDateOrDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (ISO_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }
  if (!ISO_DATE_TIME.test(value)) return false;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return false;
  // Reject impossible calendar days that Date rolls over (2026-02-30T...): the local date part must survive.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return check.getUTCMonth() === (month ?? 1) - 1 && check.getUTCDate() === day;
}

/**
 * Whether `till` lies before `from`. A date alone is a whole day in the screen's zone (unknown here), so
 * when either is a date only the calendar days are compared; two instants are compared as instants.
 */
export function tillBeforeFrom(from: string, till: string): boolean {
  if (ISO_DATE.test(from) || ISO_DATE.test(till)) return till.slice(0, 10) < from.slice(0, 10);
  return Date.parse(till) < Date.parse(from);
}

/** One schedule as the assignment endpoints receive it (the target is the path's or `sceneId`/`screenId`). */
export interface ScheduleInput {
  id?: number;
  name: string;
  events: ScheduleEvent[];
}
