/** The message keys the colour picker formats (texts in core's `EN_MESSAGES`). */
export const COLOR_PICKER_MESSAGE_IDS = {
  area: 'colorPicker.area',
  areaRole: 'colorPicker.areaRole',
  areaValue: 'colorPicker.areaValue',
  hue: 'colorPicker.hue',
  hueValue: 'colorPicker.hueValue',
  alpha: 'colorPicker.alpha',
  alphaValue: 'colorPicker.alphaValue',
  hex: 'colorPicker.hex',
  swatch: 'colorPicker.swatch',
  close: 'common.close',
} as const;
