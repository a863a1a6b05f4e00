import { entryPatches, mergeChange } from './history.diff';
import type {
  History,
  HistoryChange,
  HistoryClock,
  HistoryDiff,
  HistoryEntry,
  HistoryOptions,
  HistoryPatch,
  RecordId,
} from './history.types';

/** Edits closer together than this become one history entry. */
export const HISTORY_DEBOUNCE_MS = 200; // spec: history debounce 200 ms

/** Most history entries kept (the spec shows no number; 100 is our choice). */
export const HISTORY_LIMIT = 100;

const SYSTEM_CLOCK: HistoryClock = { now: () => Date.now() };

/**
 * An undo/redo history that stores, per entry, only the changed fields of the changed records
 * (`[from, to]` by record id), never snapshots of the scene. Everything recorded between `begin()`
 * and `end()` is one entry (a drag is one undo step); other edits closer together than
 * `debounceMs` merge into one entry. `mark()`/`bail()` cancel back to a remembered state.
 * @example
 * const history = createHistory<Section>();
 * history.begin();
 * history.record([{ id: section.id, from: section, to: moved }]);
 * history.end();
 * sections = applyPatches(sections, history.undo());
 */
export function createHistory<T extends object>(options: HistoryOptions = {}): History<T> {
  const debounceMs = options.debounceMs ?? HISTORY_DEBOUNCE_MS;
  const limit = Math.max(1, options.limit ?? HISTORY_LIMIT);
  const clock = options.clock ?? SYSTEM_CLOCK;
  let entries: Map<RecordId, HistoryDiff<T>>[] = [];
  let index = 0; // entries before it are applied
  let gesture: Map<RecordId, HistoryDiff<T>> | null = null;
  let depth = 0;
  let markAt: number | null = null;
  let isOpen = false; // the last entry still takes debounced edits
  let lastAt = -Infinity;

  const push = (entry: Map<RecordId, HistoryDiff<T>>): void => {
    if (markAt !== null && markAt > index) markAt = null; // the marked state was undone and is now overwritten
    entries.length = index;
    entries.push(entry);
    index++;
    const dropped = entries.length - limit;
    if (dropped > 0) {
      entries.splice(0, dropped);
      index -= dropped;
      // The state at a dropped mark can no longer be rebuilt, so the mark is forgotten.
      markAt = markAt === null || markAt - dropped < 0 ? null : markAt - dropped;
    }
  };
  const commitGesture = (): void => {
    if (gesture === null) return;
    const entry = gesture;
    gesture = null;
    depth = 0;
    if (entry.size > 0) push(entry);
    isOpen = false;
  };
  const mergeAll = (entry: Map<RecordId, HistoryDiff<T>>, changes: Iterable<HistoryChange<T>>): void => {
    for (const change of changes) mergeChange(entry, change);
  };

  return {
    record(changes) {
      if (gesture !== null) {
        mergeAll(gesture, changes);
        return;
      }
      const now = clock.now();
      const last = entries[index - 1];
      if (isOpen && last && index === entries.length && now - lastAt < debounceMs) {
        mergeAll(last, changes);
        if (last.size === 0) {
          entries.pop();
          index--;
        }
      } else {
        const entry = new Map<RecordId, HistoryDiff<T>>();
        mergeAll(entry, changes);
        if (entry.size === 0) return;
        push(entry);
      }
      isOpen = true;
      lastAt = now;
    },
    begin() {
      if (depth++ === 0) gesture = new Map();
      isOpen = false;
    },
    end() {
      if (depth === 0) return;
      if (--depth === 0) commitGesture();
    },
    mark() {
      commitGesture();
      markAt = index;
      isOpen = false;
    },
    bail() {
      commitGesture();
      if (markAt === null) return [];
      const patches: HistoryPatch<T>[] = [];
      for (let i = index - 1; i >= markAt; i--) patches.push(...entryPatches(entries[i] as HistoryEntry<T>, 'from'));
      for (let i = index; i < markAt; i++) patches.push(...entryPatches(entries[i] as HistoryEntry<T>, 'to'));
      entries.length = markAt;
      index = markAt;
      markAt = null;
      isOpen = false;
      return patches;
    },
    undo() {
      commitGesture();
      if (index === 0) return [];
      isOpen = false;
      return entryPatches(entries[--index] as HistoryEntry<T>, 'from');
    },
    redo() {
      commitGesture();
      if (index >= entries.length) return [];
      isOpen = false;
      return entryPatches(entries[index++] as HistoryEntry<T>, 'to');
    },
    canUndo: () => index > 0 || (gesture !== null && gesture.size > 0),
    canRedo: () => index < entries.length,
    clear() {
      entries = [];
      index = 0;
      gesture = depth > 0 ? new Map() : null;
      markAt = null;
      isOpen = false;
    },
    entries: () => entries,
  };
}
