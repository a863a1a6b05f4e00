import { createAnatomy } from '../internal/anatomy';

/** The `color-picker-button` scope's parts, states and theme tokens: what a theme may style. */
export const colorPickerButtonAnatomy = createAnatomy('color-picker-button')
  .parts('root', 'trigger', 'swatch', 'value', 'popover', 'close')
  .withStates('open', 'closed')
  .withTokens(
    '--sp-color-bg',
    '--sp-color-border',
    '--sp-color-border-strong',
    '--sp-color-fg',
    '--sp-color-focus',
    '--sp-font-size-sm',
    '--sp-radius-lg',
    '--sp-radius-sm',
    '--sp-shadow-2',
    '--sp-space-2',
    '--sp-space-3',
    '--sp-swatch-color',
  );
