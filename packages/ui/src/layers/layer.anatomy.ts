import { createAnatomy } from '../internal/anatomy';

/** The `layer` scope's parts, states and theme tokens: what a theme may style. */
export const layerAnatomy = createAnatomy('layer')
  .parts('placeholder', 'marquee', 'weather', 'caption', 'current', 'days', 'period', 'note', 'post', 'no-picture')
  .withTokens(
    '--sp-layer-caption-fg',
    '--sp-layer-font-family',
    '--sp-layer-no-picture-bg',
    '--sp-layer-on-fill',
    '--sp-layer-placeholder-bg',
    '--sp-layer-placeholder-border',
    '--sp-layer-placeholder-fg',
  );
