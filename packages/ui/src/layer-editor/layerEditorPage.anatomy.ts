import { createAnatomy } from '../internal/anatomy';

/**
 * The `layer-editor-page` scope's parts, states and theme tokens: the composed layer editor (`LayerEditor`,
 * `LayerEditorHeader`, `LayerEditorWorkspace`, `LayerEditorUnavailable`), what a theme may style.
 */
export const layerEditorPageAnatomy = createAnatomy('layer-editor-page')
  .parts(
    'root',
    'header',
    'back',
    'heading',
    'title',
    'context',
    'status',
    'fields',
    'error',
    'workspace',
    'library',
    'viewport',
    'backdrop',
    'side',
    'unavailable',
  )
  .withStates('dirty', 'saved')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-checker-a',
    '--sp-color-checker-b',
    '--sp-color-danger',
    '--sp-color-fg-muted',
    '--sp-color-warning',
    '--sp-font-size-lg',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-lg',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
