import { DAYS } from './schedule.days';
import type { Day, DayGroup, ScheduleEvent, TimeRange } from './schedule.types';

/** A schedule list must hold at least this many schedules (spec accounts §5: "at least one schedule is required"). */
export const MIN_SCHEDULES = 1;

/** Longest schedule name the API stores (ours: the spec gives none). */
export const SCHEDULE_NAME_MAX_LENGTH = 255;

/** Most events one schedule may carry (ours: bounds the work of `whatPlays`; the spec gives none). */
export const MAX_SCHEDULE_EVENTS = 100;

/** Message keys of the schedule problems (texts in en.screensApi.ts). */
export const SCHEDULE_ERROR_KEYS = {
  required: 'screensApi.scheduleRequired',
  name: 'screensApi.scheduleNameInvalid',
  event: 'screensApi.scheduleEventInvalid',
} as const;

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isTimeRange(value: unknown): value is TimeRange {
  return (
    isRecord(value) &&
    isIntIn(value.fromHour, 0, 23) &&
    isIntIn(value.fromMinute, 0, 59) &&
    isIntIn(value.tillHour, 0, 23) &&
    isIntIn(value.tillMinute, 0, 59)
  );
}

function isDayGroup(value: unknown): value is DayGroup {
  return (
    isRecord(value) &&
    Array.isArray(value.days) &&
    value.days.length > 0 &&
    value.days.every((day) => (DAYS as readonly unknown[]).includes(day)) &&
    new Set(value.days as Day[]).size === value.days.length &&
    Array.isArray(value.timeRanges) &&
    value.timeRanges.length > 0 &&
    value.timeRanges.every(isTimeRange)
  );
}

/**
 * Whether `till` lies before `from`. A date alone is a whole day in the screen's zone (unknown here), so
 * when either is a date only the calendar days are compared; two instants are compared as instants.
 */
function endsBeforeStart(from: string, till: string): boolean {
  if (ISO_DATE.test(from) || ISO_DATE.test(till)) return till.slice(0, 10) < from.slice(0, 10);
  return Date.parse(till) < Date.parse(from);
}

/**
 * Why an event cannot be stored, or null when it can (structure only; what plays is `whatPlays`'s):
 * `from` an ISO date or date-time, `till` null or one not before `from`, `daysSchedule` a non-empty list
 * of day groups, each with days monday..sunday (no repeats) and time ranges of hours 0..23, minutes 0..59.
 */
export function scheduleEventProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'an event must be an object';
  if (!isIsoDateOrDateTime(value.from)) return '`from` must be an ISO date or date-time';
  if (value.till !== null && !isIsoDateOrDateTime(value.till)) return '`till` must be null or an ISO date or date-time';
  if (typeof value.till === 'string' && endsBeforeStart(value.from, value.till))
    return '`till` must not be before `from`';
  if (!Array.isArray(value.daysSchedule) || value.daysSchedule.length === 0) return '`daysSchedule` must not be empty';
  if (!value.daysSchedule.every(isDayGroup))
    return 'each day group needs days (monday..sunday) and time ranges (hours 0..23, minutes 0..59)';
  return null;
}

/** Whether a value is a storable {@link ScheduleEvent}. */
export function isScheduleEvent(value: unknown): value is ScheduleEvent {
  return scheduleEventProblem(value) === null;
}

/** One schedule as the assignment endpoints receive it (the target is the path's or `sceneId`/`screenId`). */
export interface ScheduleInput {
  id?: number;
  name: string;
  events: ScheduleEvent[];
}

/**
 * The field errors (message keys) of a list of schedules as `PATCH screens/{id}/schedules` and
 * `POST scenes/{id}/schedules` receive it: at least {@link MIN_SCHEDULES}; each with a name of 1 to
 * {@link SCHEDULE_NAME_MAX_LENGTH} characters and 1 to {@link MAX_SCHEDULE_EVENTS} valid events.
 * Keys are `schedules`, `schedules.{i}.name`, `schedules.{i}.events`.
 */
export function scheduleListErrors(value: unknown): Record<string, string[]> {
  if (!Array.isArray(value) || value.length < MIN_SCHEDULES) return { schedules: [SCHEDULE_ERROR_KEYS.required] };
  const errors: Record<string, string[]> = {};
  value.forEach((schedule: unknown, index) => {
    const record = isRecord(schedule) ? schedule : {};
    const name = typeof record.name === 'string' ? record.name.trim() : '';
    if (name.length === 0 || name.length > SCHEDULE_NAME_MAX_LENGTH)
      errors[`schedules.${index}.name`] = [SCHEDULE_ERROR_KEYS.name];
    const events = record.events;
    if (
      !Array.isArray(events) ||
      events.length === 0 ||
      events.length > MAX_SCHEDULE_EVENTS ||
      !events.every(isScheduleEvent)
    ) {
      errors[`schedules.${index}.events`] = [SCHEDULE_ERROR_KEYS.event];
    }
  });
  return errors;
}
