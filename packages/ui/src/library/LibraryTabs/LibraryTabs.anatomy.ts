import { createAnatomy } from '../../internal/anatomy';

/** The `library-tabs` scope's parts, states and theme tokens: what a theme may style. */
export const libraryTabsAnatomy = createAnatomy('library-tabs')
  .parts('root', 'list', 'tab', 'panel')
  .withStates('active')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-strong',
    '--sp-color-border',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-4',
  );
