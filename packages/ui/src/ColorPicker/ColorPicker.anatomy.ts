import { createAnatomy } from '../internal/anatomy';

/** The `color-picker` scope's parts, states and theme tokens: what a theme may style. */
export const colorPickerAnatomy = createAnatomy('color-picker')
  .parts('root', 'slider-field', 'hue', 'alpha', 'footer', 'preview', 'area', 'area-thumb', 'hex-field', 'hex')
  .withTokens(
    '--sp-color-border-strong',
    '--sp-color-danger',
    '--sp-color-focus',
    '--sp-color-picker-alpha',
    '--sp-color-picker-color',
    '--sp-color-picker-hue',
    '--sp-font-size-sm',
    '--sp-radius-sm',
    '--sp-space-2',
    '--sp-space-3',
  );
