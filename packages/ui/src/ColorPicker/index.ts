export { ColorPicker } from './ColorPicker';
export type { ColorPickerProps } from './ColorPicker';
export { ColorPickerButton } from './ColorPickerButton';
export type { ColorPickerButtonProps } from './ColorPickerButton';
export { COLOR_PICKER_DEFAULT_ALPHA, COLOR_PICKER_HEIGHT, COLOR_PICKER_WIDTH } from './colorPicker.constants';
