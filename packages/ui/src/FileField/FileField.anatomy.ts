import { createAnatomy } from '../internal/anatomy';

/** The `file-field` scope's parts, states and theme tokens: what a theme may style. */
export const fileFieldAnatomy = createAnatomy('file-field')
  .parts('root', 'preview', 'label', 'input', 'description', 'progress', 'progress-label', 'progress-bar', 'error')
  .withStates('uploading', 'invalid', 'idle')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-danger',
    '--sp-color-fg-muted',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-space-1',
    '--sp-space-4',
  );
