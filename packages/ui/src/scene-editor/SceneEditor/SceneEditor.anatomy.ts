import { createAnatomy } from '../../internal/anatomy';

/** The `scene-editor` scope's parts, states and theme tokens: what a theme may style. */
export const sceneEditorAnatomy = createAnatomy('scene-editor')
  .parts(
    'root',
    'body',
    'workspace',
    'header',
    'name-field',
    'save-status',
    'publish-note',
    'publish-count',
    'publish-screens',
    'viewport',
  )
  .withStates('error')
  .withTokens(
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-checker-a',
    '--sp-color-checker-b',
    '--sp-color-danger',
    '--sp-color-fg-muted',
    '--sp-font-size-sm',
    '--sp-color-tooltip-bg',
    '--sp-color-tooltip-fg',
    '--sp-pan-x',
    '--sp-pan-y',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
