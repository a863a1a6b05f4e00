import { screenStatus } from '@screenplay/core/screens';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './support/harness';
import { screensContext } from './support/screens';
import { BACKENDS } from './support/testDb';

describe.each(BACKENDS)('screens: folders/screens (%s)', (backend) => {
  const context = screensContext(backend);
  const { call, insertScreen, list, screenNamed } = context;
  let h: Harness, admin: string, editor: string, acme: number;
  beforeAll(() => {
    ({ h, admin, editor, acme } = context.state());
  });

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
});
