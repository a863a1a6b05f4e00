import { gestureBox, startBoxGesture } from '@screenplay/core';
import type {
  BoxGesture,
  GestureModifiers,
  GestureSettings,
  Layer,
  Point,
  Rect,
  ResizeHandle,
  Size,
} from '@screenplay/core';

export type { GestureModifiers } from '@screenplay/core';
export { gestureGuides } from '@screenplay/core';

/** A layer's box inside its canvas (its content's left, top, width and height). */
export function rectOf(layer: Layer): Rect {
  const { left, top, width, height } = layer.content;
  return { left, top, width, height };
}

/** One drag or resize of one layer: core's box gesture and the layer it moves. */
export interface LayerGesture extends BoxGesture {
  layerId: Layer['id'];
}

/** Starts a gesture: the snap index holds the canvas and every other visible layer (built once per gesture). */
export function startGesture(
  layers: readonly Layer[],
  layer: Layer,
  handle: ResizeHandle | null,
  canvas: Size,
  isGridEnabled: boolean,
): LayerGesture {
  const others = layers.filter((other) => other.id !== layer.id && !other.invisible).map(rectOf);
  return {
    layerId: layer.id,
    ...startBoxGesture({ start: rectOf(layer), handle, container: canvas, others, isGridEnabled }),
  };
}

/** The gesture's box for a total pointer movement (core's `gestureBox`), rounded: layers are stored in whole pixels. */
export function gestureRect(
  gesture: LayerGesture,
  movement: Point,
  settings: Omit<GestureSettings, 'isRounded'>,
  modifiers: GestureModifiers = {},
): Rect {
  return gestureBox(gesture, movement, { ...settings, isRounded: true }, modifiers);
}
