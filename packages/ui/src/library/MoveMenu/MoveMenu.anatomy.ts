import { createAnatomy } from '../../internal/anatomy';

/** The `move-menu` scope's parts, states and theme tokens: what a theme may style. */
export const moveMenuAnatomy = createAnatomy('move-menu')
  .parts('root', 'trigger', 'menu', 'item')
  .withStates('open', 'closed')
  .withTokens(
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface-hover',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
