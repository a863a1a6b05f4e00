export type {
  History,
  HistoryChange,
  HistoryClock,
  HistoryDiff,
  HistoryEntry,
  HistoryOptions,
  HistoryPatch,
  RecordId,
} from './history.types';
export { HISTORY_DEBOUNCE_MS, HISTORY_LIMIT, createHistory } from './history';
export { applyPatches, diffRecord, entryBytes, entryPatches } from './history.diff';
