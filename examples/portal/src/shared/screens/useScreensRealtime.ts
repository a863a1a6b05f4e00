import { maySeeScheduling, type SessionUser } from '@screenplay/core';
import type { ScreenDto, ScreenSyncDto, ContentVersionLabel } from '@screenplay/core/screens';
import { effect } from '@preact/signals-core';
import { useValue } from '@screenplay/hooks';
import type { ScreensStore } from '@screenplay/hooks/screens';
import { useEffect } from 'react';
import { usePortal } from '../../app/PortalContext';
import { createPortalRealtimeClient } from '../../app/realtimeClient';

/**
 * The `customer:{id}:screens` channel of the customer the user acts for (spec §4: currentCustomerId, else
 * customerId); null when the user may not join it: its screens name their scenes, which a Hidden scheduling scenes
 * grant hides (issue 22; the server refuses the attach), so such a user's list stays as loaded.
 */
export function screensListChannel(
  user: Pick<SessionUser, 'customerId' | 'currentCustomerId' | 'groupPermissions'>,
): string | null {
  const customerId = user.currentCustomerId ?? user.customerId;
  if (customerId === null || !maySeeScheduling(user.groupPermissions)) return null;
  return `customer:${customerId}:screens`;
}

/**
 * Keeps a screens store live: joins the acting customer's `customer:{id}:screens` channel and applies its
 * messages (a new or changed screen, a removed one, a status with its syncs) without a reload; after the connection
 * was lost and comes back, the list is fetched again (what was sent meanwhile did not arrive).
 */
export function useScreensRealtime(store: ScreensStore): void {
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const channel = user ? screensListChannel(user) : null;
  const userId = user?.id ?? null;
  useEffect(() => {
    if (channel === null || userId === null) return;
    const client = createPortalRealtimeClient(api, `user:${userId}:${crypto.randomUUID().slice(0, 8)}`);
    const stops = [
      client.subscribe<ScreenDto>(channel, 'screen', (message) => store.apply({ name: 'screen', data: message.data })),
      client.subscribe<{ id: number }>(channel, 'removed', (message) =>
        store.apply({ name: 'removed', data: message.data }),
      ),
      client.subscribe<{
        id: number;
        aliveAt: string | null;
        contentVersion: ContentVersionLabel;
        syncs: ScreenSyncDto[];
      }>(channel, 'status', (message) => store.apply({ name: 'status', data: message.data })),
    ];
    // Messages sent while the connection was down are lost: after a reconnect, list again.
    let wasDown = false;
    const stopWatch = effect(() => {
      const state = client.$state.value;
      if (state === 'disconnected' || state === 'suspended') wasDown = true;
      else if (state === 'connected' && wasDown) {
        wasDown = false;
        void store.load();
      }
    });
    return () => {
      stopWatch();
      for (const stop of stops) stop();
      client.close();
    };
  }, [api, store, channel, userId]);
}
