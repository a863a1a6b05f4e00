import {
  gestureBox,
  gestureGuides,
  isBoxChanged,
  startBoxGesture,
  type BoxGesture,
  type Guide,
  type Rect,
  type ResizeHandle,
} from '@screenplay/core';
import { effect, signal, type Signal } from '@preact/signals-core';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { rectOf } from './sceneCanvas.types';
import { fitScale3d, tiltedMovement3d } from './stage3d';
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
  box: BoxGesture;
  current: Rect;
  /** Screen pixels per scene pixel of the stage as drawn: the zoom, or in 3D the zoom times the fitted 3D scale. */
  scale: number;
  is3d: boolean;
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

  const begin = (ctx: GestureContext, handle: ResizeHandle | null): ActiveGesture | null => {
    const section = ctx.props.sections.find((candidate) => candidate.id === sectionId);
    if (!section) return null;
    const start = rectOf(section);
    const box = startBoxGesture({
      start,
      handle,
      container: ctx.props.scene,
      others: ctx.othersOf(sectionId),
      isGridEnabled: ctx.props.isGridVisible ?? true,
    });
    // The 3D stage is drawn at the fitted scale (stageTransform3d), not at the zoom: measured once per gesture.
    const is3d = ctx.props.is3d ?? false;
    const scale = is3d ? ctx.props.zoom * fitScale3d(ctx.props.scene, ctx.props.sections.length) : ctx.props.zoom;
    return { box, current: start, scale, is3d };
  };

  const finish = (ctx: GestureContext, gesture: ActiveGesture) => {
    active.current = null;
    live.value = null;
    ctx.guides.value = [];
    const { box, current } = gesture;
    // Back to the committed box: the store's answer re-renders this section if it accepts the change.
    if (element.current) writeRect(element.current, box.start);
    if (isBoxChanged(box.start, current)) ctx.props.onGeometryChange(sectionId, current);
  };

  const step = (state: GestureState, handle: ResizeHandle | null) => {
    const ctx = context.current;
    if (!ctx || ctx.props.isLocked) return;
    if (state.first || !active.current) active.current = begin(ctx, handle);
    const gesture = active.current;
    if (!gesture) return;
    const { props } = ctx;
    const [x, y] = gesture.is3d ? tiltedMovement3d(state.movement[0], state.movement[1]) : state.movement;
    const next = gestureBox(
      gesture.box,
      { x, y },
      {
        zoom: gesture.scale,
        isSnapEnabled: props.isSnapEnabled ?? true,
        keepRatio: props.keepRatio ?? false,
        bounds: props.allowOverflow ? null : props.scene,
      },
      state,
    );
    gesture.current = next;
    live.value = next;
    ctx.guides.value = gestureGuides(gesture.box);
    if (state.last) finish(ctx, gesture);
  };

  return { step };
}
