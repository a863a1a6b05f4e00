import { createAnatomy } from '../../internal/anatomy';

/** The `day-picker` scope's parts, states and theme tokens: what a theme may style. */
export const dayPickerAnatomy = createAnatomy('day-picker')
  .parts('root', 'legend', 'presets', 'presets-legend', 'preset', 'days', 'day', 'note')
  .withStates('on', 'off')
  .withTokens(
    '--sp-color-accent',
    '--sp-color-accent-strong',
    '--sp-color-on-accent',
    '--sp-space-1',
    '--sp-space-2',
    '--sp-space-4',
  );
