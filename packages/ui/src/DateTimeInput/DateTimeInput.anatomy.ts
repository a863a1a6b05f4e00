import { createAnatomy } from '../internal/anatomy';

/** The `date-time-input` scope's parts, states and theme tokens: what a theme may style. */
export const dateTimeInputAnatomy = createAnatomy('date-time-input')
  .parts('root', 'input', 'hint', 'error')
  .withStates('valid', 'invalid')
  .withTokens('--sp-color-danger', '--sp-font-size-xs', '--sp-space-1');
