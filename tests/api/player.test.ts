import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  type HeartbeatResponse,
  type PairingStarted,
  type PairingStatus,
  type PlayerContent,
  screenChannel,
  screenStatus,
} from '@screenplay/core/screens';
import { englishText } from '@screenplay/core/messages';
import { PAIRINGS_PER_ADDRESS } from '../../examples/portal/server/screens/playerPairing';
import { EVENTS_READY_COMMENT } from '../../examples/portal/server/routes/player/events';
import { encodePng } from '../../examples/portal/server/media/png';
import { createPlayerHarness, type PlayerHarness, readUntil, sha256 } from './playerHarness';
import { listApiRoutes } from './support/routeList';
import { BACKENDS } from './support/testDb';

const PAIRINGS = '/api/v1/player/pairings';
const HEARTBEAT = {
  contentVersion: null,
  playback: { state: 'idle', sceneIds: [] },
  clock: '2026-03-02T08:59:58.000Z',
  deviceInfo: { displaySize: '1920x1080', timezone: 'Europe/Berlin' },
};

describe.each(BACKENDS)('player API (%s)', (backend) => {
  let h: PlayerHarness;
  let acme: number;
  let globex: number;
  let addresses = 0;
  const freshAddress = () => `203.0.113.${String(++addresses)}`;
  beforeAll(async () => {
    h = await createPlayerHarness(backend);
    acme = await h.customerId('Acme Retail');
    globex = await h.customerId('Globex Cafés');
  });
  afterAll(() => h.dispose());

  const start = (json: unknown = {}, remoteAddress = freshAddress()) =>
    h.player<PairingStarted>('POST', PAIRINGS, { json, remoteAddress });
  const poll = (pairing: PairingStarted, secret = pairing.secret) =>
    h.player<PairingStatus>('GET', `${PAIRINGS}/${pairing.pairingId}`, { headers: { 'x-pairing-secret': secret } });

  describe('pairing', () => {
    it('pairs a player once: a code, waiting, claimed, the token handed out once and only its hash stored', async () => {
      const started = await start({ deviceInfo: { userAgent: 'TV', displaySize: '3840x2160', timezone: 'UTC' } });
      expect(started.status).toBe(201);
      const pairing = started.body;
      expect(pairing.code).toHaveLength(PAIRING_CODE_LENGTH);
      for (const char of pairing.code) expect(PAIRING_CODE_ALPHABET).toContain(char);
      expect(Date.parse(pairing.expiresAt)).toBe(h.clock.now().getTime() + PAIRING_CODE_TTL_MS);
      const row = await h.db.one<{ secret_hash: string; device_info: unknown }>(
        'SELECT secret_hash, device_info FROM player_pairings WHERE id = $1',
        [pairing.pairingId],
      );
      expect(row.secret_hash).toBe(sha256(pairing.secret));
      expect(row.device_info).toEqual({ userAgent: 'TV', displaySize: '3840x2160', timezone: 'UTC' });

      expect((await poll(pairing, 'wrong')).status).toBe(404);
      expect((await h.player('GET', `${PAIRINGS}/${pairing.pairingId}`)).status).toBe(404);
      expect((await h.player('GET', `${PAIRINGS}/not-a-uuid`, { headers: { 'x-pairing-secret': 'x' } })).status).toBe(
        404,
      );
      expect((await poll(pairing)).body).toEqual({ status: 'waiting', expiresAt: pairing.expiresAt });

      const { insertScreen } = await import('./isolation-matrix/world');
      const screenId = await insertScreen(h, acme, 'Paired lobby');
      await h.db.query('UPDATE player_pairings SET claimed_screen_id = $2 WHERE id = $1', [
        pairing.pairingId,
        screenId,
      ]);
      const paired = await poll(pairing);
      expect(paired.status).toBe(200);
      if (paired.body.status !== 'paired') throw new Error('not paired');
      expect(paired.body.screenId).toBe(screenId);
      expect(paired.body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const screen = await h.db.one<{ device_token_hash: string }>(
        'SELECT device_token_hash FROM screens WHERE id = $1',
        [screenId],
      );
      expect(screen.device_token_hash).toBe(sha256(paired.body.deviceToken));
      expect(await h.db.query('SELECT 1 FROM player_pairings WHERE id = $1', [pairing.pairingId])).toHaveLength(0);
      // Handed out once: the next poll knows no such pairing.
      expect((await poll(pairing)).status).toBe(404);
      const beat = await h.player('POST', '/api/v1/player/heartbeat', {
        device: paired.body.deviceToken,
        json: HEARTBEAT,
      });
      expect(beat.status).toBe(200);
    });

    it('expires a code at 15 minutes exactly, and a new pairing sweeps expired ones', async () => {
      const { body: pairing } = await start();
      h.clock.advance(PAIRING_CODE_TTL_MS / 1000 - 0.001);
      expect((await poll(pairing)).body.status).toBe('waiting');
      h.clock.advance(0.001);
      expect((await poll(pairing)).body).toEqual({ status: 'expired' });
      await start();
      expect(await h.db.query('SELECT 1 FROM player_pairings WHERE id = $1', [pairing.pairingId])).toHaveLength(0);
    });

    it(`lets one address ask for ${PAIRINGS_PER_ADDRESS.limit} codes per window, then answers 429`, async () => {
      const address = freshAddress();
      for (let i = 0; i < PAIRINGS_PER_ADDRESS.limit; i += 1) expect((await start({}, address)).status).toBe(201);
      const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM player_pairings');
      const refused = await start({}, address);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: englishText('playerApi.tooManyPairings') });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM player_pairings')).n).toBe(before.n);
      expect((await start({}, freshAddress())).status).toBe(201);
    });

    it('refuses a body with unknown keys or over-long device texts (422, nothing stored)', async () => {
      const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM player_pairings');
      expect((await start({ deviceInfo: { userAgent: 'x'.repeat(256) } })).status).toBe(422);
      expect((await start({ screenId: 1 })).status).toBe(422);
      expect((await start({ deviceInfo: { userAgent: 'x'.repeat(255) } })).status).toBe(201);
      expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM player_pairings')).n).toBe(before.n + 1);
    });
  });

  describe('device authentication', () => {
    it('answers 401 with its message for a missing, malformed or unknown token, and for a user token', async () => {
      const { accessToken } = await h.login('admin@acme.test');
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: 'Device short' },
        { authorization: `Device ${'A'.repeat(43)}` },
        { authorization: `Bearer ${accessToken}` },
      ];
      for (const headers of headerSets) {
        const answer = await h.player('GET', '/api/v1/player/content', { headers });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: englishText('playerApi.unpaired') });
      }
    });

    it('answers 401 once the screen is removed', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Soon removed');
      expect((await h.player('GET', '/api/v1/player/content', { device: deviceToken })).status).toBe(200);
      expect(
        (await h.player('POST', '/api/v1/player/heartbeat', { device: deviceToken, json: HEARTBEAT })).status,
      ).toBe(200);
      await h.db.query('DELETE FROM screens WHERE id = $1', [screenId]);
      // The token was just used (and is remembered): every route still finds the screen gone.
      expect((await h.player('GET', '/api/v1/player/content', { device: deviceToken })).status).toBe(401);
      expect(
        (await h.player('POST', '/api/v1/player/heartbeat', { device: deviceToken, json: HEARTBEAT })).status,
      ).toBe(401);
      expect(
        (
          await h.player('POST', '/api/v1/player/sync', {
            device: deviceToken,
            json: { contentVersion: 'v1', state: 'InLive' },
          })
        ).status,
      ).toBe(401);
      const events = await h.playerApp.request('/api/v1/player/events', {
        headers: { authorization: `Device ${deviceToken}` },
      });
      expect(events.status).toBe(401);
    });

    it('answers 401 on every player route at once when the screen is deleted, the token just remembered', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Deleted at once');
      // Each route is called first, so a cache of recent tokens would know this one everywhere.
      const png = encodePng(2, 2, () => [0, 0, 0, 255]);
      const requestId = '00000000-0000-4000-8000-000000000001';
      const calls: [string, string, { json?: unknown; bytes?: Uint8Array }][] = [
        ['POST', '/api/v1/player/heartbeat', { json: HEARTBEAT }],
        ['GET', '/api/v1/player/content', {}],
        ['POST', '/api/v1/player/sync', { json: { contentVersion: 'v1', state: 'InLive' } }],
        ['GET', '/api/v1/player/brand', {}],
        ['POST', `/api/v1/player/screenshots?requestId=${requestId}`, { bytes: png }],
        ['GET', '/api/v1/player/data/rss?url=x', {}],
        ['GET', '/api/v1/player/data/facebook/accounts', {}],
      ];
      const playerPaths = listApiRoutes(h.playerApp)
        .filter((route) => route.path.startsWith('/api/v1/player/') && !route.path.includes('/pairings'))
        .map((route) => `${route.method} ${route.path.replace(/\/:.*$/, '')}`);
      // Every device route but the event stream (below) and the remaining data reads (same middleware) is called.
      for (const [method, path] of calls) expect(playerPaths).toContain(`${method} ${path.split('?')[0]}`);
      for (const [method, path, options] of calls) {
        const answer = await h.player(method, path, { device: deviceToken, ...options });
        expect(answer.status, `${method} ${path} before`).not.toBe(401);
      }
      const { accessToken } = await h.login('admin@acme.test');
      const deleted = await h.player('DELETE', `/api/v1/screens/${screenId}`, {
        token: accessToken,
        json: { title: 'Deleted at once' },
      });
      expect(deleted.status).toBe(204);
      for (const [method, path, options] of calls) {
        const answer = await h.player(method, path, { device: deviceToken, ...options });
        expect([`${method} ${path}`, answer.status, answer.body]).toEqual([
          `${method} ${path}`,
          401,
          { message: englishText('playerApi.unpaired') },
        ]);
      }
      const events = await h.playerApp.request('/api/v1/player/events', {
        headers: { authorization: `Device ${deviceToken}` },
      });
      expect(events.status).toBe(401);
    });

    it('a device token reaches its own screen only, never another tenant’s', async () => {
      const mine = await h.pair(acme, 'Acme window');
      const theirs = await h.pair(globex, 'Globex window');
      await h.db.query("UPDATE screens SET alive_at = NULL, device_info = '{}' WHERE id = $1", [theirs.screenId]);
      await h.db.query(
        `INSERT INTO schedules (scene_id, screen_id, name, events)
         SELECT id, $1, 'Theirs', '[]'::jsonb FROM scenes WHERE name = 'Café specials'`,
        [theirs.screenId],
      );
      expect(
        (await h.player('POST', '/api/v1/player/heartbeat', { device: mine.deviceToken, json: HEARTBEAT })).status,
      ).toBe(200);
      const theirRow = await h.db.one<{ alive_at: Date | null; device_info: unknown }>(
        'SELECT alive_at, device_info FROM screens WHERE id = $1',
        [theirs.screenId],
      );
      expect(theirRow).toEqual({ alive_at: null, device_info: {} });
      const content = await h.player<PlayerContent>('GET', '/api/v1/player/content', { device: mine.deviceToken });
      expect(content.body.screen.id).toBe(mine.screenId);
      expect(content.body.schedules).toEqual([]);
      expect(content.body.scenes).toEqual([]);
      // A request id of the other screen is not this screen's to answer.
      const requestId = crypto.randomUUID();
      await h.db.query(
        "INSERT INTO screenshot_requests (id, screen_id, requested_at, expires_at) VALUES ($1, $2, $3, $3::timestamptz + interval '1 minute')",
        [requestId, theirs.screenId, h.clock.now()],
      );
      const { tinyPng } = await import('./support/png');
      const upload = await h.player('POST', `/api/v1/player/screenshots?requestId=${requestId}`, {
        device: mine.deviceToken,
        bytes: tinyPng(),
        headers: { 'content-type': 'image/png' },
      });
      expect(upload.status).toBe(404);
      expect(await h.db.query('SELECT 1 FROM screenshot_requests WHERE id = $1', [requestId])).toHaveLength(1);
    });
  });

  describe('heartbeat', () => {
    it('records alive, playback and the device clock, answers server time and content version, publishes status', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Heartbeat screen');
      await h.db.query('UPDATE screens SET alive_at = NULL WHERE id = $1', [screenId]);
      h.published.length = 0;
      const answer = await h.player<HeartbeatResponse>('POST', '/api/v1/player/heartbeat', {
        device: deviceToken,
        json: { ...HEARTBEAT, playback: { state: 'playing', sceneIds: [7] } },
        headers: { 'user-agent': 'Mozilla/5.0 (SMART-TV)' },
      });
      expect(answer.status).toBe(200);
      const now = h.clock.now();
      expect(answer.body).toEqual({ serverTime: now.toISOString(), contentVersion: 'v1' });
      const row = await h.db.one<{ alive_at: Date; playback: unknown; device_info: Record<string, unknown> }>(
        'SELECT alive_at, playback, device_info FROM screens WHERE id = $1',
        [screenId],
      );
      expect(screenStatus(row.alive_at, now)).toBe('ONLINE');
      expect(row.playback).toEqual({ state: 'playing', sceneIds: [7], contentVersion: null });
      expect(row.device_info).toEqual({
        userAgent: 'Mozilla/5.0 (SMART-TV)',
        displaySize: '1920x1080',
        timezone: 'Europe/Berlin',
        deviceTime: HEARTBEAT.clock,
        clockOffsetMs: now.getTime() - Date.parse(HEARTBEAT.clock),
      });
      expect(h.published).toContainEqual({
        channel: `customer:${acme}:screens`,
        name: 'status',
        data: { id: screenId, aliveAt: now.toISOString(), contentVersion: 'New available', syncs: [] },
      });
    });

    it('refuses a malformed heartbeat with 422 and records nothing', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Strict heartbeat');
      await h.db.query('UPDATE screens SET alive_at = NULL WHERE id = $1', [screenId]);
      for (const json of [
        { ...HEARTBEAT, clock: 'yesterday' },
        { ...HEARTBEAT, playback: { state: 'dancing', sceneIds: [] } },
        { ...HEARTBEAT, playback: { state: 'idle', sceneIds: Array.from({ length: 101 }, (_, i) => i + 1) } },
        { ...HEARTBEAT, extra: true },
        { playback: HEARTBEAT.playback, clock: HEARTBEAT.clock },
      ]) {
        expect((await h.player('POST', '/api/v1/player/heartbeat', { device: deviceToken, json })).status).toBe(422);
      }
      const row = await h.db.one<{ alive_at: Date | null }>('SELECT alive_at FROM screens WHERE id = $1', [screenId]);
      expect(row.alive_at).toBeNull();
    });
  });

  describe('content and sync', () => {
    it('answers the screen settings, schedules, published scenes and their media, and syncs to Latest', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Content screen');
      const scene = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Summer promo'");
      const section = await h.db.one<{ id: number }>(
        'SELECT id FROM sections WHERE scene_id = $1 AND parent_id IS NULL ORDER BY id LIMIT 1',
        [scene.id],
      );
      const layer = {
        id: 1,
        itemType: 'Image',
        content: { left: 0, top: 0, width: 10, height: 10, imageUrl: '/media/demo/acme-sunrise.png', image: null },
        parentLayerId: null,
        sectionTemplateGroup: null,
        sectionTemplateId: null,
        invisible: false,
        media: [],
        fonts: [],
      };
      const item = await h.db.one<{ id: number }>(
        'INSERT INTO playlist_items (section_id, layers, duration, position) VALUES ($1, $2::jsonb, 5, 99) RETURNING id',
        [section.id, JSON.stringify([layer])],
      );
      const draft = await h.db.one<{ id: number }>(
        `INSERT INTO sections (scene_id, parent_id, name, "top", "left", width, height, draft, order_index)
         VALUES ($1, $2, 'Unsaved draft', 0, 0, 10, 10, true, 0) RETURNING id`,
        [scene.id, section.id],
      );
      const events = [{ from: '2026-03-01', till: null, daysSchedule: [] }];
      const schedule = await h.db.one<{ id: number }>(
        "INSERT INTO schedules (scene_id, screen_id, name, events) VALUES ($1, $2, 'new Schedule', $3::jsonb) RETURNING id",
        [scene.id, screenId, JSON.stringify(events)],
      );
      await h.db.query(
        "INSERT INTO screen_timers (screen_id, type, time_on, time_off, weekdays) VALUES ($1, 'TIMER_1', '08:00', '20:00', '{mon,tue}')",
        [screenId],
      );
      await h.db.query("UPDATE screens SET content_version = 'v2', timezone = 'Europe/Berlin' WHERE id = $1", [
        screenId,
      ]);

      const answer = await h.player<PlayerContent>('GET', '/api/v1/player/content', { device: deviceToken });
      expect(answer.status).toBe(200);
      const content = answer.body;
      expect(content.version).toBe('v2');
      expect(content.screen).toMatchObject({
        id: screenId,
        name: 'Content screen',
        timezone: 'Europe/Berlin',
        orientation: 'LANDSCAPE',
        volume: 50,
        brightness: { brightness1: 100, brightness2: 100, timeFrom1: '07:00', timeFrom2: '22:00' },
        timers: [
          {
            type: 'TIMER_1',
            level: 'PROPRIETARY',
            timeOn: '08:00',
            timeOff: '20:00',
            weekdays: ['mon', 'tue'],
            volume: null,
          },
        ],
      });
      expect(content.schedules).toEqual([
        { id: schedule.id, name: 'new Schedule', screenId, sceneId: scene.id, events },
      ]);
      expect(content.scenes.map((s) => s.id)).toEqual([scene.id]);
      const sections = content.scenes[0]?.sections ?? [];
      expect(sections.map((s) => s.id)).not.toContain(draft.id);
      expect(sections.every((s) => s.parentId === null && !s.markAsDeleted)).toBe(true);
      expect(sections.flatMap((s) => s.playlistItems.map((i) => i.id))).toContain(item.id);
      expect(content.media).toContain('/media/demo/acme-sunrise.png');
      // The player downloads media without any token.
      for (const url of content.media.filter((u) => u.startsWith('/media/')))
        expect((await h.playerApp.request(url)).status).toBe(200);

      // Sync: Pushing, then InLive with the current version: Latest; an older version's report is ignored.
      const sync = (json: unknown) => h.player('POST', '/api/v1/player/sync', { device: deviceToken, json });
      expect((await sync({ contentVersion: 'v2', state: 'Pushing' })).body).toEqual({
        data: { applied: true, contentVersion: 'v2' },
      });
      const syncRow = () =>
        h.db.one<{ state: string; content_version: string | null; error: string | null }>(
          'SELECT state, content_version, error FROM screen_syncs WHERE screen_id = $1 AND scene_id = $2',
          [screenId, scene.id],
        );
      expect(await syncRow()).toEqual({ state: 'Pushing', content_version: 'v2', error: null });
      h.published.length = 0;
      expect((await sync({ contentVersion: 'v2', state: 'InLive' })).status).toBe(200);
      expect(await syncRow()).toMatchObject({ state: 'InLive' });
      const versions = await h.db.one<{ player_version: string }>('SELECT player_version FROM screens WHERE id = $1', [
        screenId,
      ]);
      expect(versions.player_version).toBe('v2');
      const status = h.published.find((m) => m.channel === `customer:${acme}:screens`);
      expect(status?.data).toMatchObject({
        id: screenId,
        contentVersion: 'Latest',
        syncs: [{ sceneId: scene.id, sceneName: 'Summer promo', state: 'InLive' }],
      });
      const [syncDto] =
        (status?.data as { syncs: { createdAt: string; updatedAt: string }[] } | undefined)?.syncs ?? [];
      expect(syncDto?.updatedAt).toBe(h.clock.now().toISOString());
      expect(syncDto?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect((await sync({ contentVersion: 'v1', state: 'NotSync', error: 'old' })).body).toEqual({
        data: { applied: false, contentVersion: 'v2' },
      });
      expect(await syncRow()).toMatchObject({ state: 'InLive', error: null });
      expect((await sync({ contentVersion: 'v2', state: 'NotSync', error: 'Video failed' })).status).toBe(200);
      expect(await syncRow()).toEqual({ state: 'NotSync', content_version: 'v2', error: 'Video failed' });
      expect((await sync({ contentVersion: 'v2', state: 'Pushed' })).status).toBe(422);
    });
  });

  describe('events', () => {
    it('streams the screen’s messages as server-sent events, ends on unpaired and cleans up', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Streaming screen');
      const other = await h.pair(acme, 'Other screen');
      const response = await h.playerApp.request('/api/v1/player/events', {
        headers: { authorization: `Device ${deviceToken}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = await readUntil(reader, (t) => t.includes(EVENTS_READY_COMMENT));
      expect(h.bus.isStreaming(screenId)).toBe(true);
      // Another screen's message does not reach this stream; this screen's do, in order.
      h.bus.emit(other.screenId, { name: 'reload', data: {} });
      h.bus.emit(screenId, { name: 'content', data: { contentVersion: 'v9' } });
      h.bus.emit(screenId, { name: 'screenshot', data: { requestId: 'r1' } });
      text = await readUntil(reader, (t) => t.includes('r1'), text);
      expect(text).toContain('event: content\ndata: {"contentVersion":"v9"}\n\n');
      expect(text.indexOf('event: content')).toBeLessThan(text.indexOf('event: screenshot'));
      expect(text).not.toContain('reload');
      h.bus.emit(screenId, { name: 'unpaired', data: {} });
      text = await readUntil(reader, () => false, text);
      expect(text).toContain('event: unpaired');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(h.bus.isStreaming(screenId)).toBe(false);
      expect(screenChannel(screenId)).toBe(`screen:${screenId}`);
    });

    it('stops delivering when the player disconnects', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Leaving screen');
      const response = await h.playerApp.request('/api/v1/player/events', {
        headers: { authorization: `Device ${deviceToken}` },
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await readUntil(reader, (t) => t.includes(EVENTS_READY_COMMENT));
      expect(h.bus.isStreaming(screenId)).toBe(true);
      await reader.cancel();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(h.bus.isStreaming(screenId)).toBe(false);
    });
  });
});
