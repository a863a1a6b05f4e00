import { createAnatomy } from '../../internal/anatomy';

/** The `time-range-list` scope's parts, states and theme tokens: what a theme may style. */
export const timeRangeListAnatomy = createAnatomy('time-range-list')
  .parts('root', 'legend', 'hint', 'ranges', 'range', 'range-fields', 'from', 'till', 'remove', 'note', 'add')
  .withTokens('--sp-color-fg-muted', '--sp-space-2');
