import { createAnatomy } from '../../internal/anatomy';

/** The `playlist-panel` scope's parts, states and theme tokens: what a theme may style. */
export const playlistPanelAnatomy = createAnatomy('playlist-panel')
  .parts(
    'root',
    'panel-title',
    'panel-note',
    'panel-body',
    'items',
    'item',
    'thumbnail',
    'details',
    'item-name',
    'duration',
    'badge',
    'actions',
    'add',
    'delete',
    'toggle-hidden',
    'hint',
    'announcer',
  )
  .withStates('hidden')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-hover',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-checker-a',
    '--sp-color-checker-b',
    '--sp-color-danger',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-on-accent',
    '--sp-color-surface',
    '--sp-color-surface-hover',
    '--sp-font-size',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
