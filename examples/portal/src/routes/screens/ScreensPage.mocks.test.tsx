import type { ScreenDto } from '@screenplay/core/screens';
import type { RealtimeClient, RealtimeConnectionState, RealtimeMessage } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupPermissionsAt } from '@screenplay/core';
import { fakeApi, folder, renderAt, user } from '../../test/library.fixtures';
import { screenDto } from '../../test/screens.fixtures';
import ScreensPage from './ScreensPage';

type Handler = (message: RealtimeMessage<unknown>) => void;
const subscriptions = vi.hoisted(() => new Map<string, (message: unknown) => void>());
const connection = vi.hoisted(() => ({ state: null as null | { value: string } }));

// The page's realtime client, replaced by one whose channels the test publishes on.
vi.mock('../../app/realtimeClient', async () => {
  const { signal } = await import('@preact/signals-core');
  return {
    createPortalRealtimeClient: (): Partial<RealtimeClient> => {
      const $state = signal<RealtimeConnectionState>('connected');
      connection.state = $state;
      return {
        $state,
        subscribe: ((channel: string, name: string, handler: Handler) => {
          subscriptions.set(`${channel} ${name}`, handler as (message: unknown) => void);
          return () => subscriptions.delete(`${channel} ${name}`);
        }) as RealtimeClient['subscribe'],
        close: () => undefined,
      };
    },
  };
});

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

const STORES = { ...folder(4, 'Stores'), kind: 'screens' as const };

function setup(screens: ScreenDto[], manageScreen = true) {
  const fake = fakeApi({ 'get folders/screens': { folders: [STORES], screens, manageScreen } });
  return { ...fake, ...renderAt('/screens', <ScreensPage />, fake.api) };
}

/** A message as the realtime client delivers it. */
function deliver(channel: string, name: string, data: unknown) {
  const handler = subscriptions.get(`${channel} ${name}`);
  if (!handler) throw new Error(`nothing subscribed to ${channel} ${name}`);
  act(() => handler({ name, data, clientId: 'server', isOwn: false }));
}

describe('ScreensPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    subscriptions.clear();
  });

  it('turns a badge from ONLINE to PENDING at 60 s and to OFFLINE at 5 min without asking the server again', async () => {
    const { calls } = setup([screenDto(1, 'Window', { aliveAt: new Date(NOW).toISOString(), status: 'ONLINE' })]);
    const card = await screen.findByRole('listitem', { name: 'Window' });
    expect(within(card).getByText('ONLINE')).toBeTruthy();
    // Time also runs for real here (the page's loading needs it): the 1 ms edges are the store's unit test.
    const advanceTo = (at: number) => act(() => void vi.advanceTimersByTime(Math.max(0, at - Date.now())));
    advanceTo(NOW + 59_000);
    expect(within(card).getByText('ONLINE')).toBeTruthy();
    advanceTo(NOW + 60_000);
    expect(within(card).getByText('PENDING')).toBeTruthy();
    advanceTo(NOW + 299_000);
    expect(within(card).getByText('PENDING')).toBeTruthy();
    advanceTo(NOW + 300_000);
    expect(within(card).getByText('OFFLINE')).toBeTruthy();
    expect(calls.filter((call) => call.url === 'folders/screens')).toHaveLength(1);
  });

  it('shows a user whose scheduling scenes is Hidden no scenes, and joins no screens channel (issue 22)', async () => {
    const screens = [screenDto(1, 'Window')];
    const fake = fakeApi({ 'get folders/screens': { folders: [STORES], screens, manageScreen: true } });
    const hidden = user({ ...groupPermissionsAt('full'), scheduleScenes: 'hidden' });
    const view = renderAt('/screens', <ScreensPage />, fake.api, hidden);
    const card = await screen.findByRole('listitem', { name: 'Window' });
    expect(within(card).queryByText('No scenes assigned')).toBeNull();
    expect([...subscriptions.keys()]).toEqual([]);
    view.unmount();
    // Readonly shows them, live.
    const readonly = user({ ...groupPermissionsAt('full'), scheduleScenes: 'readonly' });
    renderAt(
      '/screens',
      <ScreensPage />,
      fakeApi({ 'get folders/screens': { folders: [STORES], screens, manageScreen: true } }).api,
      readonly,
    );
    const shown = await screen.findByRole('listitem', { name: 'Window' });
    expect(within(shown).getByText('No scenes assigned')).toBeTruthy();
    expect([...subscriptions.keys()]).toContain('customer:10:screens screen');
  });

  it("applies the customer's screens channel live: a new screen, its status and sync, a removal", async () => {
    setup([screenDto(1, 'Window')]);
    await screen.findByRole('listitem', { name: 'Window' });
    deliver('customer:10:screens', 'screen', screenDto(2, 'Till'));
    const till = await screen.findByRole('listitem', { name: 'Till' });
    deliver('customer:10:screens', 'status', {
      id: 2,
      aliveAt: new Date(NOW).toISOString(),
      contentVersion: 'New available',
      syncs: [{ id: 1, sceneId: 5, sceneName: 'Promo', state: 'Pushing', createdAt: '', updatedAt: '' }],
    });
    expect(within(till).getByText('ONLINE')).toBeTruthy();
    expect(within(till).getByText('Content Loading')).toBeTruthy();
    expect(within(till).getByText(/New available/)).toBeTruthy();
    deliver('customer:10:screens', 'removed', { id: 1 });
    expect(screen.queryByRole('listitem', { name: 'Window' })).toBeNull();
  });

  it('lists again after the realtime connection comes back (messages sent meanwhile are lost)', async () => {
    const { calls } = setup([screenDto(1, 'Window')]);
    await screen.findByRole('listitem', { name: 'Window' });
    const state = connection.state;
    if (!state) throw new Error('no realtime client');
    act(() => {
      state.value = 'connected';
    });
    expect(calls.filter((call) => call.url === 'folders/screens')).toHaveLength(1);
    act(() => {
      state.value = 'disconnected';
    });
    act(() => {
      state.value = 'connected';
    });
    await waitFor(() => expect(calls.filter((call) => call.url === 'folders/screens')).toHaveLength(2));
  });

  it('selects one screen at a time, or several in multiple mode', async () => {
    setup([screenDto(1, 'Window'), screenDto(2, 'Till')]);
    const window = await screen.findByRole('checkbox', { name: 'Select Window' });
    const till = screen.getByRole('checkbox', { name: 'Select Till' });
    fireEvent.click(window);
    fireEvent.click(till);
    expect((window as HTMLInputElement).checked).toBe(false);
    expect((till as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select several' }));
    fireEvent.click(window);
    expect(screen.getByText('Selected: 2')).toBeTruthy();
  });

  it('moves the selected screens into a folder with one Move, and a card only when its Move is pressed', async () => {
    const { calls } = setup([screenDto(1, 'Window'), screenDto(2, 'Till'), screenDto(3, 'Door')]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select several' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Window' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Till' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Move the selected screens to' }), {
      target: { value: '4' },
    });
    const moveSelected = screen.getByRole('combobox', { name: 'Move the selected screens to' }).parentElement;
    fireEvent.click(within(moveSelected as HTMLElement).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/move'))).toHaveLength(2));
    expect(calls.filter((call) => call.url.endsWith('/move')).map((call) => [call.url, call.body])).toEqual([
      ['screens/1/move', { to: 4 }],
      ['screens/2/move', { to: 4 }],
    ]);
    const door = screen.getByRole('listitem', { name: 'Door' });
    fireEvent.change(within(door).getByRole('combobox', { name: 'Move Door to' }), { target: { value: '4' } });
    expect(calls.filter((call) => call.url === 'screens/3/move')).toHaveLength(0);
    fireEvent.click(within(door).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.filter((call) => call.url === 'screens/3/move')).toHaveLength(1));
  });

  it('searches by tag and says when nothing matches', async () => {
    setup([screenDto(1, 'Window', { tags: [{ id: 1, name: 'high street' }] }), screenDto(2, 'Till')]);
    await screen.findByRole('listitem', { name: 'Till' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or tag' }), { target: { value: 'HIGH' } });
    expect(screen.queryByRole('listitem', { name: 'Till' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Window' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or tag' }), { target: { value: 'lobby' } });
    expect(screen.getByText('No screen matches “lobby”.')).toBeTruthy();
  });

  it('offers Add screen only with the manage-screen flag, and explains the first screen either way', async () => {
    setup([], false);
    expect(await screen.findByText('No screens yet')).toBeTruthy();
    expect(screen.getByText(/open http:\/\/.+\/player in the browser of the display/)).toBeTruthy();
    expect(screen.getByText('Ask an administrator to add screens.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add screen' })).toBeNull();
  });

  it('shows Add screen with the flag, into the selected folder', async () => {
    setup([screenDto(1, 'Window', { folderIds: [4] })]);
    const link = await screen.findByRole('link', { name: 'Add screen' });
    expect(link.getAttribute('href')).toBe('/screens/add_screen');
    fireEvent.click(within(screen.getByRole('tree', { name: 'Screen folders' })).getByText('Stores'));
    expect(screen.getByRole('link', { name: 'Add screen' }).getAttribute('href')).toBe(
      '/screens/add_screen?folderId=4',
    );
  });
});
