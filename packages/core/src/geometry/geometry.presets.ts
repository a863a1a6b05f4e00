import { clamp } from './geometry';
import type { RatioPreset, Size, ZoomPreset } from './geometry.types';

/** The ratio options of scenes and sections, in the spec's order; Free has no ratio. */
export const RATIO_PRESETS: readonly RatioPreset[] = [
  // spec: ratio options Free, 1:1, 2:3, 3:2, 3:4, 4:3, 9:16, 16:9
  { name: 'Free', ratio: null },
  { name: '1:1', ratio: 1 },
  { name: '2:3', ratio: 2 / 3 },
  { name: '3:2', ratio: 3 / 2 },
  { name: '3:4', ratio: 3 / 4 },
  { name: '4:3', ratio: 4 / 3 },
  { name: '9:16', ratio: 9 / 16 },
  { name: '16:9', ratio: 16 / 9 },
];

/** Width/height of a ratio label such as `'16:9'`; null for `'Free'`, null, or anything unreadable. */
export function parseRatio(name: string | null): number | null {
  const match = name === null ? null : /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(name);
  if (!match) return null;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/** A size with the given ratio: the width is kept and the height rounded (at least 1); Free keeps the size. */
export function sizeForRatio(size: Size, ratio: string | null): Size {
  const value = parseRatio(ratio);
  if (value === null) return size;
  return { width: size.width, height: Math.max(1, Math.round(size.width / value)) };
}

/** The zoom options of the scene editor. */
export const ZOOM_PRESETS: readonly ZoomPreset[] = ['in', 'out', 'fit', 50, 100, 200]; // spec: zoom presets in, out, fit, 50, 100, 200

/** Largest scale of the scene display. */
export const DISPLAY_SCALE_MAX = 9.99; // spec: display scale capped at 9.99

/** Largest scale of a preview. */
export const PREVIEW_SCALE_MAX = 0.5; // spec: preview scale capped at 0.5

/** Factor of one zoom-in or zoom-out step (the spec shows none; 1.25 is our choice). */
export const ZOOM_STEP = 1.25;

/** Smallest zoom reachable by zooming out (the spec shows none; 0.1 is our choice). */
export const ZOOM_MIN = 0.1;

/** The scale that fits `content` inside `viewport`, capped (display cap by default). */
export function zoomToFit(content: Size, viewport: Size, cap: number = DISPLAY_SCALE_MAX): number {
  if (content.width <= 0 || content.height <= 0) return 1;
  return Math.min(cap, Math.max(0, Math.min(viewport.width / content.width, viewport.height / content.height)));
}

/** The scale of a preview of `content` inside `viewport`, capped at 0.5. */
export function previewScale(content: Size, viewport: Size): number {
  return zoomToFit(content, viewport, PREVIEW_SCALE_MAX);
}

/** The zoom after choosing a preset: a step in or out from `current`, the fit scale, or a percentage. */
export function zoomForPreset(preset: ZoomPreset, current: number, fit: number): number {
  if (preset === 'fit') return fit;
  if (preset === 'in') return clamp(current * ZOOM_STEP, ZOOM_MIN, DISPLAY_SCALE_MAX);
  if (preset === 'out') return clamp(current / ZOOM_STEP, ZOOM_MIN, DISPLAY_SCALE_MAX);
  return preset / 100;
}

/** Perspective of the 3D preview. */
export const PERSPECTIVE_3D = 100; // spec: 3D preview perspective 100

/** Largest spacing between stacked sections in the 3D preview. */
export const STACK_SPACING_3D_MAX = 5; // spec: 3D spacing min(75/count, 5)

/** Spacing budget shared by all stacked sections in the 3D preview. */
export const STACK_SPACING_3D_TOTAL = 75; // spec: 3D spacing min(75/count, 5)

/** Spacing between stacked sections in the 3D preview: min(75/count, 5). */
export function stackSpacing3d(count: number): number {
  return count <= 0 ? STACK_SPACING_3D_MAX : Math.min(STACK_SPACING_3D_TOTAL / count, STACK_SPACING_3D_MAX);
}

/** Steps per pixel of a font size: sizes round to 1/16. */
export const FONT_SIZE_STEPS_PER_PX = 16; // spec: font sizes round to 1/16

/** Rounds a font size to the nearest 1/16. */
export function roundFontSize(size: number): number {
  return Math.round(size * FONT_SIZE_STEPS_PER_PX) / FONT_SIZE_STEPS_PER_PX;
}
