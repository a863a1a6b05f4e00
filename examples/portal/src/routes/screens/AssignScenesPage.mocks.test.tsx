import type { ScreenSceneDto, ScreenSyncDto } from '@screenplay/core/screens';
import type { RealtimeClient, RealtimeConnectionState, RealtimeMessage } from '@screenplay/hooks';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import { screenDto } from '../../test/screens.fixtures';
import AssignScenesPage from './AssignScenesPage';

type Handler = (message: RealtimeMessage<unknown>) => void;
const subscriptions = vi.hoisted(() => new Map<string, (message: unknown) => void>());

// The page's realtime client, replaced by one whose channels the test publishes on.
vi.mock('../../app/realtimeClient', async () => {
  const { signal } = await import('@preact/signals-core');
  return {
    createPortalRealtimeClient: (): Partial<RealtimeClient> => ({
      $state: signal<RealtimeConnectionState>('connected'),
      subscribe: ((channel: string, name: string, handler: Handler) => {
        subscriptions.set(`${channel} ${name}`, handler as (message: unknown) => void);
        return () => subscriptions.delete(`${channel} ${name}`);
      }) as RealtimeClient['subscribe'],
      close: () => undefined,
    }),
  };
});

const AT = '2026-11-24T10:00:00.000Z';
const sync = (state: ScreenSyncDto['state']): ScreenSyncDto => ({
  id: 3,
  sceneId: 5,
  sceneName: 'Promo',
  state,
  createdAt: AT,
  updatedAt: AT,
});
const PROMO_ON_WINDOW: ScreenSceneDto = {
  id: 5,
  name: 'Promo',
  thumbnail: null,
  schedules: [{ id: 9, name: 'Promo on Window', screenId: 1, sceneId: 5, events: [] }],
  sync: sync('Pushing'),
};

/** A message as the realtime client delivers it. */
function deliver(channel: string, name: string, data: unknown) {
  const handler = subscriptions.get(`${channel} ${name}`);
  if (!handler) throw new Error(`nothing subscribed to ${channel} ${name}`);
  act(() => handler({ name, data, clientId: 'server', isOwn: false }));
}

describe('AssignScenesPage', () => {
  afterEach(() => subscriptions.clear());

  it("follows the player's sync live: 'Content Loading' turns to 'Live' without opening the page again (issue 24)", async () => {
    const window = screenDto(1, 'Window', { syncs: [sync('Pushing')], scenes: [{ id: 5, name: 'Promo' }] });
    const { calls } = (() => {
      const fake = fakeApi({
        'get folders/screens': { folders: [], screens: [window], manageScreen: true },
        'get folders/scenes': { scenes: [{ id: 5, name: 'Promo' }] },
        'get screens/1/scenes': [PROMO_ON_WINDOW],
      });
      renderAt('/screens/1/assign_scenes', <AssignScenesPage params={{ screenId: '1' }} />, fake.api);
      return fake;
    })();
    expect(await screen.findByText(/Content Loading/)).toBeTruthy();
    // The page's first loads settle first (screens, scenes, the screen's scenes, its week's timeline and the scenes
    // again after it): on a loaded machine the last two can land after the text shows.
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('screens/1/timeline'));
    await vi.waitFor(() => expect(calls.filter((call) => call.url === 'screens/1/scenes')).toHaveLength(2));
    const callsBefore = calls.length;

    deliver('customer:10:screens', 'status', {
      id: 1,
      aliveAt: AT,
      contentVersion: 'Latest',
      syncs: [sync('InLive')],
    });
    expect(screen.getByText(/· Live/)).toBeTruthy();
    expect(screen.queryByText(/Content Loading/)).toBeNull();
    // Read from the message: nothing asked of the server again.
    expect(calls).toHaveLength(callsBefore);
  });
});
