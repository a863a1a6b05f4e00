import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ONLINE_MS, SCREEN_PENDING_MS, type ScreenshotDto } from '@screenplay/core/screens';
import { englishText } from '@screenplay/core/messages';
import { EVENTS_READY_COMMENT } from '../../examples/portal/server/routes/player/events';
import { SCREENSHOT_LINK_TTL_MS, SCREENSHOT_MAX_BYTES } from '../../examples/portal/server/screens/screenshots';
import { createPlayerHarness, type PlayerHarness, readUntil } from './playerHarness';
import { tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

describe.each(BACKENDS)('screensyncs and screenshots (%s)', (backend) => {
  let h: PlayerHarness;
  let acme: number;
  let token: string;
  let globexToken: string;
  beforeAll(async () => {
    h = await createPlayerHarness(backend);
    acme = await h.customerId('Acme Retail');
    token = (await h.login('admin@acme.test')).accessToken;
    globexToken = (await h.login('admin@globex.test')).accessToken;
  });
  afterAll(() => h.dispose());

  /** Marks a screen last alive `agoMs` before the test clock's now. */
  const aliveAgo = (screenId: number, agoMs: number) =>
    h.db.query('UPDATE screens SET alive_at = $2 WHERE id = $1', [screenId, new Date(h.clock.now().getTime() - agoMs)]);
  const take = (screenId: number, json: unknown = { duration: 20, step: 20 }, as = token) =>
    h.player<{ data: ScreenshotDto } & { message?: string }>(
      'POST',
      `/api/v1/screensyncs/${screenId}/screenshot/sos/take`,
      { token: as, json },
    );
  const upload = (deviceToken: string, requestId: string, bytes: Uint8Array = tinyPng()) =>
    h.player<{ data: ScreenshotDto }>('POST', `/api/v1/player/screenshots?requestId=${requestId}`, {
      device: deviceToken,
      bytes,
      headers: { 'content-type': 'image/png' },
    });

  describe('take a screenshot', () => {
    it('asks the player over its event stream and answers with the screenshot it uploads', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Proof screen');
      const response = await h.playerApp.request('/api/v1/player/events', {
        headers: { authorization: `Device ${deviceToken}` },
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = await readUntil(reader, (t) => t.includes(EVENTS_READY_COMMENT));
      const taking = take(screenId);
      text = await readUntil(reader, (t) => t.includes('event: screenshot'), text);
      const requestId = (/"requestId":"([0-9a-f-]{36})"/.exec(text) ?? [])[1] ?? '';
      expect(requestId).not.toBe('');
      const uploaded = await upload(deviceToken, requestId);
      expect(uploaded.status).toBe(201);
      const taken = await taking;
      await reader.cancel();
      expect(taken.status).toBe(200);
      expect(taken.body.data).toEqual(uploaded.body.data);
      expect(taken.body.data.takenAt).toBe(h.clock.now().toISOString());
      // The request is consumed: a second upload for it is refused.
      expect((await upload(deviceToken, requestId)).status).toBe(404);

      // The signed link serves the file; the bare path, a tampered or an expired link do not.
      const { uri } = taken.body.data;
      expect(uri).toMatch(/^\/api\/v1\/screenshots\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/);
      const file = await h.playerApp.request(uri);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(tinyPng());
      const bare = uri.slice(0, uri.indexOf('?'));
      expect((await h.playerApp.request(bare)).status).toBe(403);
      const tampered = uri.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
      expect((await h.playerApp.request(tampered)).status).toBe(403);
      const otherId = uri.replace(/screenshots\/(\d+)/, (_, id: string) => `screenshots/${Number(id) + 1}`);
      expect((await h.playerApp.request(otherId)).status).toBe(403);
      const longer = uri.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
      expect((await h.playerApp.request(longer)).status).toBe(403);
      h.clock.advance(SCREENSHOT_LINK_TTL_MS / 1000 - 1);
      expect((await h.playerApp.request(uri)).status).toBe(200);
      h.clock.advance(1);
      const expired = await h.playerApp.request(uri);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toEqual({ message: englishText('playerApi.linkInvalid') });
    });

    it('answers an offline screen at once with deviceOffline, a pending one is asked', async () => {
      const { screenId } = await h.pair(acme, 'Offline screen');
      await aliveAgo(screenId, SCREEN_PENDING_MS);
      const startedAt = Date.now();
      const answer = await take(screenId);
      expect(Date.now() - startedAt).toBeLessThan(1000);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: englishText('proofOfPlay.deviceOffline') });
      expect(await h.db.query('SELECT 1 FROM screenshot_requests WHERE screen_id = $1', [screenId])).toHaveLength(0);
      const never = await h.db.query('SELECT 1 FROM screens WHERE id = $1 AND alive_at IS NULL', [screenId]);
      expect(never).toHaveLength(0);
      // Pending (under 5 minutes) is not offline: the request is made and times out (1 s).
      await aliveAgo(screenId, SCREEN_PENDING_MS - 1);
      expect((await take(screenId, { duration: 1, step: 1 })).status).toBe(504);
    });

    it('answers 504 screenshotError when no screenshot arrives in time, and forgets the request', async () => {
      const { screenId } = await h.pair(acme, 'Silent screen');
      await aliveAgo(screenId, SCREEN_ONLINE_MS - 1);
      h.published.length = 0;
      const startedAt = Date.now();
      const answer = await take(screenId, { duration: 1, step: 1 });
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(990);
      expect(answer.status).toBe(504);
      expect(answer.body).toMatchObject({ message: englishText('proofOfPlay.screenshotError') });
      expect(h.published.filter((m) => m.channel === `screen:${screenId}` && m.name === 'screenshot')).toHaveLength(1);
      expect(await h.db.query('SELECT 1 FROM screenshot_requests WHERE screen_id = $1', [screenId])).toHaveLength(0);
    });

    it('refuses bad durations (1..20 s) with 422, and another tenant’s screen with 404', async () => {
      const { screenId } = await h.pair(acme, 'Strict screen');
      for (const json of [{ duration: 0 }, { duration: 21 }, { duration: 1.5 }, {}, { duration: 5, extra: 1 }])
        expect((await take(screenId, json)).status).toBe(422);
      expect((await take(screenId, { duration: 5 }, globexToken)).status).toBe(404);
      expect(await h.db.query('SELECT 1 FROM screenshot_requests WHERE screen_id = $1', [screenId])).toHaveLength(0);
    });
  });

  describe('screenshot uploads', () => {
    it('refuses uploads without a request, of other types, empty or too large', async () => {
      const { screenId, deviceToken } = await h.pair(acme, 'Uploading screen');
      const requestId = crypto.randomUUID();
      expect((await upload(deviceToken, requestId)).status).toBe(404);
      expect((await upload(deviceToken, 'not-a-uuid')).status).toBe(404);
      await h.db.query(
        "INSERT INTO screenshot_requests (id, screen_id, requested_at, expires_at) VALUES ($1, $2, $3, $3::timestamptz + interval '20 seconds')",
        [requestId, screenId, h.clock.now()],
      );
      const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
      const answer = await upload(deviceToken, requestId, gif);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: englishText('playerApi.screenshotType') });
      // A PNG claimed by the header but not by the bytes is refused too.
      expect((await upload(deviceToken, requestId, new TextEncoder().encode('<svg/>'))).status).toBe(415);
      expect((await upload(deviceToken, requestId, new Uint8Array())).status).toBe(422);
      const huge = new Uint8Array(SCREENSHOT_MAX_BYTES + 1);
      huge.set(tinyPng());
      expect((await upload(deviceToken, requestId, huge)).status).toBe(413);
      expect(await h.db.query('SELECT 1 FROM screenshots WHERE screen_id = $1', [screenId])).toHaveLength(0);
      // The request outlives none of that, but not its expiry.
      h.clock.advance(20);
      expect((await upload(deviceToken, requestId)).status).toBe(404);
    });
  });

  describe('the archive', () => {
    it('lists from the start of the since day to the end of the until day in the screen zone, newest first', async () => {
      const { screenId } = await h.pair(acme, 'Tokyo screen');
      await h.db.query("UPDATE screens SET timezone = 'Asia/Tokyo' WHERE id = $1", [screenId]);
      // Tokyo's 2 March runs from 1 March 15:00 UTC to 2 March 15:00 UTC.
      const times = [
        '2026-03-01T14:59:59.999Z',
        '2026-03-01T15:00:00.000Z',
        '2026-03-02T14:59:59.999Z',
        '2026-03-02T15:00:00.000Z',
      ];
      for (const [i, at] of times.entries())
        await h.db.query(
          "INSERT INTO screenshots (screen_id, file_name, mime_type, taken_at) VALUES ($1, $2, 'image/png', $3)",
          [screenId, `${acme}/00000000-0000-0000-0000-00000000000${i}.png`, at],
        );
      const list = (json: unknown, as = token) =>
        h.player<{ data: ScreenshotDto[] }>('POST', `/api/v1/screensyncs/${screenId}/screenshot/sos`, {
          token: as,
          json,
        });
      const answer = await list({ since: '2026-03-02', until: '2026-03-02' });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((shot) => shot.takenAt)).toEqual([times[2], times[1]]);
      for (const shot of answer.body.data) expect(shot.uri).toMatch(/^\/api\/v1\/screenshots\/\d+\?expires=/);
      expect((await list({ since: '2026-03-01', until: '2026-03-03' })).body.data).toHaveLength(4);
      expect((await list({ since: '2026-03-03', until: '2026-03-02' })).status).toBe(422);
      expect((await list({ since: 'today', until: '2026-03-02' })).status).toBe(422);
      const tooLong = await list({ since: '2026-01-01', until: '2026-02-01' });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body).toMatchObject({ message: englishText('playerApi.archiveTooLong') });
      expect((await list({ since: '2026-03-02', until: '2026-03-02' }, globexToken)).status).toBe(404);
    });
  });

  describe('force push', () => {
    it('moves the sync row back to Pushed and tells the player to fetch; another tenant’s row is 404', async () => {
      const { screenId } = await h.pair(acme, 'Pushed screen');
      const scene = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Summer promo'");
      const sync = await h.db.one<{ id: number }>(
        `INSERT INTO screen_syncs (screen_id, scene_id, state, content_version, created_at, updated_at)
         VALUES ($1, $2, 'InLive', 'v1', now(), now()) RETURNING id`,
        [screenId, scene.id],
      );
      const other = await h.pair(acme, 'Unrelated screen');
      const push = (id: number, screenSyncId: number, as = token) =>
        h.player('POST', `/api/v1/screensyncs/${id}/forcepush`, { token: as, json: { screenSyncId } });
      expect((await push(other.screenId, sync.id)).status).toBe(404);
      expect((await push(screenId, sync.id, globexToken)).status).toBe(404);
      const row = () => h.db.one<{ state: string }>('SELECT state FROM screen_syncs WHERE id = $1', [sync.id]);
      expect((await row()).state).toBe('InLive');
      h.published.length = 0;
      const answer = await push(screenId, sync.id);
      expect(answer.status).toBe(200);
      expect((await row()).state).toBe('Pushed');
      expect(h.published).toContainEqual({
        channel: `screen:${screenId}`,
        name: 'content',
        data: { contentVersion: 'v1' },
      });
      expect(h.published.some((m) => m.channel === `customer:${acme}:screens` && m.name === 'status')).toBe(true);
      expect((await push(screenId, 0)).status).toBe(422);
    });
  });
});
