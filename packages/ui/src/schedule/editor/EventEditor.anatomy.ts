import { createAnatomy } from '../../internal/anatomy';

/** The `event-editor` scope's parts, states and theme tokens: what a theme may style. */
export const eventEditorAnatomy = createAnatomy('event-editor')
  .parts('root', 'header', 'remove', 'dates', 'field', 'hint', 'kind', 'group', 'remove-group', 'add-group')
  .withStates('complex', 'simple')
  .withTokens(
    '--sp-color-accent-soft',
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-font-size',
    '--sp-radius-lg',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-space-4',
  );
