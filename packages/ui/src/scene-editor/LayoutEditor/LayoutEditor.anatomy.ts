import { createAnatomy } from '../../internal/anatomy';

/** The `layout-editor` scope's parts, states and theme tokens: what a theme may style. */
export const layoutEditorAnatomy = createAnatomy('layout-editor')
  .parts('root', 'header', 'properties', 'name-field', 'heading', 'title', 'error')
  .withTokens(
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-font-size-lg',
    '--sp-radius-sm',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-3',
  );
