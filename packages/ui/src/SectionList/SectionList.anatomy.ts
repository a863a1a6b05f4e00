import { createAnatomy } from '../internal/anatomy';

/** The `section-list` scope's parts, states and theme tokens: what a theme may style. */
export const sectionListAnatomy = createAnatomy('section-list')
  .parts('item', 'select', 'name', 'badge', 'actions', 'delete', 'root', 'header', 'add', 'items', 'announcer')
  .withStates('selected', 'idle')
  .withTokens(
    '--sp-color-accent-soft',
    '--sp-color-border',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-font-size',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
  );
