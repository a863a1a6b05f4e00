import { createAnatomy } from '../../internal/anatomy';

/** The `media-grid` scope's parts, states and theme tokens: what a theme may style. */
export const mediaGridAnatomy = createAnatomy('media-grid')
  .parts('root', 'item', 'figure', 'thumb', 'media', 'name', 'facts', 'actions', 'delete')
  .withTokens(
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-checker-a',
    '--sp-color-checker-b',
    '--sp-color-danger',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface-hover',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
