import { DAYS } from './schedule.days';
import {
  MAX_SCHEDULE_EVENTS,
  MAX_SCHEDULES_PER_SCREEN,
  MAX_TIME_RANGES,
  MIN_SCHEDULES,
  SCHEDULE_NAME_MAX_LENGTH,
  isIsoDateOrDateTime,
  tillBeforeFrom,
} from './schedule.validate';

/**
 * Message keys of the schedule problems (texts in en.scheduleErrors.ts). One home for the rules the API's
 * 422 answers and the schedule editor's inline errors share.
 */
export type ScheduleErrorKey =
  | 'scheduleErrors.required'
  | 'scheduleErrors.name'
  | 'scheduleErrors.eventsRequired'
  | 'scheduleErrors.tooManyEvents'
  | 'scheduleErrors.from'
  | 'scheduleErrors.till'
  | 'scheduleErrors.tillBeforeFrom'
  | 'scheduleErrors.daysRequired'
  | 'scheduleErrors.dayUnknown'
  | 'scheduleErrors.dayRepeated'
  | 'scheduleErrors.timeRangesRequired'
  | 'scheduleErrors.rangeOutOfBounds'
  | 'scheduleErrors.tooManyRanges'
  | 'scheduleErrors.tooManySchedules';

/** Field path (such as `schedules.0.events.1.till`) → its problems; empty when the input is valid. */
export type ScheduleErrors = Record<string, ScheduleErrorKey[]>;

const HOUR_MAX = 23;
const MINUTE_MAX = 59;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIntIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function add(errors: ScheduleErrors, path: string, key: ScheduleErrorKey): void {
  const keys = errors[path] ?? [];
  if (!keys.includes(key)) keys.push(key);
  errors[path] = keys;
}

function isTimeRange(value: unknown): boolean {
  return (
    isRecord(value) &&
    isIntIn(value.fromHour, 0, HOUR_MAX) &&
    isIntIn(value.fromMinute, 0, MINUTE_MAX) &&
    isIntIn(value.tillHour, 0, HOUR_MAX) &&
    isIntIn(value.tillMinute, 0, MINUTE_MAX)
  );
}

/** A day group's problems: days monday..sunday, at least one, none twice; at least one valid time range. */
function dayGroupErrors(group: unknown, path: string, errors: ScheduleErrors): void {
  const record = isRecord(group) ? group : {};
  const days = record.days;
  if (!Array.isArray(days) || days.length === 0) add(errors, `${path}.days`, 'scheduleErrors.daysRequired');
  else {
    if (days.some((day) => !(DAYS as readonly unknown[]).includes(day)))
      add(errors, `${path}.days`, 'scheduleErrors.dayUnknown');
    if (new Set(days).size !== days.length) add(errors, `${path}.days`, 'scheduleErrors.dayRepeated');
  }
  const ranges = record.timeRanges;
  if (!Array.isArray(ranges) || ranges.length === 0)
    add(errors, `${path}.timeRanges`, 'scheduleErrors.timeRangesRequired');
  else if (ranges.length > MAX_TIME_RANGES) add(errors, `${path}.timeRanges`, 'scheduleErrors.tooManyRanges');
  else
    ranges.forEach((range: unknown, index) => {
      if (!isTimeRange(range)) add(errors, `${path}.timeRanges.${index}`, 'scheduleErrors.rangeOutOfBounds');
    });
}

/**
 * An event's problems (structure only; what plays is `whatPlays`'s): `from` an ISO date or date-time with
 * an offset; `till` null or one not before `from` (calendar days when either is a date only); a non-empty
 * `daysSchedule` of day groups. Paths are `${path}.from`, `.till`, `.daysSchedule`,
 * `.daysSchedule.{g}.days`, `.daysSchedule.{g}.timeRanges` and `.daysSchedule.{g}.timeRanges.{r}`.
 */
export function scheduleEventErrors(event: unknown, path: string): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const record = isRecord(event) ? event : {};
  const fromValid = isIsoDateOrDateTime(record.from);
  if (!fromValid) add(errors, `${path}.from`, 'scheduleErrors.from');
  if (record.till !== null && !isIsoDateOrDateTime(record.till)) add(errors, `${path}.till`, 'scheduleErrors.till');
  else if (fromValid && typeof record.till === 'string' && tillBeforeFrom(record.from as string, record.till))
    add(errors, `${path}.till`, 'scheduleErrors.tillBeforeFrom');
  const groups = record.daysSchedule;
  if (!Array.isArray(groups) || groups.length === 0) add(errors, `${path}.daysSchedule`, 'scheduleErrors.daysRequired');
  else for (const [index, group] of groups.entries()) dayGroupErrors(group, `${path}.daysSchedule.${index}`, errors);
  return errors;
}

/**
 * A schedule's problems: a name of 1 to {@link SCHEDULE_NAME_MAX_LENGTH} characters (trimmed) at
 * `${path}.name`; 1 to {@link MAX_SCHEDULE_EVENTS} events at `${path}.events`, each checked by
 * {@link scheduleEventErrors} at `${path}.events.{i}`.
 */
export function scheduleErrors(schedule: unknown, path: string): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const record = isRecord(schedule) ? schedule : {};
  const name = typeof record.name === 'string' ? [...record.name.trim()].length : 0;
  if (name === 0 || name > SCHEDULE_NAME_MAX_LENGTH) add(errors, `${path}.name`, 'scheduleErrors.name');
  const events = record.events;
  if (!Array.isArray(events) || events.length === 0) add(errors, `${path}.events`, 'scheduleErrors.eventsRequired');
  else if (events.length > MAX_SCHEDULE_EVENTS) add(errors, `${path}.events`, 'scheduleErrors.tooManyEvents');
  else
    for (const [index, event] of events.entries())
      Object.assign(errors, scheduleEventErrors(event, `${path}.events.${index}`));
  return errors;
}

/**
 * A schedule list's problems: at least {@link MIN_SCHEDULES} (spec accounts §5: "at least one schedule is
 * required"), else `{ [path]: ['scheduleErrors.required'] }`; at most {@link MAX_SCHEDULES_PER_SCREEN}; each entry checked by {@link scheduleErrors}
 * at `${path}.{i}`.
 */
export function scheduleListErrors(list: unknown, path = 'schedules'): ScheduleErrors {
  if (!Array.isArray(list) || list.length < MIN_SCHEDULES) return { [path]: ['scheduleErrors.required'] };
  if (list.length > MAX_SCHEDULES_PER_SCREEN) return { [path]: ['scheduleErrors.tooManySchedules'] };
  const errors: ScheduleErrors = {};
  for (const [index, schedule] of list.entries()) Object.assign(errors, scheduleErrors(schedule, `${path}.${index}`));
  return errors;
}
