import { createAnatomy } from '../internal/anatomy';

/** The `avatar` scope's parts, states and theme tokens: what a theme may style. */
export const avatarAnatomy = createAnatomy('avatar')
  .parts('image', 'initials')
  .withTokens('--sp-color-accent-soft', '--sp-color-accent-strong', '--sp-font-size-xs');
