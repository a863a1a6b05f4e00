import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import {
  SCREEN_ONLINE_MS,
  SCREEN_PENDING_MS,
  SYNC_STATES,
  isSyncState,
  msUntilStatusChange,
  screenStatus,
  syncMessageKey,
} from './screens.status';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('screen status from the last-alive time (spec: ONLINE under 60 s, PENDING under 5 min)', () => {
  it('uses the spec numbers', () => {
    expect(SCREEN_ONLINE_MS).toBe(60_000);
    expect(SCREEN_PENDING_MS).toBe(300_000);
  });

  it('is ONLINE at 59.999 s and PENDING at 60 s', () => {
    expect(screenStatus(ago(59_999), now)).toBe('ONLINE');
    expect(screenStatus(ago(60_000), now)).toBe('PENDING');
  });

  it('is PENDING at 4:59.999 and OFFLINE at 5:00', () => {
    expect(screenStatus(ago(4 * 60_000 + 59_999), now)).toBe('PENDING');
    expect(screenStatus(ago(5 * 60_000), now)).toBe('OFFLINE');
  });

  it('is OFFLINE when never seen alive or the time is unreadable, ONLINE when just seen or ahead', () => {
    expect(screenStatus(null, now)).toBe('OFFLINE');
    expect(screenStatus('not a date', now)).toBe('OFFLINE');
    expect(screenStatus(now.toISOString(), now)).toBe('ONLINE');
    expect(screenStatus(new Date(now.getTime() + 5_000), now)).toBe('ONLINE');
  });

  it('says when the badge turns next', () => {
    expect(msUntilStatusChange(ago(10_000), now)).toBe(50_000);
    expect(msUntilStatusChange(ago(60_000), now)).toBe(240_000);
    expect(msUntilStatusChange(ago(300_000), now)).toBeNull();
    expect(msUntilStatusChange(null, now)).toBeNull();
  });
});

describe('sync status labels (spec accounts §4)', () => {
  it.each([
    ['Pushed', 'To be published'],
    ['Collecting', 'To be published'],
    ['New', 'To be published'],
    ['Pushing', 'Content Loading'],
    ['NotSync', 'Not Synced'],
    ['InLive', 'Live'],
    ['Archived', 'Error'],
    ['PublishedArchived', 'Error'],
  ] as const)('%s shows %s', (state, text) => {
    expect(EN_MESSAGES[syncMessageKey(state)]).toBe(text);
  });

  it('knows every state and nothing else', () => {
    expect(SYNC_STATES.every(isSyncState)).toBe(true);
    expect(isSyncState('Live')).toBe(false);
    expect(isSyncState(3)).toBe(false);
  });
});
