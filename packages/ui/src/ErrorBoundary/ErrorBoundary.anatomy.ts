import { createAnatomy } from '../internal/anatomy';

/** The `error-boundary` scope's parts, states and theme tokens: what a theme may style (its dialog is a popup's). */
export const errorBoundaryAnatomy = createAnatomy('error-boundary').parts('root');
