import type { Id } from '@screenplay/core';
import type { Schedule } from '@screenplay/core/schedule';
import { ApiError } from '../../api/ApiError';
import type { StoredSchedule } from './scheduleEditor.types';
import type { ScheduleRepository, ScheduleRepositoryOp } from './scheduleRepository.types';

/** A playlist item's stored schedule in the memory repository. */
export interface MemoryItemSchedule extends StoredSchedule {
  sectionId: Id;
  itemId: Id;
}

/** Options of {@link createMemoryScheduleRepository}. */
export interface MemoryScheduleRepositoryOptions {
  /** The scenes' stored schedules on screens. */
  screenSchedules?: readonly Schedule[];
  /** The playlist items' stored schedules (at most one per item). */
  itemSchedules?: readonly MemoryItemSchedule[];
  /** Asked before every operation: an error (or `true` for a 500) makes that call fail without writing anything. */
  failNext?: (op: ScheduleRepositoryOp) => ApiError | boolean | null | undefined;
}

/** The in-memory repository plus a way to read what it stores. */
export interface MemoryScheduleRepository extends ScheduleRepository {
  /** Copies of the scene's stored schedules on one screen, in the order they were stored. */
  peekScreenSchedules(sceneId: Id, screenId: Id): Schedule[];
  /** Copies of a playlist item's stored schedules. */
  peekItemSchedules(sectionId: Id, itemId: Id): StoredSchedule[];
}

const copy = <T>(value: T): T => structuredClone(value);
const stored = ({ id, name, events }: StoredSchedule): StoredSchedule => copy({ id, name, events });

function failure(answer: ApiError | boolean | null | undefined): ApiError | null {
  if (answer instanceof ApiError) return answer;
  return answer ? new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'Server Error' }) : null;
}

function notFound(): ApiError {
  return new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Item not found' });
}

/**
 * Creates a schedule repository that keeps schedules in memory, with ids given in order from 1 past the highest
 * stored one; schedules go in and out as copies. Core's rules are the editor's (it sends nothing they refuse), so
 * the memory repository stores what it is sent. For integrators without our server, and for tests.
 * @example
 * const repository = createMemoryScheduleRepository({ screenSchedules: [{ id: 1, name: 'Mornings', sceneId: 3, screenId: 7, events }] });
 */
export function createMemoryScheduleRepository(
  options: MemoryScheduleRepositoryOptions = {},
): MemoryScheduleRepository {
  const screens = new Map<Id, Schedule>((options.screenSchedules ?? []).map((one) => [one.id, copy(one)]));
  const items = new Map<Id, MemoryItemSchedule>((options.itemSchedules ?? []).map((one) => [one.id, copy(one)]));
  let lastId = Math.max(0, ...screens.keys(), ...items.keys());
  const check = (op: ScheduleRepositoryOp) => {
    const error = failure(options.failNext?.(op));
    if (error) throw error;
  };
  const onScreen = (sceneId: Id, screenId: Id) =>
    [...screens.values()].filter((one) => one.sceneId === sceneId && one.screenId === screenId);
  const ofItem = (sectionId: Id, itemId: Id) =>
    [...items.values()].filter((one) => one.sectionId === sectionId && one.itemId === itemId);

  return {
    peekScreenSchedules: (sceneId, screenId) => onScreen(sceneId, screenId).map(copy),
    peekItemSchedules: (sectionId, itemId) => ofItem(sectionId, itemId).map(stored),

    async loadScreenSchedules(sceneId, screenId) {
      check('loadScreenSchedules');
      return onScreen(sceneId, screenId).map(stored);
    },
    async createScreenSchedules(sceneId, schedules) {
      check('createScreenSchedules');
      return schedules.map(({ screenId, name, events }) => {
        const schedule: Schedule = { id: ++lastId, name, screenId, sceneId, events: copy(events) };
        screens.set(schedule.id, schedule);
        return stored(schedule);
      });
    },
    async updateScreenSchedule(sceneId, { id, name, events }) {
      check('updateScreenSchedule');
      const found = screens.get(id);
      if (!found || found.sceneId !== sceneId) throw notFound();
      screens.set(id, { ...found, name, events: copy(events) });
      return stored({ id, name, events });
    },
    async deleteScreenSchedule(screenId, scheduleId) {
      check('deleteScreenSchedule');
      if (screens.get(scheduleId)?.screenId !== screenId) throw notFound();
      screens.delete(scheduleId);
    },
    async loadItemSchedules(sectionId, itemId) {
      check('loadItemSchedules');
      return ofItem(sectionId, itemId).map(stored);
    },
    async saveItemSchedules(sectionId, itemId, schedules) {
      check('saveItemSchedules');
      for (const old of ofItem(sectionId, itemId)) items.delete(old.id);
      return schedules.map(({ name, events }) => {
        const schedule: MemoryItemSchedule = { id: ++lastId, sectionId, itemId, name, events: copy(events) };
        items.set(schedule.id, schedule);
        return stored(schedule);
      });
    },
  };
}
