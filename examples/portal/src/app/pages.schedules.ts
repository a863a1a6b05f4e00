import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The schedule editors: a scene's schedules on screens, and a playlist item's schedule (spec routes). */
export const SCHEDULE_PAGES: PageMap = {
  '/screen_scene_schedule/:sceneId/:screensId/:scheduleId?': lazyWithTimeout(
    () => import('../routes/schedules/ScreenSceneSchedulePage'),
  ),
  '/playlist_schedule/:sceneId/:sectionId/:playlistId': lazyWithTimeout(
    () => import('../routes/schedules/PlaylistSchedulePage'),
  ),
};
