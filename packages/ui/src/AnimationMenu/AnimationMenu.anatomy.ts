import { createAnatomy } from '../internal/anatomy';

/** The `animation-menu` scope's parts, states and theme tokens: what a theme may style. */
export const animationMenuAnatomy = createAnatomy('animation-menu')
  .parts('root', 'trigger', 'menu', 'item')
  .withStates('checked', 'open', 'closed')
  .withTokens(
    '--sp-color-accent-soft',
    '--sp-color-accent-strong',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-focus',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-1',
  );
