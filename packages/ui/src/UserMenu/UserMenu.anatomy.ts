import { createAnatomy } from '../internal/anatomy';

/** The `user-menu` scope's parts, states and theme tokens: what a theme may style. */
export const userMenuAnatomy = createAnatomy('user-menu')
  .parts('root', 'submenu-item', 'item', 'submenu', 'trigger', 'menu', 'tooltip')
  .withStates('open', 'closed')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-fg-muted',
    '--sp-color-surface-hover',
    '--sp-color-tooltip-bg',
    '--sp-color-tooltip-fg',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
