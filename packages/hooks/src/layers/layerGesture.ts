import {
  clampRect,
  createSnapIndex,
  createSnapResult,
  resizeFromHandle,
  roundRect,
  snapThreshold,
} from '@screenplay/core';
import type { Guide, Layer, Point, Rect, ResizeHandle, Size, SnapIndex, SnapResult } from '@screenplay/core';

/** A layer's box inside its canvas (its content's left, top, width and height). */
export function rectOf(layer: Layer): Rect {
  const { left, top, width, height } = layer.content;
  return { left, top, width, height };
}

/** Keys held during a drag: Ctrl (or Cmd) turns snapping off, Shift keeps the ratio (spec §5). */
export interface GestureModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** What a drag or resize needs to know about the editor, read once per pointer move. */
export interface GestureSettings {
  zoom: number;
  isSnapEnabled: boolean;
  keepRatio: boolean;
  /** The canvas; null lets layers leave it. */
  bounds: Size | null;
}

/** One drag or resize of one layer: its start box, the snap index of the other layers, and the latest answer. */
export interface LayerGesture {
  layerId: Layer['id'];
  handle: ResizeHandle | null;
  start: Rect;
  index: SnapIndex;
  result: SnapResult;
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
    handle,
    start: rectOf(layer),
    index: createSnapIndex({ scene: canvas, others, isGridEnabled }),
    result: createSnapResult(),
  };
}

function moveSnappedEdges(rect: Rect, handle: ResizeHandle, dx: number, dy: number): Rect {
  const next = { ...rect };
  if (handle.includes('e')) next.width += dx;
  if (handle.includes('w')) {
    next.left += dx;
    next.width -= dx;
  }
  if (handle.includes('s')) next.height += dy;
  if (handle.includes('n')) {
    next.top += dy;
    next.height -= dy;
  }
  return next;
}

/**
 * The gesture's box for a total pointer movement (screen pixels): moved or resized from the start box,
 * snapped within 4 screen pixels to the other layers, the canvas and the grid (not while Ctrl is held, nor
 * for a ratio-locked resize, which snapping would break), kept inside the canvas and rounded to whole pixels.
 */
export function gestureRect(
  gesture: LayerGesture,
  movement: Point,
  settings: GestureSettings,
  modifiers: GestureModifiers = {},
): Rect {
  const zoom = settings.zoom > 0 ? settings.zoom : 1;
  const delta = { x: movement.x / zoom, y: movement.y / zoom };
  const { start, handle, index, result } = gesture;
  const isSnapping = settings.isSnapEnabled && !modifiers.ctrlKey && !modifiers.metaKey;
  const query = { threshold: snapThreshold(zoom), out: result, isEnabled: isSnapping };
  const bounds = settings.bounds ?? undefined;
  let next: Rect;
  if (handle === null) {
    const moved = { ...start, left: start.left + delta.x, top: start.top + delta.y };
    const snap = index.snapMove(moved, query);
    next = { ...moved, left: moved.left + snap.dx, top: moved.top + snap.dy };
  } else {
    const keepRatio = settings.keepRatio || Boolean(modifiers.shiftKey);
    const resized = resizeFromHandle(start, handle, delta, { keepRatio, bounds });
    const snap = index.snapResize(resized, handle, { ...query, isEnabled: isSnapping && !keepRatio });
    next = moveSnappedEdges(resized, handle, snap.dx, snap.dy);
  }
  const rounded = roundRect(next);
  return bounds ? clampRect(rounded, bounds) : rounded;
}

/** The guides the latest answer of a gesture drew (copies: the result object is reused). */
export function gestureGuides(gesture: LayerGesture): Guide[] {
  const { guides, guideCount } = gesture.result;
  return guides.slice(0, guideCount).map((guide) => ({ ...guide }));
}
