/** The message keys the tags editor formats (texts in core's `EN_MESSAGES`). */
export const TAGS_EDITOR_MESSAGE_IDS = {
  placeholder: 'tags.placeholder',
  suggestions: 'tags.suggestions',
  removeTag: 'tags.removeTag',
} as const;
