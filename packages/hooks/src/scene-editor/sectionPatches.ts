import {
  canLockRatio,
  clamp,
  clampNumberInput,
  formatColor,
  parseColor,
  parseHexColor,
  sectionLimits,
} from '@screenplay/core';
import type { Rect, Size } from '@screenplay/core';
import type { GeometryInput } from './sceneEditor.types';

/**
 * The box after number-input changes, each field clamped to the spec's limits computed from the current box
 * (`sectionLimits`); with the ratio locked, a new width sets the height (and the reverse) to keep the ratio.
 */
export function geometryPatch(rect: Rect, input: GeometryInput, scene: Size, keepRatio: boolean): Rect {
  const limits = sectionLimits(rect, scene, keepRatio);
  const isLocked = keepRatio && canLockRatio(rect);
  const next = { ...rect };
  if (input.left !== undefined) next.left = clampNumberInput(input.left, limits.left);
  if (input.top !== undefined) next.top = clampNumberInput(input.top, limits.top);
  if (input.width !== undefined) {
    next.width = clampNumberInput(input.width, limits.width);
    if (isLocked) next.height = clampNumberInput(Math.round((next.width * rect.height) / rect.width), limits.height);
  }
  if (input.height !== undefined && !(isLocked && input.width !== undefined)) {
    next.height = clampNumberInput(input.height, limits.height);
    if (isLocked) next.width = clampNumberInput(Math.round((next.height * rect.width) / rect.height), limits.width);
  }
  return next;
}

/** A section background `'rgba(r,g,b,a)'` from a colour (`#rrggbb`, `rgb()`, `rgba()`) and an opacity 0..1. */
export function backgroundFrom(color: string, opacity: number): string {
  const rgba = parseHexColor(color) ?? parseColor(color);
  return formatColor({ ...rgba, a: clamp(Number.isFinite(opacity) ? opacity : 1, 0, 1) });
}
