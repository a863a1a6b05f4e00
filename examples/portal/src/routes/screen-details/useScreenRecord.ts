import { msUntilStatusChange, screenStatus } from '@screenplay/core/screens';
import type { ScreenDto, ScreensListMessage } from '@screenplay/core/screens';
import { FOLDERS_API } from '@screenplay/core/contract';
import { useLoader, useValue } from '@screenplay/hooks';
import { useCallback, useEffect, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { createPortalRealtimeClient } from '../../app/realtimeClient';
import { useIsGranted } from '../../app/useMayOpen';
import { canChangeScreens } from '../../shared/screens/screenAccess';
import { screensListChannel } from '../../shared/screens/useScreensRealtime';

/** Where the screen of a details page stands. */
export type ScreenRecordState = 'loading' | 'ready' | 'missing' | 'removed' | 'failed';

/** A screen's record with what changes it: the answer of a save, or the customer's realtime channel. */
export interface ScreenRecord {
  state: ScreenRecordState;
  /** The screen with its status recomputed now (it turns at the spec's 60 s / 5 min edges without a reload). */
  screen: ScreenDto | null;
  /** Takes a screen a save answered. */
  replace: (screen: ScreenDto) => void;
  reload: () => void;
  /**
   * Counts what may have changed the screen's schedules (a `screen` message for it, a save's answer), so
   * the week view fetches again; status messages (heartbeats) leave it.
   */
  revision: number;
  /** Whether the user may change the screen (every folder it sits in is one they may manage); false until known. */
  canChange: boolean;
}

/** Applies one `customer:{id}:screens` message to the page's screen (null once it is removed). */
export function applyScreensMessage(screen: ScreenDto, message: ScreensListMessage): ScreenDto | null {
  if (message.name === 'removed') return message.data.id === screen.id ? null : screen;
  if (message.data.id !== screen.id) return screen;
  if (message.name === 'screen') return message.data;
  const { aliveAt, contentVersion, syncs } = message.data;
  return { ...screen, aliveAt, contentVersion, syncs };
}

const MESSAGE_NAMES: readonly ScreensListMessage['name'][] = ['screen', 'removed', 'status'];

/**
 * Loads one screen (from `GET folders/screens`, the call that answers every field of spec §3) and keeps it
 * live: `customer:{id}:screens` replaces it, updates its status and syncs, or marks it removed; the status
 * badge turns on time (core's `msUntilStatusChange`), not on a polling tick.
 */
export function useScreenRecord(screenId: number): ScreenRecord {
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const [screen, setScreen] = useState<ScreenDto | null>(null);
  const [isRemoved, setRemoved] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [revision, setRevision] = useState(0);

  const [canChange, setCanChange] = useState(false);
  // Changing a screen needs the manageScreens grant at Full Access (issue 13), then its folders' permissions.
  const mayManage = useIsGranted('manageScreens', 'write');

  const loaded = useLoader(
    async () => {
      const listing = (await api.call(FOLDERS_API.screens)).data;
      const found = listing.screens.find((one) => one.id === screenId) ?? null;
      return { screen: found, canChange: found !== null && mayManage && canChangeScreens(listing, [found]) };
    },
    [api, screenId, mayManage],
    {
      onData: ({ screen: found, canChange: allowed }) => {
        setScreen(found);
        setCanChange(allowed);
        setRemoved(false);
        setNow(Date.now());
      },
    },
  );

  const channel = user ? screensListChannel(user) : null;
  useEffect(() => {
    if (channel === null || !Number.isFinite(screenId)) return;
    const client = createPortalRealtimeClient(
      api,
      `user:${user?.id ?? 0}:screen-${screenId}-${crypto.randomUUID().slice(0, 8)}`,
    );
    const stops = MESSAGE_NAMES.map((name) =>
      client.subscribe<ScreensListMessage['data']>(channel, name, (message) => {
        const event = { name, data: message.data } as ScreensListMessage;
        setNow(Date.now());
        if (event.name === 'removed' && event.data.id === screenId) setRemoved(true);
        else if (event.name === 'screen' && event.data.id === screenId) setRevision((count) => count + 1);
        if (event.name !== 'removed')
          setScreen((current) => (current ? (applyScreensMessage(current, event) ?? current) : current));
      }),
    );
    return () => {
      for (const stop of stops) stop();
      client.close();
    };
  }, [api, channel, screenId, user?.id]);

  const aliveAt = screen?.aliveAt ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each turn of the badge (`now`) arms the timer for the next one
  useEffect(() => {
    const alive = aliveAt === null ? null : new Date(aliveAt);
    // From the clock now, not from `now` (the last render's time): the badge turns exactly at the edge.
    const due = alive && !Number.isNaN(alive.getTime()) ? msUntilStatusChange(alive, new Date(Date.now())) : null;
    if (due === null) return;
    const timer = setTimeout(() => setNow(Date.now()), due);
    return () => clearTimeout(timer);
  }, [aliveAt, now]);

  const replace = useCallback((next: ScreenDto) => {
    setScreen(next);
    setNow(Date.now());
    setRevision((count) => count + 1);
  }, []);

  const state: ScreenRecordState = isRemoved
    ? 'removed'
    : loaded.status === 'error'
      ? 'failed'
      : loaded.status === 'loading' && !screen
        ? 'loading'
        : screen
          ? 'ready'
          : 'missing';
  const shown = screen ? { ...screen, status: screenStatus(screen.aliveAt, new Date(now)) } : null;
  return { state, screen: shown, replace, reload: loaded.reload, revision, canChange };
}
