import { hasPage } from '../../app/pages';

/** The schedule editor's route (spec: a scene's schedules on one or more screens, `screensId` comma-separated). */
export const SCREEN_SCENE_SCHEDULE_ROUTE = '/screen_scene_schedule/:sceneId/:screensId/:scheduleId?';

/** Whether the portal has the schedule editor: its links show only then. */
export function hasScheduleEditor(): boolean {
  return hasPage(SCREEN_SCENE_SCHEDULE_ROUTE);
}

/** The editor's address for one of a scene's schedules on a screen, or (no schedule id) all of them there. */
export function scheduleEditorHref(sceneId: number, screenId: number, scheduleId?: number): string {
  const base = `/screen_scene_schedule/${sceneId}/${screenId}`;
  return scheduleId === undefined ? base : `${base}/${scheduleId}`;
}
