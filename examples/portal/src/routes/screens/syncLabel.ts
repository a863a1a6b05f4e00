import { type SyncState, syncMessageKey } from '@screenplay/core/screens';
import type { TextFormatter } from '@screenplay/hooks';

/** The text of a sync state (spec accounts §4 through core's `syncMessageKey`). */
export function syncLabel(t: TextFormatter, state: SyncState): string {
  return t(syncMessageKey(state));
}
