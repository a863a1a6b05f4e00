import { createAnatomy } from '../../internal/anatomy';

/** The `editor-toolbar` scope's parts, states and theme tokens: what a theme may style. */
export const sceneEditorToolbarAnatomy = createAnatomy('editor-toolbar')
  .parts('root', 'separator', 'zoom')
  .withTokens('--sp-color-accent', '--sp-color-accent-soft', '--sp-color-border', '--sp-space-1', '--sp-space-3');
