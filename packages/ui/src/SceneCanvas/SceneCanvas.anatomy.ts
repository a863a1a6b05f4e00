import { createAnatomy } from '../internal/anatomy';

/** The `scene-canvas` scope's parts, states and theme tokens: what a theme may style. */
export const sceneCanvasAnatomy = createAnatomy('scene-canvas')
  .parts('root', 'stage', 'grid', 'guides', 'guide', 'section', 'section-label', 'section-content', 'handle')
  .withStates('3d', 'flat', 'selected')
  .withTokens(
    '--sp-canvas-zoom',
    '--sp-color-accent',
    '--sp-color-focus',
    '--sp-editor-guide',
    '--sp-editor-handle-bg',
    '--sp-editor-scene-bg',
    '--sp-editor-section-border',
    '--sp-editor-section-fg',
    '--sp-editor-section-shadow',
    '--sp-pan-x',
    '--sp-pan-y',
    '--sp-shadow-2',
  );
