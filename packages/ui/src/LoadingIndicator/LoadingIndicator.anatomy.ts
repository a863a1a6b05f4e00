import { createAnatomy } from '../internal/anatomy';

/** The `loading` scope's parts, states and theme tokens: what a theme may style. */
export const loadingAnatomy = createAnatomy('loading')
  .parts('root', 'spinner', 'label')
  .withTokens('--sp-color-accent', '--sp-color-fg-muted', '--sp-space-3', '--sp-space-6');
