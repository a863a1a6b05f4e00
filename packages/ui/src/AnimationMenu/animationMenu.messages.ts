/** The message keys the animation menu formats (texts in core's `EN_MESSAGES`). */
export const ANIMATION_MENU_MESSAGE_IDS = {
  none: 'sceneEditor.animationNone',
  value: 'sceneEditor.animationValue',
} as const;
