import { batch, signal } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { createHistory } from '@screenplay/core';
import type { Id, Layer } from '@screenplay/core';
import { applyLayerPatches, layerChanges } from './layerHistory';
import type { LayerRecord } from './layerHistory';

/** How an edit enters the history: not at all, merged with edits within 200 ms (typing), or as an entry of its own. */
export type RecordMode = 'none' | 'merge' | 'discrete';

/** What the layer edits need from the store. */
export interface LayerEditsDeps {
  $layers: ReadonlySignal<readonly Layer[]>;
  /** Writes the new layer list into the document. */
  write(layers: Layer[]): void;
  $selectedId: Signal<Id | null>;
  /** The history's clock in ms (its 200 ms debounce); `Date.now` by default. */
  now?: () => number;
}

/**
 * The history of one layer editor (core's `createHistory` over `LayerRecord`s): every change of the layer list
 * is recorded as the changed fields of the changed layers; a gesture is one entry; `mark`/`bail` cancel a crop
 * back to the state before it. Every id ever used stays known, so a new temporary id never reuses one the
 * history still refers to.
 */
export function createLayerEdits(deps: LayerEditsDeps) {
  const { $layers, $selectedId } = deps;
  const history = createHistory<LayerRecord>(deps.now ? { clock: { now: deps.now } } : {});
  const $canUndo = signal(false);
  const $canRedo = signal(false);
  const knownIds = new Set<Id>();
  let gestureDepth = 0;

  function syncHistory(): void {
    $canUndo.value = history.canUndo();
    $canRedo.value = history.canRedo();
  }

  /** Replaces the layer list, recording the change; the selection moves to `selectedId` when given. */
  function commit(next: Layer[], mode: RecordMode, selectedId?: Id | null): void {
    const before = $layers.peek();
    const changes = mode === 'none' ? [] : layerChanges(before, next);
    if (mode !== 'none' && changes.length === 0 && selectedId === undefined) return;
    for (const layer of next) knownIds.add(layer.id);
    batch(() => {
      deps.write(next);
      if (selectedId !== undefined) $selectedId.value = selectedId;
      else if ($selectedId.peek() !== null && !next.some((layer) => layer.id === $selectedId.peek()))
        $selectedId.value = null;
      if (changes.length > 0) {
        const isDiscrete = mode === 'discrete' && gestureDepth === 0;
        if (isDiscrete) history.begin();
        history.record(changes);
        if (isDiscrete) history.end();
      }
      syncHistory();
    });
  }

  function applyHistory(patches: ReturnType<typeof history.undo>): boolean {
    if (patches.length === 0) return false;
    commit(applyLayerPatches($layers.peek(), patches), 'none');
    return true;
  }

  return {
    $canUndo: $canUndo as ReadonlySignal<boolean>,
    $canRedo: $canRedo as ReadonlySignal<boolean>,
    commit,

    /** Replaces one layer through `change` and commits the list (nothing happens when the layer is unchanged). */
    update(id: Id, change: (layer: Layer) => Layer, mode: RecordMode): void {
      const layers = $layers.peek();
      const index = layers.findIndex((layer) => layer.id === id);
      const layer = layers[index];
      if (!layer) return;
      const next = change(layer);
      if (next !== layer)
        commit(
          layers.map((other, i) => (i === index ? next : other)),
          mode,
        );
    },

    /** Every id the editor has seen (current layers, and deleted ones the history may bring back). */
    knownIds(): Iterable<Id> {
      return [...knownIds, ...$layers.peek().map((layer) => layer.id)];
    },

    /** Starts a gesture: everything committed until `endGesture` is one history entry. */
    beginGesture(): void {
      gestureDepth++;
      history.begin();
    },

    endGesture(): void {
      if (gestureDepth === 0) return;
      gestureDepth--;
      history.end();
      syncHistory();
    },

    /** Steps back one entry; false when there was nothing to undo. */
    undo(): boolean {
      const isDone = applyHistory(history.undo());
      syncHistory();
      return isDone;
    },

    redo(): boolean {
      const isDone = applyHistory(history.redo());
      syncHistory();
      return isDone;
    },

    /** Remembers the current state (a crop starts). */
    mark(): void {
      history.mark();
      syncHistory();
    },

    /** Restores the marked state and forgets the entries since (a crop is cancelled). */
    bail(): boolean {
      const isDone = applyHistory(history.bail());
      syncHistory();
      return isDone;
    },

    /** Forgets history, ids and gestures (a document was opened). */
    clear(layers: readonly Layer[]): void {
      while (gestureDepth > 0) {
        gestureDepth--;
        history.end();
      }
      history.clear();
      knownIds.clear();
      for (const layer of layers) knownIds.add(layer.id);
      syncHistory();
    },
  };
}

/** The history-backed edits of a layer editor store. */
export type LayerEdits = ReturnType<typeof createLayerEdits>;
