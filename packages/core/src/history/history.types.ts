/** The id of a record the history tracks (a section id, a layer id...). */
export type RecordId = number | string;

/** One record's change inside an entry: its changed fields before and after; null = the record did not exist. */
export type HistoryDiff<T> = readonly [from: Partial<T> | null, to: Partial<T> | null];

/** One undo step: the changed fields of every record it touched, by record id. */
export type HistoryEntry<T> = ReadonlyMap<RecordId, HistoryDiff<T>>;

/** A record before and after an edit, as the editor passes it to `record` (null = absent). */
export interface HistoryChange<T> {
  id: RecordId;
  from: T | null;
  to: T | null;
}

/** What to write back to one record on undo, redo or bail: merge `value`, or remove the record when null. */
export interface HistoryPatch<T> {
  id: RecordId;
  /** Fields to merge; a whole record when the record must be created again; null to remove it. */
  value: Partial<T> | null;
}

/** A source of the current time in milliseconds, injected so tests need no real timers. */
export interface HistoryClock {
  now(): number;
}

/** Options of `createHistory`. */
export interface HistoryOptions {
  /** Edits closer together than this (outside gestures) become one entry; `HISTORY_DEBOUNCE_MS` by default. */
  debounceMs?: number;
  /** Most entries kept; the oldest are dropped; `HISTORY_LIMIT` by default. */
  limit?: number;
  clock?: HistoryClock;
}

/** An undo/redo history of record diffs (see `createHistory`). */
export interface History<T> {
  /** Records an edit: merged into the open gesture, or into the last entry within the debounce, or a new entry. */
  record(changes: Iterable<HistoryChange<T>>): void;
  /** Starts a gesture: everything recorded until the matching `end` is one entry. Gestures nest. */
  begin(): void;
  /** Ends a gesture and stores its entry (when it changed anything). */
  end(): void;
  /** Remembers the current state so `bail` can return to it. */
  mark(): void;
  /** Cancels back to the mark: returns the patches that restore it and forgets the entries since. */
  bail(): HistoryPatch<T>[];
  /** Steps back one entry; returns the patches to apply (none when there is nothing to undo). */
  undo(): HistoryPatch<T>[];
  /** Steps forward one entry; returns the patches to apply (none when there is nothing to redo). */
  redo(): HistoryPatch<T>[];
  canUndo(): boolean;
  canRedo(): boolean;
  /** Forgets every entry and the mark. */
  clear(): void;
  /** The stored entries, oldest first (undone entries included until the next edit). */
  entries(): readonly HistoryEntry<T>[];
}
