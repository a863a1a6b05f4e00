import { createAnatomy } from '../../internal/anatomy';

/** The `schedule-editor` scope's parts, states and theme tokens: what a theme may style. */
export const scheduleEditorAnatomy = createAnatomy('schedule-editor').parts(
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
);
