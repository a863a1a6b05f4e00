import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Id, Layer, Rect } from '@screenplay/core';
import type { LayerEditorStore } from '@screenplay/hooks/layers';

/** How a layer on the canvas is being edited. */
export type CanvasLayerMode = 'idle' | 'selected' | 'editing' | 'cropping';

/** The signals one layer of the canvas reads: each changes only when that layer does. */
export interface CanvasLayerSignals {
  /** The layer, or null once it is gone. */
  $layer: ReadonlySignal<Layer | null>;
  /**
   * The layer moved to 0, 0 (drawn inside its frame): the same object while only its position changes, so a
   * drag writes the frame's position to the DOM and renders nothing.
   */
  $body: ReadonlySignal<Layer | null>;
  $mode: ReadonlySignal<CanvasLayerMode>;
}

const POSITION_KEYS = new Set(['left', 'top']);

function sameFields(a: object, b: object, ignored?: Set<string>): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (!ignored?.has(key) && x[key] !== y[key]) return false;
  return true;
}

/** Whether two versions of a layer differ at most in their position (the store replaces only what changed). */
export function differsOnlyInPosition(a: Layer, b: Layer): boolean {
  if (a === b) return true;
  return sameFields(a, b, new Set(['content'])) && sameFields(a.content, b.content, POSITION_KEYS);
}

/** A layer's box in canvas pixels. */
export function boxOf(layer: Pick<Layer, 'content'>): Rect {
  const { left, top, width, height } = layer.content;
  return { left, top, width, height };
}

/** The visible layers' ids, bottom first: the same array while they stay the same (a drag keeps it). */
export function visibleIdsSignal(editor: LayerEditorStore): ReadonlySignal<readonly Id[]> {
  let last: readonly Id[] = [];
  return computed(() => {
    const ids = editor.$layers.value.filter((layer) => !layer.invisible).map((layer) => layer.id);
    const isSame = ids.length === last.length && ids.every((id, index) => id === last[index]);
    if (!isSame) last = ids;
    return last;
  });
}

/** The layers by id, built once per change of the list (each layer's signals look theirs up). */
export function layersByIdSignal(editor: LayerEditorStore): ReadonlySignal<ReadonlyMap<Id, Layer>> {
  return computed(() => new Map(editor.$layers.value.map((layer) => [layer.id, layer])));
}

/** The signals of one layer of the canvas. */
export function canvasLayerSignals(
  editor: LayerEditorStore,
  $byId: ReadonlySignal<ReadonlyMap<Id, Layer>>,
  id: Id,
): CanvasLayerSignals {
  const $layer = computed(() => $byId.value.get(id) ?? null);
  let source: Layer | null = null;
  let body: Layer | null = null;
  const $body = computed(() => {
    const layer = $layer.value;
    if (!layer) {
      source = null;
      body = null;
      return null;
    }
    if (!source || !differsOnlyInPosition(source, layer))
      body = { ...layer, content: { ...layer.content, left: 0, top: 0 } };
    source = layer;
    return body;
  });
  const $mode = computed<CanvasLayerMode>(() => {
    if (editor.$textEditId.value === id) return 'editing';
    if (editor.$cropId.value === id) return 'cropping';
    return editor.$selectedId.value === id ? 'selected' : 'idle';
  });
  return { $layer, $body, $mode };
}
