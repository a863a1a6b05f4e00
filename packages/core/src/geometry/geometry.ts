import type { NumberRange, Rect, SectionLimits, Size } from './geometry.types';

/** Smallest width or height of a section. */
export const SECTION_MIN_SIZE = 1; // spec: section width and height minimum 1

/** Clamps a value into a range; a range whose max is below its min yields the min. */
export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** Clamps a number input's value to its range; a value that is not a number becomes the range's min. */
export function clampNumberInput(value: number, range: NumberRange): number {
  return Number.isNaN(value) ? range.min : clamp(value, range.min, range.max);
}

/** Whether the keep-ratio toggle may switch: only when width and height are positive. */
export function canLockRatio(size: Size): boolean {
  return size.width > 0 && size.height > 0;
}

/**
 * The ratio a section stores while keep-ratio is on for it (spec: Section.ratio), as `width:height` in lowest terms;
 * null when the ratio cannot be locked (a side not positive). Sides are whole pixels; a fraction is rounded first.
 * @example lockedRatio({ width: 640, height: 360 }) // '16:9'
 */
export function lockedRatio(size: Size): string | null {
  if (!canLockRatio(size)) return null;
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  let [a, b] = [width, height];
  while (b !== 0) [a, b] = [b, a % b];
  return `${width / a}:${height / a}`;
}

/** Fits a box inside `bounds`: size from `minSize` to the bounds, position from 0 to bounds minus size. */
export function clampRect(rect: Rect, bounds: Size, minSize: number = SECTION_MIN_SIZE): Rect {
  const width = clamp(rect.width, minSize, bounds.width);
  const height = clamp(rect.height, minSize, bounds.height);
  return {
    left: clamp(rect.left, 0, bounds.width - width),
    top: clamp(rect.top, 0, bounds.height - height),
    width,
    height,
  };
}

/**
 * The ranges of a section's x, y, width and height inputs: size from 1 to the room left in the scene
 * right of and below the section, position from 0 to scene size minus section size. With the ratio
 * locked both size ranges shrink so the other side stays inside its own range too.
 */
export function sectionLimits(rect: Rect, scene: Size, keepRatio: boolean): SectionLimits {
  const roomWidth = Math.max(SECTION_MIN_SIZE, scene.width - rect.left);
  const roomHeight = Math.max(SECTION_MIN_SIZE, scene.height - rect.top);
  const left = { min: 0, max: Math.max(0, scene.width - rect.width) };
  const top = { min: 0, max: Math.max(0, scene.height - rect.height) };
  if (!keepRatio || !canLockRatio(rect)) {
    return {
      left,
      top,
      width: { min: SECTION_MIN_SIZE, max: roomWidth },
      height: { min: SECTION_MIN_SIZE, max: roomHeight },
    };
  }
  const ratio = rect.width / rect.height;
  const widthMax = Math.min(roomWidth, roomHeight * ratio);
  const heightMax = Math.min(roomHeight, roomWidth / ratio);
  return {
    left,
    top,
    width: { min: Math.min(widthMax, Math.max(SECTION_MIN_SIZE, ratio * SECTION_MIN_SIZE)), max: widthMax },
    height: { min: Math.min(heightMax, Math.max(SECTION_MIN_SIZE, SECTION_MIN_SIZE / ratio)), max: heightMax },
  };
}

/** Rounds a box to whole pixels (sizes round; the spec rounds sizes when scaling). */
export function roundRect(rect: Rect): Rect {
  return {
    left: Math.round(rect.left),
    top: Math.round(rect.top),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  };
}
