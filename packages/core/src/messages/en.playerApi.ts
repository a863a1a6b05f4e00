/**
 * English texts of the web player API's error answers (ours; the spec has no player). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_PLAYER_API = {} as const;
