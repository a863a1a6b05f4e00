import { createAnatomy } from '../../internal/anatomy';

/** The `library-card` scope's parts, states and theme tokens: what a theme may style. */
export const libraryCardAnatomy = createAnatomy('library-card')
  .parts('root', 'image', 'caption', 'title', 'meta', 'badge', 'actions', 'delete', 'copy')
  .withTokens(
    '--sp-color-accent-soft',
    '--sp-color-accent-strong',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-disabled-bg',
    '--sp-color-disabled-fg',
    '--sp-color-fg',
    '--sp-color-fg-muted',
    '--sp-color-focus',
    '--sp-color-surface',
    '--sp-color-surface-hover',
    '--sp-font-size',
    '--sp-font-size-sm',
    '--sp-font-size-xs',
    '--sp-layout-preview-height',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
