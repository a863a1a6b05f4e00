/**
 * English texts of the screens API's error answers (spec accounts §7, §8). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_SCREENS_API = {} as const;
