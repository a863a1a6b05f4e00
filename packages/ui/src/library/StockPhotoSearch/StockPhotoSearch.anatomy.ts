import { createAnatomy } from '../../internal/anatomy';

/** The `stock-search` scope's parts, states and theme tokens: what a theme may style. */
export const stockSearchAnatomy = createAnatomy('stock-search')
  .parts(
    'root',
    'form',
    'field',
    'submit',
    'error',
    'status',
    'results',
    'result',
    'thumb',
    'credit',
    'add',
    'pages',
    'previous',
    'page',
    'next',
  )
  .withStates('idle', 'loading', 'ready', 'error')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-hover',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-on-accent',
    '--sp-color-surface',
    '--sp-color-surface-hover',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
