import type { HistoryChange, HistoryPatch, Id, Layer } from '@screenplay/core';

/**
 * A layer as the history records it: the layer plus its position in the list, so undoing a delete puts the
 * layer back where it was and z-order changes are undoable like any other field.
 */
export type LayerRecord = Layer & { index: number };

function recordsById(layers: readonly Layer[]): Map<Id, LayerRecord> {
  return new Map(layers.map((layer, index) => [layer.id, { ...layer, index }]));
}

/** The history changes between two versions of a layer list: every layer added, removed, changed or moved. */
export function layerChanges(before: readonly Layer[], after: readonly Layer[]): HistoryChange<LayerRecord>[] {
  const from = recordsById(before);
  const to = recordsById(after);
  const changes: HistoryChange<LayerRecord>[] = [];
  for (const id of new Set([...from.keys(), ...to.keys()])) {
    const a = from.get(id) ?? null;
    const b = to.get(id) ?? null;
    const isSame = a !== null && b !== null && a.index === b.index && before[a.index] === after[b.index];
    if (!isSame) changes.push({ id, from: a, to: b });
  }
  return changes;
}

/**
 * The layer list after history patches (undo, redo or bail): fields merged, layers removed on null and
 * created again from a whole record, then ordered by their recorded positions.
 */
export function applyLayerPatches(layers: readonly Layer[], patches: readonly HistoryPatch<LayerRecord>[]): Layer[] {
  const records = recordsById(layers);
  for (const { id, value } of patches) {
    const key = Number(id);
    const current = records.get(key);
    if (value === null) records.delete(key);
    else if (current) records.set(key, { ...current, ...value });
    else records.set(key, value as LayerRecord); // a creation patch carries the whole record
  }
  return [...records.values()].sort((a, b) => a.index - b.index).map(({ index: _index, ...layer }) => layer);
}
