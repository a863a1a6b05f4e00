import { createAnatomy } from '../../internal/anatomy';

/**
 * The `schedule-page` scope's parts and theme tokens: the whole schedule editor around its tabs (`ScheduleEditor`,
 * `ScheduleEditorHeader`, `ScheduleUnavailable`), what a theme may style.
 */
export const schedulePageAnatomy = createAnatomy('schedule-page')
  .parts(
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
  )
  .withTokens(
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-danger',
    '--sp-color-fg-muted',
    '--sp-color-surface',
    '--sp-font-size-sm',
    '--sp-font-size-xl',
    '--sp-radius-lg',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
