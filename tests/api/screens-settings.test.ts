import type { ScreenDto } from '@screenplay/core/screens';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './support/harness';
import { screensContext } from './support/screens';
import { BACKENDS } from './support/testDb';

describe.each(BACKENDS)('screens: edits and settings (%s)', (backend) => {
  const context = screensContext(backend);
  const { call, insertScreen, screenNamed, recorder } = context;
  let h: Harness, admin: string, editor: string, acme: number;
  beforeAll(() => {
    ({ h, admin, editor, acme } = context.state());
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
