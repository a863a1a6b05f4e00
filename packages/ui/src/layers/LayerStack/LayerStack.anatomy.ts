import { createAnatomy } from '../../internal/anatomy';

/** The `layer-stack` scope's parts, states and theme tokens: what a theme may style. */
export const layerStackAnatomy = createAnatomy('layer-stack').parts('root');
