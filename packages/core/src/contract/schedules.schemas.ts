import { type } from 'arktype';
import { DAYS } from '../schedule/schedule.days';
import {
  MAX_SCHEDULE_EVENTS,
  MAX_SCHEDULES_PER_SCREEN,
  MAX_TIME_RANGES,
  SCHEDULE_NAME_MAX_LENGTH,
} from '../schedule/schedule.validate';
import { recordId } from '../schemas/ids';

/**
 * The shapes of the schedule bodies (spec authoring §7: a schedule is a name and events, each event a date range and
 * day groups). Their rules (a till after its from, no day twice, time ranges in bounds) are core's
 * `scheduleErrors`, which the server checks first so its 422 names each problem by its message key; these schemas
 * describe the shape for the client's types and the API reference.
 */

/** A wall-clock range of a day. */
const timeRangeSchema = type({
  fromHour: '0 <= number.integer <= 23',
  fromMinute: '0 <= number.integer <= 59',
  tillHour: '0 <= number.integer <= 23',
  tillMinute: '0 <= number.integer <= 59',
});

/** Days sharing the same time ranges. */
const dayGroupSchema = type({
  days: type.enumerated(...DAYS).array(),
  timeRanges: timeRangeSchema.array().atMostLength(MAX_TIME_RANGES),
});

/** One event of a schedule: from and till (ISO dates or date-times; till null: no end) and its day groups. */
export const scheduleEventSchema = type({
  from: 'string',
  till: 'string | null',
  daysSchedule: dayGroupSchema.array(),
});

/** A schedule's own fields: its name and events. */
const scheduleFields = {
  name: `string <= ${SCHEDULE_NAME_MAX_LENGTH}`,
  events: scheduleEventSchema.array().atLeastLength(1).atMostLength(MAX_SCHEDULE_EVENTS),
} as const;

/** Body of `POST scenes/{id}/schedules`: the screens to assign the scene to, one new schedule each. */
export const sceneSchedulesBodySchema = type({
  schedules: type({ ...scheduleFields, screenId: recordId })
    .array()
    .atLeastLength(1)
    .atMostLength(MAX_SCHEDULES_PER_SCREEN),
});

/** Body of `PUT scenes/{id}/schedules`: one of the scene's schedules, changed. */
export const sceneScheduleUpdateBodySchema = type({ schedule: type({ ...scheduleFields, id: recordId }) });

/** Body of `PATCH screens/{id}/schedules`: the screen's schedules to add (no `id`) or change (an `id`). */
export const screenSchedulesBodySchema = type({
  schedules: type({ ...scheduleFields, sceneId: recordId, 'id?': `${recordId} | null` })
    .array()
    .atLeastLength(1)
    .atMostLength(MAX_SCHEDULES_PER_SCREEN),
});

/** Body of `PUT sections/{s}/playlistitems/{p}/schedules`: the item's schedule, a list of exactly one. */
export const itemSchedulesBodySchema = type({
  schedules: type(scheduleFields).array().exactlyLength(1),
});
