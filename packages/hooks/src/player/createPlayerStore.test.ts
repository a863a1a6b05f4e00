import type { Section } from '@screenplay/core';
import type { HeartbeatRequest, PairingStarted, PlayerContent, SyncReport } from '@screenplay/core/screens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerStore } from './createPlayerStore';
import { type PlayerCredentials, type PlayerTransport, PlayerUnpairedError } from './player.types';

const START = Date.parse('2026-01-05T08:30:00Z'); // Monday 09:30 in Oslo

function content(version: string, overrides: Partial<PlayerContent> = {}): PlayerContent {
  return {
    version,
    screen: {
      id: 7,
      name: 'Lobby',
      timezone: 'Europe/Oslo',
      orientation: 'LANDSCAPE',
      resolution: '1920x1080',
      volume: 50,
      brightness: { brightness1: 100, brightness2: 40, timeFrom1: '07:00', timeFrom2: '20:00' },
      timers: [],
    },
    schedules: [
      {
        id: 1,
        name: 'new Schedule',
        screenId: 7,
        sceneId: 11,
        events: [
          {
            from: '2026-01-01',
            till: null,
            daysSchedule: [
              {
                days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
                timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 16, tillMinute: 59 }],
              },
            ],
          },
        ],
      },
    ],
    scenes: [
      {
        id: 11,
        name: 'Welcome',
        width: 1920,
        height: 1080,
        ratio: '16:9',
        draft: false,
        sections: [],
        tags: [],
        folderIds: [],
        screensCount: 1,
        updatedAt: '2026-01-01T00:00:00Z',
        updatedBy: null,
        thumbnail: null,
      },
    ],
    media: ['/media/a.png'],
    ...overrides,
  };
}

const SECTION: Section = {
  id: 31,
  name: 'Main',
  top: 0,
  left: 0,
  width: 1920,
  height: 1080,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems: [],
  itemsOrder: [],
  background: 'rgba(0,0,0,1)',
  order: 1,
  parentId: null,
  markAsDeleted: false,
};

function memoryPlayer() {
  const pairings: PairingStarted[] = [];
  const reports: SyncReport[] = [];
  const state = {
    paired: null as PlayerCredentials | null,
    content: content('v1'),
    serverSkewMs: 0,
    isOnline: true,
    isRemoved: false,
    preload: (_: PlayerContent) => Promise.resolve(),
  };
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const transport: PlayerTransport = {
    async startPairing() {
      if (!state.isOnline) return offline();
      const pairing = {
        pairingId: `p${pairings.length + 1}`,
        code: `ABCDE${pairings.length + 2}`,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        secret: 's',
      };
      pairings.push(pairing);
      return pairing;
    },
    async pollPairing(pairing) {
      if (!state.isOnline) return offline();
      if (state.paired && pairing === pairings[pairings.length - 1]) {
        return { status: 'paired', screenId: state.paired.screenId, deviceToken: state.paired.deviceToken };
      }
      return { status: 'waiting', expiresAt: pairing.expiresAt };
    },
    async heartbeat() {
      if (!state.isOnline) return offline();
      if (state.isRemoved) throw new PlayerUnpairedError();
      return {
        serverTime: new Date(Date.now() + state.serverSkewMs).toISOString(),
        contentVersion: state.content.version,
      };
    },
    async fetchContent() {
      if (!state.isOnline) return offline();
      if (state.isRemoved) throw new PlayerUnpairedError();
      return state.content;
    },
    preload: (c) => state.preload(c),
    async reportSync(_, report) {
      reports.push(report);
    },
  };
  let stored: PlayerCredentials | null = null;
  const storage = {
    load: () => stored,
    save: (credentials: PlayerCredentials) => {
      stored = credentials;
    },
    clear: () => {
      stored = null;
    },
  };
  return { transport, storage, state, pairings, reports, stored: () => stored };
}

describe('the web player store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a pairing code, receives its credentials once the code is entered, and plays', async () => {
    const world = memoryPlayer();
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    expect(player.$phase.value).toBe('pairing');
    expect(player.$pairing.value?.code).toBe('ABCDE2');

    world.state.paired = { screenId: 7, deviceToken: 'device-secret' };
    await vi.advanceTimersByTimeAsync(3_000);
    expect(player.$phase.value).toBe('paired');
    expect(world.stored()).toEqual({ screenId: 7, deviceToken: 'device-secret' });
    expect(player.$content.value?.version).toBe('v1');
    expect(player.$display.value).toMatchObject({ sceneId: 11, isOn: true, brightness: 100 });
    expect(world.reports.map((r) => r.state)).toEqual(['Pushing', 'InLive']);
    player.stop();
  });

  it('replaces an expired code with a new one', async () => {
    const world = memoryPlayer();
    const player = createPlayerStore({ transport: world.transport, storage: world.storage });
    await player.start();
    await vi.advanceTimersByTimeAsync(15 * 60_000 + 3_000);
    expect(world.pairings.length).toBeGreaterThan(1);
    expect(player.$pairing.value?.code).toBe(world.pairings[world.pairings.length - 1]?.code);
    player.stop();
  });

  it("counts a code's life on the device clock, so a clock far off the server's neither drops nor keeps it", async () => {
    const world = memoryPlayer();
    // The device runs 20 minutes ahead: by its clock every code the server gives has already expired.
    const player = createPlayerStore({ ...world, now: () => Date.now() + 20 * 60_000 });
    await player.start();
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(world.pairings).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(world.pairings).toHaveLength(2);
    player.stop();
  });

  it("replaces a code the server answers 'expired' at once", async () => {
    const world = memoryPlayer();
    const poll = world.transport.pollPairing;
    world.transport.pollPairing = async (pairing) =>
      pairing.pairingId === 'p1' ? { status: 'expired' } : poll(pairing);
    const player = createPlayerStore({ ...world });
    await player.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(world.pairings).toHaveLength(2);
    expect(player.$pairing.value?.code).toBe(world.pairings[1]?.code);
    player.stop();
  });

  it('switches scenes at the schedule boundary, on the minute', async () => {
    const world = memoryPlayer();
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    expect(player.$display.value.sceneId).toBe(11);
    // 16:59 Oslo is the last covered minute: at 17:00 (16:00Z) nothing is scheduled.
    await vi.advanceTimersByTimeAsync(Date.parse('2026-01-05T15:59:59Z') - Date.now());
    expect(player.$display.value.sceneId).toBe(11);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(player.$display.value.sceneId).toBeNull();
    player.stop();
  });

  it("turns a playlist item off outside its own schedule, at the item's boundary", async () => {
    const world = memoryPlayer();
    const scene = world.state.content.scenes[0];
    if (!scene) throw new Error('the fixture has a scene');
    const item = { id: 21, parentId: null, layers: [], hidden: false, markAsDeleted: false, duration: 10, styles: {} };
    world.state.content = content('v1', {
      scenes: [{ ...scene, sections: [{ ...SECTION, playlistItems: [item], itemsOrder: [21] }] }],
      // Item 21 plays from 10:00 Oslo (09:00Z) on 5 January 2026.
      playlistSchedules: [
        {
          playlistItemId: 21,
          events: [
            {
              from: '2026-01-05T09:00:00Z',
              till: null,
              daysSchedule: [
                { days: ['monday'], timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }] },
              ],
            },
          ],
        },
      ],
    });
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    expect(player.$display.value).toMatchObject({ sceneId: 11, offItemIds: [21] });
    await vi.advanceTimersByTimeAsync(Date.parse('2026-01-05T08:59:59Z') - Date.now());
    expect(player.$display.value.offItemIds).toEqual([21]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(player.$display.value.offItemIds).toEqual([]);
    player.stop();
  });

  it('corrects its clock by the server time', async () => {
    const world = memoryPlayer();
    world.state.serverSkewMs = 90_000;
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage });
    await player.start();
    expect(player.$clockOffsetMs.value).toBe(90_000);
    expect(player.now()).toBe(Date.now() + 90_000);
    player.stop();
  });

  it('downloads a new version completely before switching to it, and keeps the old one when that fails', async () => {
    const world = memoryPlayer();
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    let finish: () => void = () => {};
    world.state.preload = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    world.state.content = content('v2');
    player.receive({ name: 'content', data: { contentVersion: 'v2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(player.$isLoading.value).toBe(true);
    expect(player.$content.value?.version).toBe('v1');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(player.$content.value?.version).toBe('v2');

    world.state.preload = () => Promise.reject(new Error('media/a.png: 404'));
    world.state.content = content('v3');
    await player.refresh();
    expect(player.$content.value?.version).toBe('v2');
    expect(world.reports.at(-1)).toEqual({ contentVersion: 'v3', state: 'NotSync', error: 'media/a.png: 404' });
    player.stop();
  });

  it('catches up through the heartbeat when a content message was missed', async () => {
    const world = memoryPlayer();
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    world.state.content = content('v2');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(player.$content.value?.version).toBe('v2');
    player.stop();
  });

  it('keeps playing while the server is away, and says so', async () => {
    const world = memoryPlayer();
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    world.state.isOnline = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(player.$isConnected.value).toBe(false);
    expect(player.$display.value.sceneId).toBe(11);
    world.state.isOnline = true;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(player.$isConnected.value).toBe(true);
    player.stop();
  });

  it('goes back to pairing with a new code when the screen is removed', async () => {
    const world = memoryPlayer();
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    world.state.isRemoved = true;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(player.$phase.value).toBe('pairing');
    expect(world.stored()).toBeNull();
    expect(player.$content.value).toBeNull();
    expect(player.$pairing.value?.code).toBeDefined();
    player.stop();
  });

  it('blanks the screen outside its timers and dims it in the second brightness period', async () => {
    const world = memoryPlayer();
    world.state.content = content('v1', {
      screen: {
        ...content('v1').screen,
        timers: [
          { type: 'TIMER_1', level: 'PROPRIETARY', timeOn: '09:00', timeOff: '10:00', weekdays: ['mon'], volume: null },
        ],
        brightness: { brightness1: 100, brightness2: 40, timeFrom1: '07:00', timeFrom2: '09:45' },
      },
    });
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    expect(player.$display.value).toMatchObject({ isOn: true, brightness: 100 });
    await vi.advanceTimersByTimeAsync(15 * 60_000); // 09:45
    expect(player.$display.value).toMatchObject({ isOn: true, brightness: 40 });
    await vi.advanceTimersByTimeAsync(15 * 60_000); // 10:00
    expect(player.$display.value.isOn).toBe(false);
    player.stop();
  });

  it("plays at the screen's volume, and at a timer's own volume while that timer has the screen on", async () => {
    const world = memoryPlayer();
    world.state.content = content('v1', {
      screen: {
        ...content('v1').screen,
        volume: 50,
        timers: [
          { type: 'TIMER_1', level: 'PROPRIETARY', timeOn: '09:00', timeOff: '09:45', weekdays: ['mon'], volume: null },
          { type: 'TIMER_2', level: 'PROPRIETARY', timeOn: '09:45', timeOff: '11:00', weekdays: ['mon'], volume: 20 },
        ],
      },
    });
    world.storage.save({ screenId: 7, deviceToken: 't' });
    const player = createPlayerStore({ transport: world.transport, storage: world.storage, random: () => 0.5 });
    await player.start();
    expect(player.$display.value).toMatchObject({ isOn: true, volume: 50 });
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1); // 09:44:59.999
    expect(player.$display.value.volume).toBe(50);
    await vi.advanceTimersByTimeAsync(1); // 09:45
    expect(player.$display.value).toMatchObject({ isOn: true, volume: 20 });
    player.stop();
  });

  it('sends the device description with each heartbeat, read anew each time', async () => {
    const world = memoryPlayer();
    const bodies: HeartbeatRequest[] = [];
    const heartbeat = world.transport.heartbeat;
    world.transport.heartbeat = (credentials, body) => {
      bodies.push(body);
      return heartbeat(credentials, body);
    };
    world.storage.save({ screenId: 7, deviceToken: 't' });
    let size = '1920x1080';
    const player = createPlayerStore({
      ...world,
      random: () => 0.5,
      deviceInfo: () => ({ displaySize: size, timezone: 'Europe/Oslo' }),
    });
    await player.start();
    size = '1080x1920';
    await vi.advanceTimersByTimeAsync(20_000);
    expect(bodies.map((body) => body.deviceInfo?.displaySize)).toEqual(['1920x1080', '1080x1920']);
    player.stop();
  });

  it('passes screenshot and reload requests on', async () => {
    const world = memoryPlayer();
    const onScreenshotRequest = vi.fn();
    const onReload = vi.fn();
    const player = createPlayerStore({ ...world, onScreenshotRequest, onReload });
    player.receive({ name: 'screenshot', data: { requestId: 'r1' } });
    player.receive({ name: 'reload', data: {} });
    expect(onScreenshotRequest).toHaveBeenCalledWith('r1');
    expect(onReload).toHaveBeenCalledOnce();
  });
});
