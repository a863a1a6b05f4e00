import { createAnatomy } from '../../internal/anatomy';

/** The `schedule-editor` scope's parts, states and theme tokens: what a theme may style. */
export const scheduleEditorAnatomy = createAnatomy('schedule-editor')
  .parts(
    'error',
    'root',
    'fields',
    'legend',
    'tabs-bar',
    'tabs',
    'tab',
    'add-schedule',
    'panel',
    'name-row',
    'field',
    'remove-schedule',
    'note',
    'events-title',
    'add-event',
    'hint',
    'kind',
  )
  .withStates('active')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-strong',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-on-accent',
    '--sp-color-surface-hover',
    '--sp-font-size-lg',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
