/**
 * English texts of the screen details and proof-of-play pages (spec accounts §2, §7). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_SCREEN_DETAILS = {} as const;
