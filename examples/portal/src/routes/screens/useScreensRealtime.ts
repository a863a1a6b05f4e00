import type { ScreenDto, ScreenSyncDto, ContentVersionLabel } from '@screenplay/core/screens';
import { useValue } from '@screenplay/hooks';
import type { ScreensStore } from '@screenplay/hooks/screens';
import { useEffect } from 'react';
import { usePortal } from '../../app/PortalContext';
import { createPortalRealtimeClient } from '../../app/realtimeClient';

/** The `customer:{id}:screens` channel of the customer the user acts for (spec §4: currentCustomerId, else customerId). */
export function screensListChannel(user: {
  customerId: number | null;
  currentCustomerId: number | null;
}): string | null {
  const customerId = user.currentCustomerId ?? user.customerId;
  return customerId === null ? null : `customer:${customerId}:screens`;
}

/**
 * Keeps a screens store live: joins the acting customer's `customer:{id}:screens` channel and applies its
 * messages (a new or changed screen, a removed one, a status with its syncs) without a reload.
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
    return () => {
      for (const stop of stops) stop();
      client.close();
    };
  }, [api, store, channel, userId]);
}
