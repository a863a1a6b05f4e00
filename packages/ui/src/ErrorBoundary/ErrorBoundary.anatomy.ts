import { createAnatomy } from '../internal/anatomy';

/** The `error-boundary` scope's parts, states and theme tokens: what a theme may style. */
export const errorBoundaryAnatomy = createAnatomy('error-boundary')
  .parts('root', 'message', 'reload')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-hover',
    '--sp-color-on-accent',
    '--sp-font-size-lg',
    '--sp-font-size-sm',
    '--sp-radius',
    '--sp-space-2',
    '--sp-space-4',
    '--sp-space-6',
  );
