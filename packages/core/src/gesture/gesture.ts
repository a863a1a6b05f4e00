import { clampRect, resizeFromHandle, roundRect, type Point, type Rect, type ResizeHandle } from '../geometry';
import { createSnapIndex, createSnapResult, snapThreshold, type Guide } from '../snap';
import type { BoxGesture, BoxGestureInput, GestureModifiers, GestureSettings } from './gesture.types';

/**
 * Starts a move or resize: the snap index holds the container and the other boxes, built once per
 * gesture (never per pointer move).
 * @example const gesture = startBoxGesture({ start, handle: 'se', container: scene, others, isGridEnabled: true });
 */
export function startBoxGesture(input: BoxGestureInput): BoxGesture {
  return {
    handle: input.handle,
    start: input.start,
    index: createSnapIndex({ scene: input.container, others: input.others, isGridEnabled: input.isGridEnabled }),
    result: createSnapResult(),
  };
}

/** Moves the edges a handle drags by a snap nudge (the other edges stay where they are). */
function moveHandleEdges(rect: Rect, handle: ResizeHandle, dx: number, dy: number): Rect {
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
 * The gesture's box for a total pointer movement in screen pixels (spec §5): the start box moved, or
 * resized from its handle (Shift or the keep-ratio toggle keeps the ratio), snapped within 4 screen pixels
 * to the other boxes, the container and the grid — not while Ctrl (or Cmd) is held, nor for a ratio-locked
 * resize, which snapping would break — then optionally rounded, and kept inside the bounds when there are any.
 * Computed from the start box every time, so a long drag cannot drift.
 * @example gestureBox(gesture, { x: 40, y: 10 }, { zoom: 0.5, isSnapEnabled: true, keepRatio: false, bounds: scene })
 */
export function gestureBox(
  gesture: BoxGesture,
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
    next = moveHandleEdges(resized, handle, snap.dx, snap.dy);
  }
  if (settings.isRounded) next = roundRect(next);
  return bounds ? clampRect(next, bounds) : next;
}

/** The guide lines the gesture's latest answer drew (copies: the answer object is reused by the next move). */
export function gestureGuides(gesture: BoxGesture): Guide[] {
  const { guides, guideCount } = gesture.result;
  return guides.slice(0, guideCount).map((guide) => ({ ...guide }));
}

/** Whether a gesture ended somewhere else than it started (an unchanged box commits nothing). */
export function isBoxChanged(start: Rect, end: Rect): boolean {
  return start.left !== end.left || start.top !== end.top || start.width !== end.width || start.height !== end.height;
}
