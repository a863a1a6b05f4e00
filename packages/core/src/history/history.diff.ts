import type { HistoryChange, HistoryDiff, HistoryEntry, HistoryPatch, RecordId } from './history.types';

/** The fields that differ between two versions of a record, or null when nothing differs. */
export function diffRecord<T extends object>(from: T | null, to: T | null): HistoryDiff<T> | null {
  if (from === to) return null;
  if (from === null || to === null) return [from, to];
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  let isChanged = false;
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)]) as Set<keyof T>) {
    if (Object.is(from[key], to[key])) continue;
    before[key] = from[key];
    after[key] = to[key];
    isChanged = true;
  }
  return isChanged ? [before, after] : null;
}

/**
 * Folds a change into an entry: the record's state before the entry is rebuilt from the current
 * record plus the entry's `from` fields, then diffed against the new state, so a field changed and
 * changed back drops out and a record created then deleted leaves no trace.
 */
export function mergeChange<T extends object>(entry: Map<RecordId, HistoryDiff<T>>, change: HistoryChange<T>): void {
  const previous = entry.get(change.id);
  let original: T | Partial<T> | null = change.from;
  if (previous) {
    const [from, to] = previous;
    original = from === null ? null : to === null || change.from === null ? from : { ...change.from, ...from };
  }
  const next = diffRecord<T>(original as T | null, change.to);
  if (next) entry.set(change.id, next);
  else entry.delete(change.id);
}

/** The patches that take an entry's records to one side: `from` to undo, `to` to redo. */
export function entryPatches<T>(entry: HistoryEntry<T>, side: 'from' | 'to'): HistoryPatch<T>[] {
  return Array.from(entry, ([id, [from, to]]) => ({ id, value: side === 'from' ? from : to }));
}

/**
 * Applies patches in order to a list of records: merges fields, removes on null, and appends a
 * record that no longer exists (it was deleted, so undo brings it back at the end).
 */
export function applyPatches<T extends { id: RecordId }>(
  records: readonly T[],
  patches: readonly HistoryPatch<T>[],
): T[] {
  const next = [...records];
  for (const patch of patches) {
    const i = next.findIndex((record) => record.id === patch.id);
    if (patch.value === null) {
      if (i >= 0) next.splice(i, 1);
    } else if (i >= 0) {
      next[i] = { ...(next[i] as T), ...patch.value };
    } else {
      next.push(patch.value as T);
    }
  }
  return next;
}

/** The size of an entry in bytes, as UTF-8 JSON (how the bench weighs one undo step). */
export function entryBytes<T>(entry: HistoryEntry<T>): number {
  const text = JSON.stringify(Array.from(entry));
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}
