import { createAnatomy } from '../../internal/anatomy';

/** The `section-animation` scope's parts, states and theme tokens: what a theme may style. */
export const sectionAnimationAnatomy = createAnatomy('section-animation').parts('content');
