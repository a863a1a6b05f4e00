import { createAnatomy } from '../internal/anatomy';

/** The `popup` scope's parts, states and theme tokens: what a theme may style. */
export const popupAnatomy = createAnatomy('popup')
  .parts(
    'host',
    'actions',
    'confirm',
    'cancel',
    'optional',
    'close',
    'backdrop',
    'dialog',
    'header',
    'title',
    'message',
  )
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-hover',
    '--sp-color-backdrop',
    '--sp-color-bg',
    '--sp-color-border-strong',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-on-accent',
    '--sp-color-surface-hover',
    '--sp-font-size-lg',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
    '--sp-space-5',
  );
