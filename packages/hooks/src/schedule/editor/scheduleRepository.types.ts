import type { Id } from '@screenplay/core';
import type { ScheduleEvent } from '@screenplay/core/schedule';
import type { StoredSchedule } from './scheduleEditor.types';

/** What a schedule stores besides its id: the fields a new or changed schedule sends. */
export type ScheduleFields = Pick<StoredSchedule, 'name' | 'events'>;

/** A new schedule of a scene on one screen, as `POST scenes/{id}/schedules` takes it in its list. */
export interface NewScreenSchedule {
  screenId: Id;
  name: string;
  events: ScheduleEvent[];
}

/**
 * Whose schedules an editor edits: a scene's named schedules on one or several screens, or the one schedule of a
 * playlist item. Several screens start from one new schedule (their own schedules differ) and a save adds each
 * schedule to every screen.
 */
export type ScheduleOwner =
  | { kind: 'screenScene'; sceneId: Id; screenIds: readonly Id[] }
  | {
      kind: 'playlistItem';
      sectionId: Id;
      itemId: Id;
      /**
       * Where a save goes (ARCHITECTURE.md "One publishing rule": a published section's items change through its
       * draft copy): e.g. `resolvePlaylistItemDraft`, asked at each save. Without it the save goes to the item itself.
       */
      draft?: () => Promise<{ sectionId: Id; itemId: Id }>;
    };

/** The operations a schedule repository performs, named so a test repository can fail one of them on purpose. */
export type ScheduleRepositoryOp =
  | 'loadScreenSchedules'
  | 'createScreenSchedules'
  | 'updateScreenSchedule'
  | 'deleteScreenSchedule'
  | 'loadItemSchedules'
  | 'saveItemSchedules';

/**
 * Where the schedule editor loads and stores schedules: `createApiScheduleRepository` for the product API,
 * `createMemoryScheduleRepository` for integrators without our server and for tests. Failures reject with an
 * `ApiError` (403/404: not there for this user); a 422's `errors` name fields by the sent body's paths
 * (`schedules.{j}.…` of a list, `schedule.…` of one), which the editor shows next to its own fields.
 */
export interface ScheduleRepository {
  /** The scene's stored schedules on one screen (`GET scenes/{id}/schedules/{screenId}`). */
  loadScreenSchedules(sceneId: Id, screenId: Id): Promise<StoredSchedule[]>;
  /** Stores new schedules of the scene, in order (`POST scenes/{id}/schedules {schedules}`); resolves with them stored. */
  createScreenSchedules(sceneId: Id, schedules: readonly NewScreenSchedule[]): Promise<StoredSchedule[]>;
  /** Changes one stored schedule of the scene (`PUT scenes/{id}/schedules {schedule}`). */
  updateScreenSchedule(sceneId: Id, schedule: StoredSchedule): Promise<StoredSchedule>;
  /** Removes a schedule from its screen (`DELETE screens/{screenId}/schedules/{sid}`). */
  deleteScreenSchedule(screenId: Id, scheduleId: Id): Promise<void>;
  /** A playlist item's stored schedules: at most one (`GET sections/{s}/playlistitems/{p}/schedules`). */
  loadItemSchedules(sectionId: Id, itemId: Id): Promise<StoredSchedule[]>;
  /** Replaces a playlist item's schedules (`PUT sections/{s}/playlistitems/{p}/schedules {schedules}`). */
  saveItemSchedules(sectionId: Id, itemId: Id, schedules: readonly ScheduleFields[]): Promise<StoredSchedule[]>;
}
