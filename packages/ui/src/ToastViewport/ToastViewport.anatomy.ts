import { createAnatomy } from '../internal/anatomy';

/** The `toast` scope's parts, states and theme tokens: what a theme may style. */
export const toastAnatomy = createAnatomy('toast')
  .parts('toast', 'message', 'close', 'viewport')
  .withStates('open', 'closing')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-surface-hover',
    '--sp-color-warning',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
    '--sp-space-5',
  );
