import { createAnatomy } from '../internal/anatomy';

/** The `section-details` scope's parts, states and theme tokens: what a theme may style. */
export const sectionDetailsAnatomy = createAnatomy('section-details')
  .parts(
    'root',
    'empty',
    'text-field',
    'geometry',
    'switch-field',
    'background',
    'label',
    'animation',
    'revert',
    'number-field',
  )
  .withStates('empty')
  .withTokens(
    '--sp-color-border-strong',
    '--sp-color-fg-muted',
    '--sp-font-size-sm',
    '--sp-radius-sm',
    '--sp-space-2',
    '--sp-space-3',
  );
