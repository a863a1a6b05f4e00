import { createAnatomy } from '../internal/anatomy';

/** The `presence` scope's parts, states and theme tokens: what a theme may style. */
export const presenceAnatomy = createAnatomy('presence').parts('root', 'user');
