import { createAnatomy } from '../internal/anatomy';

/** The `avatar-picker` scope's parts, states and theme tokens: what a theme may style. */
export const avatarPickerAnatomy = createAnatomy('avatar-picker')
  .parts(
    'root',
    'label',
    'body',
    'preview',
    'controls',
    'buttons',
    'input',
    'change',
    'remove',
    'chosen',
    'progress',
    'progress-label',
    'progress-bar',
    'error',
  )
  .withStates('uploading', 'invalid', 'chosen', 'idle')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-bg',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface-hover',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
