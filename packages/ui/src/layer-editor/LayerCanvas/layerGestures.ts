import { arrowNudge, type Id, type ResizeHandle } from '@screenplay/core';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useDrag } from '@use-gesture/react';
import { useRef } from 'react';

/** The step an arrow key asks for, in canvas pixels (as sections move in the scene editor), or null for any other key. */
export const arrowStep = arrowNudge;

/**
 * Resizes a layer from a handle by a step in canvas pixels, as one gesture (one history entry), without snapping:
 * the keyboard's way to the resize handles.
 */
export function resizeByStep(
  editor: LayerEditorStore,
  id: Id,
  handle: ResizeHandle,
  step: { dx: number; dy: number },
): void {
  const zoom = editor.$zoom.peek();
  editor.beginGesture(id, handle);
  editor.moveGesture({ x: step.dx * zoom, y: step.dy * zoom }, { ctrlKey: true });
  editor.endGesture();
}

type DragState = Parameters<Parameters<typeof useDrag>[0]>[0];

/**
 * Pointer drag of a layer (handle null) or of one of its resize handles through the store's gesture API:
 * `beginGesture` once the pointer moves, `moveGesture` with the pointer's travel since the press (screen pixels;
 * the store divides by the zoom, snaps, keeps the layer inside) and `endGesture` on release. A press without
 * movement only selects. Nothing moves while an image is being cropped.
 */
export function useLayerDrag(editor: LayerEditorStore, id: Id, handle: ResizeHandle | null) {
  const isActive = useRef(false);
  return useDrag(
    (state: DragState) => {
      if (state.first || state.tap) editor.select(id);
      const x = state.xy[0] - state.initial[0];
      const y = state.xy[1] - state.initial[1];
      const isMoving = !state.tap && (x !== 0 || y !== 0);
      if (!isActive.current && isMoving && editor.$cropId.peek() === null) {
        editor.beginGesture(id, handle);
        isActive.current = true;
      }
      if (isActive.current && !state.tap) editor.moveGesture({ x, y }, state);
      if (state.last && isActive.current) {
        isActive.current = false;
        editor.endGesture();
      }
    },
    { filterTaps: true, pointer: { keys: false } },
  );
}
