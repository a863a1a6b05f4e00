import { createAnatomy } from '../../internal/anatomy';

/**
 * The `schedule-page` scope's parts: the whole schedule editor around its tabs (`ScheduleEditor`,
 * `ScheduleEditorHeader`, `ScheduleUnavailable`), what a theme may style.
 */
export const schedulePageAnatomy = createAnatomy('schedule-page').parts(
  'root',
  'header',
  'back',
  'title',
  'actions',
  'dirty',
  'cancel',
  'context',
  'read-only',
  'notice',
  'save-error',
  'missing',
);
