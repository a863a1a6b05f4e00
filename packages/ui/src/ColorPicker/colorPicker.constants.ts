/** Width of the saturation/brightness area in px. */
export const COLOR_PICKER_WIDTH = 400; // spec: Color picker size 400x255

/** Height of the saturation/brightness area in px. */
export const COLOR_PICKER_HEIGHT = 255; // spec: Color picker size 400x255

/** The colour picker's alpha when the colour it is given has none. */
export const COLOR_PICKER_DEFAULT_ALPHA = 1; // spec: alpha default 1 in the color picker

/** Percent of saturation or brightness an arrow key moves the area's thumb (Shift: {@link COLOR_AREA_PAGE_STEP}). */
export const COLOR_AREA_STEP = 1;

/** Percent an arrow key with Shift, or Page Up/Down, moves the area's thumb. */
export const COLOR_AREA_PAGE_STEP = 10;
