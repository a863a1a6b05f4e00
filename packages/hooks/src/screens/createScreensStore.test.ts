import type { ScreenDto, ScreenFoldersDto } from '@screenplay/core/screens';
import { SCREEN_ONLINE_MS, SCREEN_PENDING_MS } from '@screenplay/core/screens';
import { describe, expect, it } from 'vitest';
import { fakeApi, folderFixture, httpFailure } from '../library/library.fixtures';
import { createScreensStore, matchesScreenSearch, toggleScreenSelection } from './createScreensStore';
import type { StatusClock } from './createScreensStore';
import { defaultAssignment, screensCalls } from './screens.calls';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');

/** A clock whose timers run only when the test advances it. */
function manualClock(start = T0) {
  let now = start;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: StatusClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, run });
      return handle;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  return {
    clock,
    timers,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

function screen(id: number, name: string, overrides: Partial<ScreenDto> = {}): ScreenDto {
  return {
    id,
    name,
    title: name,
    tags: [],
    folderIds: [],
    ratio: '16:9',
    orientation: 'LANDSCAPE',
    resolution: null,
    timezone: 'Europe/Berlin',
    volume: 50,
    brightness1: 100,
    brightness2: 100,
    timeFrom1: '07:00',
    timeFrom2: '19:00',
    aliveAt: null,
    status: 'OFFLINE',
    syncs: [],
    deviceUid: `device-${id}`,
    contentVersion: 'Latest',
    finTag: null,
    remoteControl: true,
    scenes: [],
    timers: [],
    freeScreen: false,
    createdAt: new Date(T0).toISOString(),
    ...overrides,
  };
}

const LOBBY = folderFixture(5, 'Lobby', { kind: 'screens' });

function setup(listing: Partial<ScreenFoldersDto> = {}) {
  const data: ScreenFoldersDto = { folders: [LOBBY], screens: [], manageScreen: true, ...listing };
  const { api, calls } = fakeApi({ 'GET folders/screens': () => ({ data }) });
  const time = manualClock();
  const store = createScreensStore({ api, clock: time.clock });
  return { store, calls, time, api };
}

describe('createScreensStore', () => {
  it('loads the folders, the screens and the manage-screen flag from GET folders/screens', async () => {
    const { store, calls } = setup({ screens: [screen(2, 'Window'), screen(1, 'Entrance')], manageScreen: false });
    expect(store.$status.value).toBe('idle');
    await expect(store.load()).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'folders/screens' });
    expect(store.$status.value).toBe('ready');
    expect(store.folders.$folders.value.map((f) => f.name)).toEqual(['Lobby']);
    expect(store.$visible.value.map((s) => s.name)).toEqual(['Entrance', 'Window']);
    expect(store.$manageScreen.value).toBe(false);
  });

  it('a failed load is an error state with the error kept', async () => {
    const { api } = fakeApi({
      'GET folders/screens': () => {
        throw httpFailure(500, { message: 'Server Error' });
      },
    });
    const store = createScreensStore({ api, clock: manualClock().clock });
    await expect(store.load()).resolves.toBe(false);
    expect(store.$status.value).toBe('error');
    expect(store.$error.value?.status).toBe(500);
  });

  it('recomputes the status with one timer at the next change: ONLINE until 60 s, PENDING until 5 min', async () => {
    const aliveAt = new Date(T0).toISOString();
    const { store, time } = setup({ screens: [screen(1, 'Entrance', { aliveAt, status: 'OFFLINE' })] });
    await store.load();
    expect(store.$screens.value[0]?.status).toBe('ONLINE'); // recomputed, not the answer's
    expect(time.timers.size).toBe(1);
    time.advance(SCREEN_ONLINE_MS - 1);
    expect(store.$screens.value[0]?.status).toBe('ONLINE');
    time.advance(1);
    expect(store.$screens.value[0]?.status).toBe('PENDING');
    time.advance(SCREEN_PENDING_MS - SCREEN_ONLINE_MS - 1);
    expect(store.$screens.value[0]?.status).toBe('PENDING');
    time.advance(1);
    expect(store.$screens.value[0]?.status).toBe('OFFLINE');
    expect(time.timers.size).toBe(0); // offline for good: nothing to wait for
    store.dispose();
  });

  it('re-arms from the clock when the screens change between two status turns', async () => {
    const aliveAt = new Date(T0).toISOString();
    const { api } = fakeApi({
      'GET folders/screens': () => ({
        data: { folders: [LOBBY], screens: [screen(1, 'A', { aliveAt })], manageScreen: true },
      }),
      'POST screens/1/move': () => ({ data: screen(1, 'A', { aliveAt, folderIds: [5] }) }),
    });
    const time = manualClock();
    const store = createScreensStore({ api, clock: time.clock });
    await store.load();
    time.advance(30_000);
    await store.move(1, 5); // the screens change: the timer is armed again, 30 s before the turn
    time.advance(29_999);
    expect(store.$screens.value[0]?.status).toBe('ONLINE');
    time.advance(1);
    expect(store.$screens.value[0]?.status).toBe('PENDING');
    store.dispose();
  });

  it('sets no timer for screens that never reported, and dispose clears a pending one', async () => {
    const { store, time } = setup({ screens: [screen(1, 'Entrance')] });
    await store.load();
    expect(time.timers.size).toBe(0);
    store.apply({
      name: 'status',
      data: { id: 1, aliveAt: new Date(T0).toISOString(), contentVersion: 'Latest', syncs: [] },
    });
    expect(time.timers.size).toBe(1);
    store.dispose();
    expect(time.timers.size).toBe(0);
  });

  it('applies live messages: a new or changed screen, a status with syncs, a removal', async () => {
    const { store, time } = setup({ screens: [screen(1, 'Entrance')] });
    await store.load();
    store.apply({ name: 'screen', data: screen(2, 'Bar', { tags: [{ id: 1, name: 'drinks' }] }) });
    expect(store.$visible.value.map((s) => s.name)).toEqual(['Bar', 'Entrance']);
    time.advance(1000);
    const sync = {
      id: 7,
      sceneId: 3,
      sceneName: 'Summer promo',
      state: 'InLive' as const,
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0).toISOString(),
    };
    store.apply({
      name: 'status',
      data: { id: 1, aliveAt: new Date(T0 + 1000).toISOString(), contentVersion: 'New available', syncs: [sync] },
    });
    const entrance = store.$screens.value.find((s) => s.id === 1);
    expect(entrance).toMatchObject({ status: 'ONLINE', contentVersion: 'New available', syncs: [sync] });
    store.toggle(2);
    store.apply({ name: 'removed', data: { id: 2 } });
    expect(store.$visible.value.map((s) => s.name)).toEqual(['Entrance']);
    expect(store.$selectedIds.value).toEqual([]);
  });

  it('searches by name and by tag, case-insensitive, within the selected folder', async () => {
    const { store } = setup({
      screens: [
        screen(1, 'Entrance', { folderIds: [5] }),
        screen(2, 'Bar', { tags: [{ id: 1, name: 'Drinks' }], folderIds: [5] }),
        screen(3, 'Kitchen'),
      ],
    });
    await store.load();
    store.search('drink');
    expect(store.$visible.value.map((s) => s.name)).toEqual(['Bar']);
    store.search('  ENTR ');
    expect(store.$visible.value.map((s) => s.name)).toEqual(['Entrance']);
    store.search('');
    store.folders.select(5);
    expect(store.$visible.value.map((s) => s.name)).toEqual(['Bar', 'Entrance']);
    expect(matchesScreenSearch({ name: 'x', tags: [] }, 'y')).toBe(false);
  });

  it('single mode toggles one id; multiple mode toggles ids in a list (spec §4)', async () => {
    const { store } = setup({ screens: [screen(1, 'A'), screen(2, 'B'), screen(3, 'C')] });
    await store.load();
    store.toggle(1);
    store.toggle(2);
    expect(store.$selectedIds.value).toEqual([2]);
    store.toggle(2);
    expect(store.$selectedIds.value).toEqual([]);
    store.setSelectionMode('multiple');
    store.toggle(1);
    store.toggle(3);
    store.toggle(2);
    store.toggle(3);
    expect(store.$selectedIds.value).toEqual([1, 2]);
    store.setSelectionMode('single');
    expect(store.$selectedIds.value).toEqual([1]);
    expect(toggleScreenSelection([4], 4, 'multiple')).toEqual([]);
  });

  it('moves a screen into a folder with POST screens/{id}/move {to}', async () => {
    const { api, calls } = fakeApi({
      'GET folders/screens': () => ({ data: { folders: [LOBBY], screens: [screen(1, 'A')], manageScreen: true } }),
      'POST screens/1/move': () => ({ data: screen(1, 'A', { folderIds: [5] }) }),
    });
    const store = createScreensStore({ api, clock: manualClock().clock });
    await store.load();
    await expect(store.move(1, 5)).resolves.toBe(true);
    expect(calls[1]).toMatchObject({ method: 'POST', url: 'screens/1/move', body: { to: 5 } });
    store.folders.select(5);
    expect(store.$visible.value.map((s) => s.id)).toEqual([1]);
    await expect(store.move(9, 5)).resolves.toBe(false);
    expect(store.$error.value?.status).toBe(404);
  });
});

describe('screensCalls', () => {
  it("assigning creates the spec's default schedule: 'new Schedule', from now, no end, all days, 00:00-23:59", async () => {
    const now = new Date(T0);
    const { api, calls } = fakeApi({
      'PATCH screens/1/schedules': () => ({ data: [] }),
      'POST scenes/3/schedules': () => ({ data: [] }),
      'DELETE screens/1/schedules/9': () => ({}),
    });
    const calls2 = screensCalls(api);
    await calls2.assignScenes(1, [3, 4], now);
    await calls2.assignScreens(3, [1], now);
    await calls2.unassign(1, 9);
    const schedule = defaultAssignment(now);
    expect(schedule).toEqual({
      name: 'new Schedule',
      events: [
        {
          from: '2026-11-24T10:00:00.000Z',
          till: null,
          daysSchedule: [
            {
              days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
              timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }],
            },
          ],
        },
      ],
    });
    expect(calls[0]?.body).toEqual({
      schedules: [
        { sceneId: 3, ...schedule },
        { sceneId: 4, ...schedule },
      ],
    });
    expect(calls[1]).toMatchObject({ method: 'POST', body: { schedules: [{ screenId: 1, ...schedule }] } });
    expect(calls[2]).toMatchObject({ method: 'DELETE', url: 'screens/1/schedules/9' });
  });
});
