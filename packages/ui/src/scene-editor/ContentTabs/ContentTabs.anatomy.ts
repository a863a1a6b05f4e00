import { createAnatomy } from '../../internal/anatomy';

/** The `content-tabs` scope's parts, states and theme tokens: what a theme may style. */
export const contentTabsAnatomy = createAnatomy('content-tabs')
  .parts(
    'root',
    'hint',
    'status',
    'drop-uploads',
    'list',
    'tab',
    'panel',
    'entries',
    'entry',
    'thumb',
    'name',
    'add',
    'empty',
    'failed',
    'error',
    'stock',
    'stock-form',
    'pages',
  )
  .withStates('active')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-soft',
    '--sp-color-accent-strong',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface',
    '--sp-font-size-sm',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
  );

/** The `content-area` scope (the work area with the content tabs, where content drops): the section under a drag. */
export const contentAreaAnatomy = createAnatomy('content-area').parts('root').withTokens('--sp-color-accent');
