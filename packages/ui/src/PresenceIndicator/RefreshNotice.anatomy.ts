import { createAnatomy } from '../internal/anatomy';

/** The `refresh-notice` scope's parts, states and theme tokens: what a theme may style. */
export const refreshNoticeAnatomy = createAnatomy('refresh-notice')
  .parts('root', 'text', 'refresh', 'dismiss')
  .withTokens(
    '--sp-color-accent-soft',
    '--sp-color-accent-strong',
    '--sp-radius',
    '--sp-radius-sm',
    '--sp-space-2',
    '--sp-space-3',
  );
