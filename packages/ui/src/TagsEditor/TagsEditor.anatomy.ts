import { createAnatomy } from '../internal/anatomy';

/** The `tags-editor` scope's parts, states and theme tokens: what a theme may style. */
export const tagsEditorAnatomy = createAnatomy('tags-editor')
  .parts('root', 'label', 'tags', 'tag', 'tag-name', 'remove', 'control', 'input', 'listbox', 'option', 'error')
  .withStates('open', 'closed', 'active')
  .withTokens(
    '--sp-color-accent-soft',
    '--sp-color-accent-strong',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-fg',
    '--sp-color-focus',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-1',
    '--sp-space-2',
  );
