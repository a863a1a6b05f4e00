export type {
  NumberRange,
  Point,
  RatioName,
  RatioPreset,
  Rect,
  ResizeHandle,
  ResizeOptions,
  SectionLimits,
  Size,
  ZoomPreset,
} from './geometry.types';
export {
  SECTION_MIN_SIZE,
  canLockRatio,
  lockedRatio,
  clamp,
  clampNumberInput,
  clampRect,
  roundRect,
  sectionLimits,
} from './geometry';
export { resizeFromHandle } from './geometry.resize';
export { GEOMETRY_TOLERANCE, boxProblems, collectBoxProblems, patchedBox } from './geometry.bounds';
export {
  DISPLAY_SCALE_MAX,
  FONT_SIZE_STEPS_PER_PX,
  PERSPECTIVE_3D,
  PREVIEW_SCALE_MAX,
  RATIO_PRESETS,
  STACK_SPACING_3D_MAX,
  STACK_SPACING_3D_TOTAL,
  ZOOM_MIN,
  ZOOM_PRESETS,
  ZOOM_STEP,
  parseRatio,
  previewScale,
  roundFontSize,
  sizeForRatio,
  stackSpacing3d,
  zoomForPreset,
  zoomToFit,
} from './geometry.presets';
