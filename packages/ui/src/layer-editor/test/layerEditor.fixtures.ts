import { act, fireEvent } from '@testing-library/react';
import type { Id, Layer } from '@screenplay/core';
import { defaultLayer, type LayerBox, type LayerContentByType, type LayerType } from '@screenplay/core/widgets';
import { createLayerEditorStore, createMemoryLayerRepository, type LayerDocument } from '@screenplay/hooks/layers';

/** Test fixture: a layer of a type with its default content in a box (100 × 50 at 0, 0 unless given). */
export function layerFixture<T extends LayerType>(
  id: Id,
  itemType: T,
  box: Partial<LayerBox> = {},
  content: Partial<LayerContentByType[T]> = {},
): Layer {
  const layer = defaultLayer(itemType, { left: 0, top: 0, width: 100, height: 50, ...box }, id);
  return { ...layer, content: { ...layer.content, ...content } };
}

/** A scheduler whose timers run only when the test says so (the text edit mode's 150 ms debounce). */
export function manualScheduler() {
  const timers = new Map<number, () => void>();
  let next = 1;
  return {
    setTimeout(callback: () => void) {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number);
    },
    /** Runs every pending timer. */
    flush() {
      const pending = [...timers.values()];
      timers.clear();
      for (const callback of pending) callback();
    },
  };
}

/** Test fixture: a layer editor over a memory repository holding document 1 (1000 × 500) with the layers, opened. */
export function editorFixture(layers: Layer[], size: { width: number; height: number } = { width: 1000, height: 500 }) {
  const document: LayerDocument = { id: 1, ...size, layers };
  const repository = createMemoryLayerRepository([document]);
  const scheduler = manualScheduler();
  const editor = createLayerEditorStore({ repository, scheduler });
  editor.open(structuredClone(document));
  return { editor, repository, scheduler };
}

/** The layer with this id in the editor, or a failure. */
export function layerIn(editor: { $layers: { peek(): readonly Layer[] } }, id: Id): Layer {
  const layer = editor.$layers.peek().find((candidate) => candidate.id === id);
  if (!layer) throw new Error(`no layer ${id}`);
  return layer;
}

/** Presses a pointer on an element and moves it by (dx, dy) screen pixels in steps, then releases it. */
export function pointerDrag(
  element: Element,
  dx: number,
  dy: number,
  steps = 5,
  init: { ctrlKey?: boolean; shiftKey?: boolean } = {},
): void {
  const pointer = { pointerId: 1, button: 0, buttons: 1, isPrimary: true, pointerType: 'mouse', ...init };
  act(() => {
    fireEvent.pointerDown(element, { ...pointer, clientX: 100, clientY: 100 });
    for (let i = 1; i <= steps; i += 1)
      fireEvent.pointerMove(element, { ...pointer, clientX: 100 + (dx * i) / steps, clientY: 100 + (dy * i) / steps });
    fireEvent.pointerUp(element, { ...pointer, clientX: 100 + dx, clientY: 100 + dy, buttons: 0 });
  });
}
