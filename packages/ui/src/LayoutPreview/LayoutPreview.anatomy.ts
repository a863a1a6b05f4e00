import { createAnatomy } from '../internal/anatomy';

/** The `layout-preview` scope's parts, states and theme tokens: what a theme may style. */
export const layoutPreviewAnatomy = createAnatomy('layout-preview')
  .parts('root', 'canvas', 'stage', 'section', 'caption')
  .withTokens(
    '--sp-color-fg-muted',
    '--sp-editor-scene-bg',
    '--sp-font-size-xs',
    '--sp-layout-preview-height',
    '--sp-layout-preview-section',
    '--sp-layout-preview-section-border',
    '--sp-space-1',
  );
