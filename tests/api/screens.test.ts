import type { ScreenDto, ScreenFoldersDto } from '@screenplay/core/screens';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/portal/server/app';
import type { RealtimePublisher } from '../../examples/portal/server/realtime/publisher';
import { createHarness, DEMO, type Harness } from './support/harness';
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
  async function call<T>(method: string, path: string, token: string, json?: unknown) {
    const app = createApp({
      db: h.serverDb,
      config: h.config,
      mailer: h.mailer,
      clock: h.clock,
      realtime: recorder.publisher,
    });
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
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

  it('answers manageScreen false to a workgroup user without the manage-screens grant, true with it', async () => {
    expect((await list(editor)).body.data.manageScreen).toBe(false);
    await h.db.query(
      `INSERT INTO group_permissions (workgroup_id, permission_type, level)
       SELECT id, 'manageScreens', 'full' FROM workgroups WHERE title = 'Stores'`,
    );
    expect((await list(editor)).body.data.manageScreen).toBe(true);
    await h.db.query("DELETE FROM group_permissions WHERE permission_type = 'manageScreens'");
  });

  it('never lists another customer’s screens or folders', async () => {
    const globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    await insertScreen('Globex secret display', null, globex);
    const answer = await list();
    expect(answer.body.data.screens.map((s) => s.name)).not.toContain('Globex secret display');
  });
});
