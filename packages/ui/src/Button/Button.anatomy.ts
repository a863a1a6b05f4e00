import { createAnatomy } from '../internal/anatomy';

/** The `button` scope's parts, states and theme tokens: what a theme may style. */
export const buttonAnatomy = createAnatomy('button')
  .parts('root', 'spinner')
  .withStates('loading', 'idle')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-hover',
    '--sp-color-bg',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-danger-hover',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-on-accent',
    '--sp-color-surface-hover',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-space-2',
    '--sp-space-4',
  );
