import { useMayOpen } from '../../app/useMayOpen';

/** The schedule editor's route (spec: a scene's schedules on one or more screens, `screensId` comma-separated). */
export const SCREEN_SCENE_SCHEDULE_ROUTE = '/screen_scene_schedule/:sceneId/:screensId/:scheduleId?';

/** Whether the user may open the schedule editor (the portal has it, and their grants let them): its links show only then. */
export function useHasScheduleEditor(): boolean {
  return useMayOpen()(SCREEN_SCENE_SCHEDULE_ROUTE);
}

/** The editor's address for one of a scene's schedules on a screen, or (no schedule id) all of them there. */
export function scheduleEditorHref(sceneId: number, screenId: number, scheduleId?: number): string {
  const base = `/screen_scene_schedule/${sceneId}/${screenId}`;
  return scheduleId === undefined ? base : `${base}/${scheduleId}`;
}
