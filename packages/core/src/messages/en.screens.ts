/**
 * English texts of the /screens list, the add-screen wizard and the assignment dialogs (spec accounts §2). Quoted spec texts are copied word for word; where the spec names a label without a
 * text, the text is ours.
 */
export const EN_SCREENS = {} as const;
