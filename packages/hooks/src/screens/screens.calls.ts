import type { Id } from '@screenplay/core';
import { NEW_SCHEDULE_NAME, newEvent } from '@screenplay/core/schedule';
import type { ScheduleEvent } from '@screenplay/core/schedule';
import type { ScreenVerificationBody } from '@screenplay/core/screens';
import { SCENES_API, SCREENS_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** One schedule of `PATCH screens/{id}/schedules` (spec accounts §7): a scene put on the screen. */
export interface ScreenScheduleInput {
  sceneId: Id;
  name: string;
  events: ScheduleEvent[];
}

/** One schedule of `POST scenes/{id}/schedules`: the scene put on a screen. */
export interface SceneScheduleInput {
  screenId: Id;
  name: string;
  events: ScheduleEvent[];
}

/**
 * The schedule an assignment creates (spec accounts §4): named 'new Schedule', one event from `now` with no end,
 * all days, 00:00 to 23:59.
 */
export function defaultAssignment(now: Date): { name: string; events: ScheduleEvent[] } {
  return { name: NEW_SCHEDULE_NAME, events: [newEvent(now)] };
}

/** The screens calls of the list, the add-screen wizard and the assignment dialogs (spec accounts §7). */
export function screensCalls(api: ApiClient) {
  return {
    /**
     * `GET screens/verification/readiness` (issue 25): whether the acting customer can add a screen now, and the
     * reseller a Delegated customer asks; read before the wizard's first step.
     */
    readiness: async () => (await api.call(SCREENS_API.readiness)).data,
    /** `POST screens/verification`: pairs the player showing `verificationHash`; resolves the new screen. */
    verify: async (body: ScreenVerificationBody) => (await api.call(SCREENS_API.verify, { body })).data,
    /** `GET screens/{id}/scenes`: the screen's scenes with their schedules on it and their sync. */
    screenScenes: async (screenId: Id) => (await api.call(SCREENS_API.scenes, { params: { id: screenId } })).data,
    /** Assigns scenes to a screen: `PATCH screens/{id}/schedules` with one default schedule per scene. */
    assignScenes: (screenId: Id, sceneIds: readonly Id[], now: Date) =>
      api.call(SCREENS_API.updateSchedules, {
        params: { id: screenId },
        body: {
          schedules: sceneIds.map((sceneId): ScreenScheduleInput => ({ sceneId, ...defaultAssignment(now) })),
        },
      }),
    /** Assigns a scene to screens: `POST scenes/{id}/schedules` with one default schedule per screen. */
    assignScreens: (sceneId: Id, screenIds: readonly Id[], now: Date) =>
      api.call(SCENES_API.assign, {
        params: { id: sceneId },
        body: {
          schedules: screenIds.map((screenId): SceneScheduleInput => ({ screenId, ...defaultAssignment(now) })),
        },
      }),
    /** Unassigns: `DELETE screens/{id}/schedules/{sid}` (the schedule that put the scene on the screen). */
    unassign: (screenId: Id, scheduleId: Id) =>
      api.call(SCREENS_API.removeSchedule, { params: { id: screenId, sid: scheduleId } }),
  };
}

/** What {@link screensCalls} returns. */
export type ScreensCalls = ReturnType<typeof screensCalls>;
