import {
  clampRect,
  createSnapIndex,
  createSnapResult,
  resizeFromHandle,
  snapThreshold,
  type Guide,
  type Rect,
  type ResizeHandle,
  type SnapIndex,
  type SnapResult,
} from '@screenplay/core';
import { effect, signal, type Signal } from '@preact/signals-core';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { rectOf } from './sceneCanvas.types';
import { writeRect } from './writeRect';
import type { SceneCanvasProps } from './sceneCanvas.types';

/** What a gesture needs from the canvas, read when the gesture starts (never per frame). */
export interface GestureContext {
  props: SceneCanvasProps;
  /** The other visible sections' boxes: the snap index is built from them once per gesture. */
  othersOf: (id: number) => Rect[];
  guides: Signal<readonly Guide[]>;
}

interface ActiveGesture {
  start: Rect;
  index: SnapIndex;
  result: SnapResult;
  current: Rect;
}

/** A pointer gesture's state as @use-gesture reports it (the fields this controller reads). */
export interface GestureState {
  first: boolean;
  last: boolean;
  movement: [number, number];
  ctrlKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

function applySnapToEdges(rect: Rect, handle: ResizeHandle, dx: number, dy: number): Rect {
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
 * Drives one section's drag and resize: the snap index is built once per gesture, every pointer
 * move writes the new box straight to the section's DOM node through a signal effect (no React
 * render of any section), and the result is committed once when the gesture ends.
 */
export function useSectionGesture(
  sectionId: number,
  element: RefObject<HTMLElement | null>,
  context: RefObject<GestureContext>,
) {
  const live = useMemo(() => signal<Rect | null>(null), []);
  const active = useRef<ActiveGesture | null>(null);

  useEffect(
    () =>
      effect(() => {
        const rect = live.value;
        if (rect && element.current) writeRect(element.current, rect);
      }),
    [live, element],
  );

  const begin = (ctx: GestureContext): ActiveGesture | null => {
    const section = ctx.props.sections.find((candidate) => candidate.id === sectionId);
    if (!section) return null;
    const start = rectOf(section);
    const index = createSnapIndex({
      scene: ctx.props.scene,
      others: ctx.othersOf(sectionId),
      isGridEnabled: ctx.props.isGridVisible ?? true,
    });
    return { start, index, result: createSnapResult(), current: start };
  };

  const finish = (ctx: GestureContext, gesture: ActiveGesture) => {
    active.current = null;
    live.value = null;
    ctx.guides.value = [];
    const { start, current } = gesture;
    // Back to the committed box: the store's answer re-renders this section if it accepts the change.
    if (element.current) writeRect(element.current, start);
    const isChanged =
      current.left !== start.left ||
      current.top !== start.top ||
      current.width !== start.width ||
      current.height !== start.height;
    if (isChanged) ctx.props.onGeometryChange(sectionId, current);
  };

  const step = (state: GestureState, handle: ResizeHandle | null) => {
    const ctx = context.current;
    if (!ctx || ctx.props.isLocked) return;
    if (state.first || !active.current) active.current = begin(ctx);
    const gesture = active.current;
    if (!gesture) return;
    const { props } = ctx;
    const zoom = props.zoom > 0 ? props.zoom : 1;
    const delta = { x: state.movement[0] / zoom, y: state.movement[1] / zoom };
    const query = {
      threshold: snapThreshold(zoom),
      out: gesture.result,
      // spec: snapping is disabled while Ctrl is held.
      isEnabled: (props.isSnapEnabled ?? true) && !state.ctrlKey && !state.metaKey,
    };
    const bounds = props.allowOverflow ? undefined : props.scene;
    let next: Rect;
    if (handle === null) {
      const moved = { ...gesture.start, left: gesture.start.left + delta.x, top: gesture.start.top + delta.y };
      const snap = gesture.index.snapMove(moved, query);
      const snapped = { ...moved, left: moved.left + snap.dx, top: moved.top + snap.dy };
      next = bounds ? clampRect(snapped, bounds) : snapped;
    } else {
      // spec: Shift keeps the ratio; a ratio-locked resize is not snapped, which would break the ratio.
      const keepRatio = (props.keepRatio ?? false) || state.shiftKey;
      const resized = resizeFromHandle(gesture.start, handle, delta, { keepRatio, bounds });
      if (keepRatio) {
        query.isEnabled = false;
      }
      const snap = gesture.index.snapResize(resized, handle, query);
      const snapped = applySnapToEdges(resized, handle, snap.dx, snap.dy);
      next = bounds ? clampRect(snapped, bounds) : snapped;
    }
    gesture.current = next;
    live.value = next;
    const { guides, guideCount } = gesture.result;
    ctx.guides.value = guideCount === 0 ? [] : guides.slice(0, guideCount).map((guide) => ({ ...guide }));
    if (state.last) finish(ctx, gesture);
  };

  return { step };
}
