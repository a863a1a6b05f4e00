import { type ScreenDto, type ScreenFoldersDto, screenStatus } from '@screenplay/core/screens';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/portal/server/app';
import type { RealtimePublisher } from '../../examples/portal/server/realtime/publisher';
import { callApp, createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** Records what the server publishes. */
function recordingPublisher() {
  const messages: { channel: string; name: string; data: unknown }[] = [];
  const publisher: RealtimePublisher = {
    publish: (channel, name, data) => void messages.push({ channel, name, data }),
  };
  return { messages, publisher };
}

describe.each(BACKENDS)('screens: folders/screens (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let acme: number;
  const recorder = recordingPublisher();

  /** Calls the app built with the recording publisher (same database, clock and config as the harness). */
  function call<T>(method: string, path: string, token: string, json?: unknown) {
    const app = createApp({
      db: h.serverDb,
      config: h.config,
      mailer: h.mailer,
      clock: h.clock,
      realtime: recorder.publisher,
    });
    return callApp<T>(app, method, path, { token, json });
  }
  const insertScreen = async (name: string, aliveAt: Date | null, customer = acme) =>
    (
      await h.db.one<{ id: number }>(
        `INSERT INTO screens (customer_id, name, device_uid, content_version, alive_at, created_at, updated_at)
         VALUES ($1, $2, gen_random_uuid()::text, 'v1', $3, $4, $4) RETURNING id`,
        [customer, name, aliveAt, h.clock.now()],
      )
    ).id;
  const list = async (token = admin) => await call<{ data: ScreenFoldersDto }>('GET', '/api/v1/folders/screens', token);
  const screenNamed = async (name: string): Promise<ScreenDto> => {
    const screen = (await list()).body.data.screens.find((s) => s.name === name);
    if (!screen) throw new Error(`no screen ${name}`);
    return screen;
  };

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
  });
  beforeEach(() => {
    recorder.messages.length = 0;
  });
  afterAll(() => h.dispose());

  it('lists the screen folders, every screen with its status at the edges, and the manage-screen flag', async () => {
    const now = h.clock.now().getTime();
    await insertScreen('Edge online', new Date(now - 59_999));
    await insertScreen('Edge pending', new Date(now - 60_000));
    await insertScreen('Edge pending late', new Date(now - 299_999));
    await insertScreen('Edge offline', new Date(now - 300_000));
    await insertScreen('Never seen', null);
    const folder = await call<{ data: { id: number } }>('POST', '/api/v1/folders', admin, {
      name: 'Lobbies',
      type: 'screens',
    });
    expect(folder.status).toBe(201);
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.data.manageScreen).toBe(true);
    expect(answer.body.data.folders.map((f) => f.name)).toContain('Lobbies');
    expect(answer.body.data.folders.every((f) => f.kind === 'screens')).toBe(true);
    expect((await screenNamed('Edge online')).status).toBe('ONLINE');
    expect((await screenNamed('Edge pending')).status).toBe('PENDING');
    expect((await screenNamed('Edge pending late')).status).toBe('PENDING');
    expect((await screenNamed('Edge offline')).status).toBe('OFFLINE');
    const never = await screenNamed('Never seen');
    expect(never).toMatchObject({
      status: 'OFFLINE',
      aliveAt: null,
      title: 'Never seen',
      tags: [],
      folderIds: [],
      orientation: 'LANDSCAPE',
      timezone: 'UTC',
      volume: 50,
      contentVersion: 'New available',
      remoteControl: true,
      syncs: [],
      scenes: [],
      timers: [],
      freeScreen: false,
    });
  });

  it('seeds Acme’s demo screens in two folders (one ONLINE, one PENDING, the rest OFFLINE) and one live scene', async () => {
    const seeded = await h.db.one<{ alive_at: Date }>(
      "SELECT alive_at FROM screens WHERE name = 'Leeds – Market Street window'",
    );
    // The seed ran at the wall clock; judge its screens as of the seed's moment (20 s after the online one).
    const seedNow = new Date(seeded.alive_at.getTime() + 20_000);
    const rows = await h.db.query<{ name: string; alive_at: Date | null; timezone: string; folder: string }>(
      `SELECT s.name, s.alive_at, s.timezone, f.name AS folder FROM screens s
         JOIN screen_folders x ON x.screen_id = s.id JOIN folders f ON f.id = x.folder_id
        WHERE s.customer_id = $1 ORDER BY s.id`,
      [acme],
    );
    expect(rows.map((row) => screenStatus(row.alive_at, seedNow))).toEqual([
      'ONLINE',
      'PENDING',
      'OFFLINE',
      'OFFLINE',
      'OFFLINE',
    ]);
    expect(new Set(rows.map((row) => row.folder))).toEqual(new Set(['Stores', 'Head office']));
    expect(new Set(rows.map((row) => row.timezone))).toEqual(
      new Set(['Europe/London', 'Europe/Oslo', 'America/New_York']),
    );
    const york = await screenNamed('York – Coney Street till');
    expect(york.scenes.map((scene) => scene.name)).toEqual(['Menu board portrait']);
    expect(york.syncs).toMatchObject([{ sceneName: 'Menu board portrait', state: 'InLive' }]);
    expect(york).toMatchObject({ contentVersion: 'Latest', orientation: 'PORTRAIT', resolution: '1080x1920' });
    const leeds = await screenNamed('Leeds – Market Street window');
    expect(leeds.tags.map((tag) => tag.name)).toEqual(['high street', 'window']);
    expect(leeds.scenes).toEqual([]);
    const cards = await h.db.query('SELECT id FROM payment_methods WHERE customer_id = $1', [acme]);
    expect(cards).toHaveLength(1);
  });

  it('answers manageScreen false to a workgroup user with the manage-screens grant Readonly, true at Full Access', async () => {
    const setLevel = (level: string) =>
      h.db.query(
        `UPDATE group_permissions SET level = $1 WHERE permission_type = 'manageScreens'
            AND workgroup_id IN (SELECT id FROM workgroups WHERE title = 'Stores')`,
        [level],
      );
    expect((await list(editor)).body.data.manageScreen).toBe(false);
    await setLevel('full');
    expect((await list(editor)).body.data.manageScreen).toBe(true);
    await setLevel('readonly');
  });

  it('never lists another customer’s screens or folders', async () => {
    const globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    await insertScreen('Globex secret display', null, globex);
    const answer = await list();
    expect(answer.body.data.screens.map((s) => s.name)).not.toContain('Globex secret display');
  });

  // --- Pairing: POST screens/verification ---------------------------------------------------------------

  /** A pairing code shown by an unpaired player (what the player API's pairing start writes). */
  const pairing = async (code: string, deviceInfo: Record<string, unknown> = {}, ttlMs = 15 * 60_000) => {
    const now = h.clock.now();
    await h.db.query(
      `INSERT INTO player_pairings (id, code, secret_hash, device_info, created_at, expires_at)
       VALUES (gen_random_uuid(), $1, 'x', $2::jsonb, $3, $4)`,
      [code, JSON.stringify(deviceInfo), now, new Date(now.getTime() + ttlMs)],
    );
  };
  const verify = (json: Record<string, unknown>, token = admin) =>
    call<{ data: ScreenDto; code?: string; errors?: Record<string, string[]> }>(
      'POST',
      '/api/v1/screens/verification',
      token,
      { freeScreen: false, folderId: -1, ...json },
    );
  /** Acme with a card on file and licences to spare (the licence test sets its own). */
  const ensureAcmeCard = async () => {
    await h.db.query(
      `INSERT INTO payment_methods (customer_id, type, title, created_at)
       SELECT $1, 'Card', 'Visa •••• 4242', now() WHERE NOT EXISTS (SELECT 1 FROM payment_methods WHERE customer_id = $1)`,
      [acme],
    );
    await h.db.query('UPDATE customers SET screen_licenses = 1000 WHERE id = $1', [acme]);
  };
  const clearPairingThrottle = () => h.db.query("DELETE FROM throttles WHERE rule = 'pairing:user'");

  it('pairs the player whose code this is: one screen, claimed pairing, device zone and size, folder, publish', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    await pairing('ABC234', { timezone: 'Europe/Oslo', displaySize: '1920x1080' });
    const folder = (
      await call<{ data: { id: number } }>('POST', '/api/v1/folders', admin, { name: 'Pairing room', type: 'screens' })
    ).body.data.id;
    const answer = await verify({ name: '  Window display ', verificationHash: 'abc-234', folderId: folder });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Window display',
      timezone: 'Europe/Oslo',
      resolution: '1920x1080',
      folderIds: [folder],
      status: 'OFFLINE',
      freeScreen: false,
    });
    const row = await h.db.one<{ claimed_screen_id: number }>(
      "SELECT claimed_screen_id FROM player_pairings WHERE code = 'ABC234'",
    );
    expect(row.claimed_screen_id).toBe(answer.body.data.id);
    expect(recorder.messages).toContainEqual({
      channel: `customer:${acme}:screens`,
      name: 'screen',
      data: answer.body.data,
    });
    // A claimed code cannot be used twice.
    expect((await verify({ name: 'Again', verificationHash: 'ABC234' })).body.code).toBe('addScreen.addError');
  });

  it('falls back to UTC and no resolution for a device that reported neither usable', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    await pairing('DEF567', { timezone: 'Mars/Olympus', displaySize: 'huge' });
    const answer = await verify({ name: 'Plain display', verificationHash: 'DEF567' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ timezone: 'UTC', resolution: null, folderIds: [] });
  });

  it('needs a name and a code (422 with the spec keys), and changes nothing', async () => {
    await ensureAcmeCard();
    const before = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens')).n;
    const noName = await verify({ name: '  ', verificationHash: 'ABC234' });
    expect(noName.status).toBe(422);
    expect(noName.body.code).toBe('addScreen.nameRequired');
    expect(noName.body.errors?.name).toEqual(['Screen name is required']);
    const noCode = await verify({ name: 'Lobby', verificationHash: '' });
    expect(noCode.body.code).toBe('addScreen.verificationCodeRequired');
    expect((await verify({ name: 'Lobby', verificationHash: 'GHJ234', freeScreen: 'yes' })).status).toBe(422);
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens')).n).toBe(before);
  });

  it('refuses a user without the manage-screen flag (403) and a foreign folder (404)', async () => {
    await ensureAcmeCard();
    await pairing('KMN234');
    expect((await verify({ name: 'Sneaky', verificationHash: 'KMN234' }, editor)).status).toBe(403);
    const globexFolder = await h.db.one<{ id: number }>(
      `INSERT INTO folders (customer_id, kind, name, created_at)
       SELECT id, 'screens', 'Globex only', now() FROM customers WHERE title = 'Globex Cafés' RETURNING id`,
    );
    expect((await verify({ name: 'Lost', verificationHash: 'KMN234', folderId: globexFolder.id })).status).toBe(404);
  });

  it('requires a payment method: a Delegated customer without its reseller’s is told so (422)', async () => {
    const globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
    await pairing('PQR234');
    const answer = await verify({ name: 'Café display', verificationHash: 'PQR234' }, globexAdmin);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('addScreen.paymentMethodRequired');
    expect(answer.body.errors?.paymentMethod).toEqual(['Adding a screen requires a payment method']);
    // A terminated card (declined at verification, or removed in billing) is no payment method.
    await h.db.query(
      `INSERT INTO payment_methods (reseller_id, type, title, status, created_at)
       SELECT reseller_id, 'Card', 'Northwind old card', 'terminated', now() FROM customers WHERE title = 'Globex Cafés'`,
    );
    const terminated = await verify({ name: 'Café display', verificationHash: 'PQR234' }, globexAdmin);
    expect(terminated.body.code).toBe('addScreen.paymentMethodRequired');
    await h.db.query("DELETE FROM payment_methods WHERE title = 'Northwind old card'");
    // The reseller's card is the Delegated customer's payment method.
    await h.db.query(
      `INSERT INTO payment_methods (reseller_id, type, title, created_at)
       SELECT reseller_id, 'Invoice', 'Northwind invoices', now() FROM customers WHERE title = 'Globex Cafés'`,
    );
    const paired = await verify({ name: 'Café display', verificationHash: 'PQR234' }, globexAdmin);
    expect(paired.status).toBe(201);
    await h.db.query("DELETE FROM payment_methods WHERE title = 'Northwind invoices'");
  });

  it('needs a free licence for a paid screen when licences are counted; a free screen needs none', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    const original = await h.db.one<{ screen_licenses: number; max_screens: number }>(
      'SELECT screen_licenses, max_screens FROM customers WHERE id = $1',
      [acme],
    );
    const paid = (
      await h.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM screens WHERE customer_id = $1 AND NOT free_screen',
        [acme],
      )
    ).n;
    await h.db.query('UPDATE customers SET screen_licenses = $2, max_screens = $2 WHERE id = $1', [acme, paid]);
    await pairing('STU234');
    const refused = await verify({ name: 'One too many', verificationHash: 'STU234' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('screensApi.noFreeLicence');
    const free = await verify({ name: 'Free one', verificationHash: 'STU234', freeScreen: true });
    expect(free.status).toBe(201);
    expect(free.body.data.freeScreen).toBe(true);
    await h.db.query('UPDATE customers SET screen_licenses = $2 WHERE id = $1', [acme, paid + 1]);
    await pairing('STU235');
    expect((await verify({ name: 'Last licence', verificationHash: 'STU235' })).status).toBe(201);
    await h.db.query('UPDATE customers SET screen_licenses = $2, max_screens = $3 WHERE id = $1', [
      acme,
      original.screen_licenses,
      original.max_screens,
    ]);
  });

  it('answers a wrong or expired code with addScreen.addError, and 429 after 5 wrong codes until the window passes', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    await pairing('VWX234', {}, 60_000);
    h.clock.advance(60); // Expired exactly now: refused.
    const expired = await verify({ name: 'Late', verificationHash: 'VWX234' });
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('addScreen.addError');
    expect(expired.body.errors?.verificationHash).toEqual(["Can't add screen"]);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await verify({ name: 'Guess', verificationHash: `ZZZ23${attempt}` })).status).toBe(422);
    }
    await pairing('YZA234');
    // The sixth attempt in the window is refused even with a right code.
    const blocked = await verify({ name: 'Right code', verificationHash: 'YZA234' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(15 * 60 - 1);
    expect((await verify({ name: 'Right code', verificationHash: 'YZA234' })).status).toBe(429);
    h.clock.advance(1);
    await pairing('YZA235');
    expect((await verify({ name: 'Right code', verificationHash: 'YZA235' })).status).toBe(201);
  });

  it('gives a right code back: successes do not count toward the limit', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    for (let index = 0; index < 4; index += 1)
      expect((await verify({ name: 'Guess', verificationHash: 'QQQQQQ' })).status).toBe(422);
    for (const code of ['BBB234', 'BBB235']) {
      await pairing(code);
      expect((await verify({ name: `Good ${code}`, verificationHash: code })).status).toBe(201);
    }
    expect((await verify({ name: 'Guess', verificationHash: 'QQQQQQ' })).status).toBe(422);
    expect((await verify({ name: 'Guess', verificationHash: 'QQQQQQ' })).status).toBe(429);
    await clearPairingThrottle();
  });

  // --- A screen: PUT, move, delete, details -----------------------------------------------------------------

  const version = async (id: number) =>
    (await h.db.one<{ content_version: string }>('SELECT content_version FROM screens WHERE id = $1', [id]))
      .content_version;
  const detail = (id: number, path: string, json: unknown, token = admin) =>
    call<{ data: ScreenDto; code?: string }>('PUT', `/api/v1/screens/${id}/details/${path}`, token, json);

  it('renames a screen and replaces its tags (names or {id,name}), publishing the change', async () => {
    const id = await insertScreen('Rename me', null);
    const before = await version(id);
    const answer = await call<{ data: ScreenDto }>('PUT', `/api/v1/screens/${id}`, admin, {
      title: ' Renamed ',
      tags: ['Kiosk zone', { name: 'north wing' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('Renamed');
    expect(answer.body.data.tags.map((tag) => tag.name)).toEqual(['Kiosk zone', 'north wing']);
    const lobby = answer.body.data.tags.find((tag) => tag.name === 'Kiosk zone');
    const renamedVersion = await version(id);
    expect(renamedVersion).not.toBe(before);
    // Tags do not reach the player: no new content version, but the list is told.
    const again = await call<{ data: ScreenDto }>('PUT', `/api/v1/screens/${id}`, admin, { tags: [lobby] });
    expect(again.body.data.tags).toEqual([lobby]);
    expect(again.body.data.name).toBe('Renamed');
    expect(await version(id)).toBe(renamedVersion);
    expect(recorder.messages.filter((m) => m.name === 'content')).toHaveLength(1);
    expect(
      recorder.messages.filter((m) => m.channel === `customer:${acme}:screens` && m.name === 'screen'),
    ).toHaveLength(2);
    expect((await call('PUT', `/api/v1/screens/${id}`, admin, { title: '' })).status).toBe(422);
    expect((await call('PUT', `/api/v1/screens/${id}`, admin, { tags: 'Kiosk zone' })).status).toBe(422);
    expect((await call('PUT', `/api/v1/screens/${id}`, admin, { tags: [{ id: 999_999 }] })).status).toBe(422);
    expect((await call('PUT', '/api/v1/screens/999999', admin, { title: 'x' })).status).toBe(404);
    expect((await screenNamed('Renamed')).tags).toEqual([lobby]);
  });

  it('moves a screen into a screens folder and back to All; other kinds and unknown folders are 404', async () => {
    const id = await insertScreen('Mover', null);
    const folder = (
      await call<{ data: { id: number } }>('POST', '/api/v1/folders', admin, { name: 'Moves', type: 'screens' })
    ).body.data.id;
    const moved = await call<{ data: ScreenDto }>('POST', `/api/v1/screens/${id}/move`, admin, { to: folder });
    expect(moved.status).toBe(200);
    expect(moved.body.data.folderIds).toEqual([folder]);
    // A folder with a screen in it is not empty.
    expect((await call('DELETE', `/api/v1/folders/${folder}`, admin)).status).toBe(409);
    const back = await call<{ data: ScreenDto }>('POST', `/api/v1/screens/${id}/move`, admin, { to: -1 });
    expect(back.body.data.folderIds).toEqual([]);
    const sceneFolder = (
      await h.db.one<{ id: number }>("SELECT id FROM folders WHERE kind = 'scenes' AND customer_id = $1 LIMIT 1", [
        acme,
      ])
    ).id;
    expect((await call('POST', `/api/v1/screens/${id}/move`, admin, { to: sceneFolder })).status).toBe(404);
    expect((await call('POST', `/api/v1/screens/${id}/move`, admin, { to: 'x' })).status).toBe(422);
    expect((await call('POST', `/api/v1/screens/${id}/move`, admin, {})).status).toBe(422);
  });

  it('deletes a screen only when the body’s title is its name; the player is unpaired and the list told', async () => {
    const id = await insertScreen('Doomed display', null);
    const mismatch = await call<{ code: string }>('DELETE', `/api/v1/screens/${id}`, admin, { title: 'Doomed' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('screensApi.titleMismatch');
    expect((await call('DELETE', `/api/v1/screens/${id}`, admin, {})).status).toBe(422);
    expect(await h.db.maybe('SELECT id FROM screens WHERE id = $1', [id])).not.toBeNull();
    recorder.messages.length = 0;
    expect((await call('DELETE', `/api/v1/screens/${id}`, admin, { title: 'Doomed display' })).status).toBe(204);
    expect(await h.db.maybe('SELECT id FROM screens WHERE id = $1', [id])).toBeNull();
    expect(recorder.messages).toEqual([
      { channel: `screen:${id}`, name: 'unpaired', data: {} },
      { channel: `customer:${acme}:screens`, name: 'removed', data: { id } },
    ]);
    expect((await call('DELETE', `/api/v1/screens/${id}`, admin, { title: 'Doomed display' })).status).toBe(404);
  });

  it('force reload tells the player to reload without a new content version', async () => {
    const id = await insertScreen('Reloaded display', h.clock.now());
    recorder.messages.length = 0;
    expect((await call('POST', `/api/v1/screens/${id}/details/force-reload`, admin)).status).toBe(202);
    expect(recorder.messages).toEqual([{ channel: `screen:${id}`, name: 'reload', data: {} }]);
    const row = await h.db.one<{ content_version: string }>('SELECT content_version FROM screens WHERE id = $1', [id]);
    expect(row.content_version).toBe('v1');
    recorder.messages.length = 0;
    expect((await call('POST', `/api/v1/screens/${id + 1000}/details/force-reload`, admin)).status).toBe(404);
    expect(recorder.messages).toEqual([]);
  });

  it('answers the device report from what the player wrote on heartbeat', async () => {
    const id = await insertScreen('Reporter', new Date(h.clock.now().getTime() - 10_000));
    await h.db.query(`UPDATE screens SET player_version = 'v1', device_info = $2::jsonb WHERE id = $1`, [
      id,
      JSON.stringify({
        userAgent: 'TV/1.0',
        displaySize: '1280x720',
        deviceTime: '2026-03-02T08:59:50.000Z',
        clockOffsetMs: -120,
        timezone: 'Europe/London',
      }),
    ]);
    const answer = await call<{ data: Record<string, unknown> }>('GET', `/api/v1/screens/${id}/details/device`, admin);
    expect(answer.body.data).toEqual({
      deviceUid: expect.any(String),
      userAgent: 'TV/1.0',
      displaySize: '1280x720',
      deviceTime: '2026-03-02T08:59:50.000Z',
      clockOffsetMs: -120,
      contentVersion: 'v1',
      aliveAt: new Date(h.clock.now().getTime() - 10_000).toISOString(),
      status: 'ONLINE',
    });
    expect((await screenNamed('Reporter')).contentVersion).toBe('Latest');
  });

  it('changes each setting, answering the screen with a new content version the player is told about', async () => {
    const id = await insertScreen('Settings', null);
    const cases: [string, unknown, Partial<ScreenDto>][] = [
      ['remote-control', { enabled: false }, { remoteControl: false }],
      [
        'orientation',
        { orientation: 'PORTRAIT', resolution: '1080x1920' },
        { orientation: 'PORTRAIT', resolution: '1080x1920' },
      ],
      [
        'timezone',
        { time: '10:00', timezone: 'America/New_York', ntpServer: 'pool.ntp.org' },
        { timezone: 'America/New_York' },
      ],
      ['volume', { volume: 0 }, { volume: 0 }],
      ['volume', { volume: 100 }, { volume: 100 }],
      [
        'brightness',
        { brightness1: 80, brightness2: 20, timeFrom1: '06:30', timeFrom2: '21:00' },
        { brightness1: 80, brightness2: 20, timeFrom1: '06:30', timeFrom2: '21:00' },
      ],
      ['finance-tag', { finTag: ' CC-42 ' }, { finTag: 'CC-42' }],
    ];
    for (const [path, json, expected] of cases) {
      recorder.messages.length = 0;
      const before = await version(id);
      const answer = await detail(id, path, json);
      expect(answer.status, path).toBe(200);
      expect(answer.body.data, path).toMatchObject(expected);
      const after = await version(id);
      expect(after, path).not.toBe(before);
      expect(recorder.messages, path).toContainEqual({
        channel: `screen:${id}`,
        name: 'content',
        data: { contentVersion: after },
      });
      expect(
        recorder.messages.some((m) => m.channel === `customer:${acme}:screens` && m.name === 'screen'),
        path,
      ).toBe(true);
    }
    const tag = await call<{ data: { finTag: string | null } }>(
      'GET',
      `/api/v1/screens/${id}/details/finance-tag`,
      admin,
    );
    expect(tag.body.data).toEqual({ finTag: 'CC-42' });
  });

  it('refuses bad settings with 422 and changes nothing', async () => {
    const id = await insertScreen('Strict', null);
    const before = await h.db.one('SELECT * FROM screens WHERE id = $1', [id]);
    const bad: [string, unknown, string][] = [
      ['remote-control', { enabled: 'yes' }, 'screensApi.remoteControlInvalid'],
      ['orientation', { orientation: 'UPSIDE' }, 'screensApi.orientationInvalid'],
      ['orientation', { orientation: 'AUTO', resolution: '0x10' }, 'screensApi.resolutionInvalid'],
      ['timezone', { timezone: 'Mars/Olympus' }, 'screensApi.timezoneInvalid'],
      ['timezone', { timezone: 'UTC', ntpServer: 'not a host' }, 'screensApi.ntpServerInvalid'],
      ['volume', { volume: 101 }, 'screens.volumeInvalid'],
      ['volume', { volume: -1 }, 'screens.volumeInvalid'],
      ['volume', { volume: 50.5 }, 'screens.volumeInvalid'],
      [
        'brightness',
        { brightness1: 101, brightness2: 0, timeFrom1: '07:00', timeFrom2: '22:00' },
        'screenDetails.brightnessInvalid',
      ],
      [
        'brightness',
        { brightness1: 100, brightness2: 0, timeFrom1: '24:00', timeFrom2: '22:00' },
        'screens.timerTimeInvalid',
      ],
      ['finance-tag', { finTag: 'x'.repeat(101) }, 'screensApi.finTagTooLong'],
    ];
    for (const [path, json, key] of bad) {
      const answer = await detail(id, path, json);
      expect(answer.status, `${path} ${JSON.stringify(json)}`).toBe(422);
      expect(answer.body.code, path).toBe(key);
    }
    expect(await h.db.one('SELECT * FROM screens WHERE id = $1', [id])).toEqual(before);
    expect((await detail(999_999, 'volume', { volume: 5 })).status).toBe(404);
  });

  it('keeps up to 7 timers (TIMER_1..TIMER_7), updates one in place and deletes a removed one', async () => {
    const id = await insertScreen('Timed', null);
    const timer = (n: number) => ({
      type: `TIMER_${n}`,
      timeOn: '08:00',
      timeOff: '18:00',
      volume: null,
      weekdays: ['mon', 'tue'],
      level: 'PROPRIETARY',
    });
    for (let n = 1; n <= 7; n += 1) expect((await detail(id, 'timer-settings', timer(n))).status).toBe(200);
    expect((await screenNamed('Timed')).timers).toHaveLength(7);
    const eighth = await detail(id, 'timer-settings', timer(8));
    expect(eighth.status).toBe(422);
    expect(eighth.body.code).toBe('screens.timerTypeInvalid');
    const changed = await detail(id, 'timer-settings', { ...timer(3), timeOff: '23:00', volume: 30 });
    expect(changed.body.data.timers.find((t) => t.type === 'TIMER_3')).toMatchObject({ timeOff: '23:00', volume: 30 });
    const removed = await detail(id, 'timer-settings', {
      type: 'TIMER_2',
      timeOn: null,
      timeOff: null,
      volume: null,
      weekdays: ['mon'],
      level: 'PROPRIETARY',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.timers.map((t) => t.type)).toEqual([
      'TIMER_1',
      'TIMER_3',
      'TIMER_4',
      'TIMER_5',
      'TIMER_6',
      'TIMER_7',
    ]);
    for (const bad of [
      { ...timer(1), timeOn: '25:00' },
      { ...timer(1), weekdays: [] },
      { ...timer(1), weekdays: ['funday'] },
      { ...timer(1), volume: 101 },
      { ...timer(1), timeOn: null },
    ]) {
      expect((await detail(id, 'timer-settings', bad)).status, JSON.stringify(bad)).toBe(422);
    }
  });

  it('refuses changes to a screen in a folder that is readonly for the user (403), and lets admins', async () => {
    const folder = await h.db.one<{ id: number }>(
      "INSERT INTO folders (customer_id, kind, name, created_at) VALUES ($1, 'screens', 'Locked screens', now()) RETURNING id",
      [acme],
    );
    await h.db.query(
      `INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
       SELECT $1, id, NULL, 'readonly' FROM workgroups WHERE title = 'Stores'`,
      [folder.id],
    );
    const id = await insertScreen('Locked display', null);
    await h.db.query('INSERT INTO screen_folders (screen_id, folder_id) VALUES ($1, $2)', [id, folder.id]);
    const before = await h.db.one('SELECT * FROM screens WHERE id = $1', [id]);
    expect((await detail(id, 'volume', { volume: 10 }, editor)).status).toBe(403);
    expect((await call('PUT', `/api/v1/screens/${id}`, editor, { title: 'Mine now' })).status).toBe(403);
    expect((await call('POST', `/api/v1/screens/${id}/move`, editor, { to: -1 })).status).toBe(403);
    expect((await call('DELETE', `/api/v1/screens/${id}`, editor, { title: 'Locked display' })).status).toBe(403);
    expect(await h.db.one('SELECT * FROM screens WHERE id = $1', [id])).toEqual(before);
    expect((await detail(id, 'volume', { volume: 10 }, admin)).status).toBe(200);
  });
});
