import type { ScreenStatus, SyncLabel, SyncState } from './screens.types';

/** A screen seen alive less than this long ago is ONLINE. */
export const SCREEN_ONLINE_MS = 60_000; // spec accounts §4/§9: ONLINE if under 60 s ago

/** A screen seen alive less than this long ago (and not ONLINE) is PENDING; older is OFFLINE. */
export const SCREEN_PENDING_MS = 5 * 60_000; // spec accounts §4/§9: PENDING if under 5 min

/**
 * The screen's status at `now` from its last-alive time: ONLINE under 60 s, PENDING under 5 min, else
 * OFFLINE. A screen never seen alive, or one whose clock claims a future time, is judged by the same
 * difference (a future `aliveAt` counts as just seen).
 * @example screenStatus(new Date(now - 59_999), new Date(now)) // 'ONLINE'
 */
export function screenStatus(aliveAt: Date | string | null | undefined, now: Date): ScreenStatus {
  if (aliveAt == null) return 'OFFLINE';
  const alive = typeof aliveAt === 'string' ? Date.parse(aliveAt) : aliveAt.getTime();
  if (Number.isNaN(alive)) return 'OFFLINE';
  const age = now.getTime() - alive;
  if (age < SCREEN_ONLINE_MS) return 'ONLINE';
  if (age < SCREEN_PENDING_MS) return 'PENDING';
  return 'OFFLINE';
}

/**
 * Milliseconds until the status computed at `now` changes next (null once OFFLINE), so a list can
 * re-render exactly when a screen's badge turns, not on a polling tick.
 */
export function msUntilStatusChange(aliveAt: Date | null, now: Date): number | null {
  if (!aliveAt) return null;
  const age = now.getTime() - aliveAt.getTime();
  if (age < SCREEN_ONLINE_MS) return SCREEN_ONLINE_MS - Math.max(0, age);
  if (age < SCREEN_PENDING_MS) return SCREEN_PENDING_MS - age;
  return null;
}

const SYNC_LABELS: Record<SyncState, SyncLabel> = {
  Pushed: 'ToBePublished',
  Collecting: 'ToBePublished',
  New: 'ToBePublished',
  Pushing: 'ContentLoading',
  NotSync: 'NotSynced',
  InLive: 'Live',
  Archived: 'Error',
  PublishedArchived: 'Error',
};

/**
 * What the portal shows for a sync state (spec accounts §4): Pushed, Collecting and New become To be
 * published; Pushing, Content Loading; NotSync, Not Synced; InLive stays Live; Archived and
 * PublishedArchived become Error. The answer is the message key, `screens.sync<Label>`.
 */
export function syncMessageKey(state: SyncState): `screens.sync${SyncLabel}` {
  return `screens.sync${SYNC_LABELS[state]}`;
}

/** Every sync state, in the order a screen moves through them. */
export const SYNC_STATES: readonly SyncState[] = [
  'New',
  'Collecting',
  'Pushed',
  'Pushing',
  'InLive',
  'NotSync',
  'Archived',
  'PublishedArchived',
];

/** Whether a value is one of the spec's sync states. */
export function isSyncState(value: unknown): value is SyncState {
  return typeof value === 'string' && (SYNC_STATES as readonly string[]).includes(value);
}
