import { createAnatomy } from '../internal/anatomy';

/** The `topbar` scope's parts, states and theme tokens: what a theme may style. */
export const topbarAnatomy = createAnatomy('topbar')
  .parts('root', 'left', 'title', 'actions', 'bell', 'bell-dot', 'user-text', 'user-name', 'user-roles')
  .withStates('active', 'inactive')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-fg-muted',
    '--sp-color-surface-hover',
    '--sp-font-size-sm',
    '--sp-font-size-xl',
    '--sp-font-size-xs',
    '--sp-space-2',
    '--sp-space-4',
    '--sp-space-5',
  );
