import { type } from 'arktype';
import { DAYS } from '../schedule/schedule.days';
import { type ScheduleErrors, scheduleErrors, scheduleListErrors } from '../schedule/schedule.errors';
import { isRecordId } from '../schemas/ids';

/**
 * The schedule bodies (spec authoring §7: a schedule is a name and events, each event a date range and day groups).
 * Their rules, with the message keys the schedule editor shows (a till after its from, no day twice, time ranges in
 * bounds), are core's `scheduleErrors`: each endpoint names them as its `rules`, checked before these schemas, which
 * give the shape (the client's types and the API reference) and leave the bounds to the rules.
 */

/** Most schedules of one playlist item (spec: "an array of one on update"). */
export const ITEM_SCHEDULES_MAX = 1;

/** A schedule entry naming no valid screen or scene, or an id it may not carry. */
const TARGET_INVALID = 'screensApi.scheduleTargetInvalid';

/** A wall-clock range of a day. */
const timeRangeSchema = type({ fromHour: 'number', fromMinute: 'number', tillHour: 'number', tillMinute: 'number' });

/** Days sharing the same time ranges. */
const dayGroupSchema = type({ days: type.enumerated(...DAYS).array(), timeRanges: timeRangeSchema.array() });

/** One event of a schedule: from and till (ISO dates or date-times; till null: no end) and its day groups. */
export const scheduleEventSchema = type({
  from: 'string',
  till: 'string | null',
  daysSchedule: dayGroupSchema.array(),
});

/** A schedule's own fields: its name and events. */
const scheduleFields = { name: 'string', events: scheduleEventSchema.array() } as const;

/** Body of `POST scenes/{id}/schedules`: the screens to assign the scene to, one new schedule each. */
export const sceneSchedulesBodySchema = type({ schedules: type({ ...scheduleFields, screenId: 'number' }).array() });

/** Body of `PUT scenes/{id}/schedules`: one of the scene's schedules, changed. */
export const sceneScheduleUpdateBodySchema = type({ schedule: type({ ...scheduleFields, id: 'number' }) });

/** Body of `PATCH screens/{id}/schedules`: the screen's schedules to add (no `id`) or change (an `id`). */
export const screenSchedulesBodySchema = type({
  schedules: type({ ...scheduleFields, sceneId: 'number', 'id?': 'number | null' }).array(),
});

/** Body of `PUT sections/{s}/playlistitems/{p}/schedules`: the item's schedule, a list of exactly one. */
export const itemSchedulesBodySchema = type({ schedules: type(scheduleFields).array() });

/** A body's field (the server reads bodies as objects). */
function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Readonly<Record<string, unknown>>)[name] : undefined;
}

/**
 * The problems of an assignment list (`schedules`): core's `scheduleListErrors` first; once the list is sound, each
 * entry must name its `target` (a screen on a scene's POST, a scene on a screen's PATCH), and an `id` only where a
 * schedule may be changed (a screen's, by a valid id).
 */
function assignmentErrors(body: unknown, target: 'sceneId' | 'screenId'): ScheduleErrors | Record<string, string[]> {
  const list = fieldOf(body, 'schedules');
  const errors = scheduleListErrors(list);
  if (Object.keys(errors).length > 0 || !Array.isArray(list)) return errors;
  const problems: Record<string, string[]> = {};
  list.forEach((entry: unknown, index) => {
    if (!isRecordId(fieldOf(entry, target))) problems[`schedules.${index}.${target}`] = [TARGET_INVALID];
    const id = fieldOf(entry, 'id');
    if (id !== undefined && id !== null && (target === 'screenId' || !isRecordId(id)))
      problems[`schedules.${index}.id`] = [TARGET_INVALID];
  });
  return problems;
}

/** The rules of `POST scenes/{id}/schedules`: a sound list, each entry naming a screen and no schedule id. */
export function sceneSchedulesRules(body: unknown): Record<string, string[]> {
  return assignmentErrors(body, 'screenId');
}

/** The rules of `PATCH screens/{id}/schedules`: a sound list, each entry naming a scene, an id only a valid one. */
export function screenSchedulesRules(body: unknown): Record<string, string[]> {
  return assignmentErrors(body, 'sceneId');
}

/** The rules of `PUT scenes/{id}/schedules`: core's `scheduleErrors` at `schedule.*` and a valid `schedule.id`. */
export function sceneScheduleUpdateRules(body: unknown): Record<string, string[]> {
  const entry = fieldOf(body, 'schedule');
  const errors: Record<string, string[]> = scheduleErrors(entry, 'schedule');
  if (!isRecordId(fieldOf(entry, 'id'))) errors['schedule.id'] = [TARGET_INVALID];
  return errors;
}

/** The rules of `PUT sections/{s}/playlistitems/{p}/schedules`: exactly one sound schedule. */
export function itemSchedulesRules(body: unknown): Record<string, string[]> {
  const list = fieldOf(body, 'schedules');
  if (Array.isArray(list) && list.length > ITEM_SCHEDULES_MAX) return { schedules: ['scheduleErrors.onlyOne'] };
  return scheduleListErrors(list);
}
