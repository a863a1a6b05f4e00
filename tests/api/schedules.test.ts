import { MAX_SCHEDULES_PER_SCREEN, type Schedule, type ScheduleEvent } from '@screenplay/core/schedule';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertScreen } from './isolation-matrix/world';
import { createPlayerHarness, type PlayerHarness } from './playerHarness';
import { DEMO } from './support/harness';
import { ALL_WEEK, BAD_EVENTS, OFFICE_HOURS, type Unprocessable } from './support/schedules';
import { BACKENDS } from './support/testDb';

describe.each(BACKENDS)('schedules of scenes on screens (%s)', (backend) => {
  let h: PlayerHarness;
  let admin: string;
  let editor: string;
  let globex: string;
  let acme: number;
  let scene: number;
  let otherScene: number;
  let globexScene: number;

  const call = <T>(method: string, path: string, json?: unknown, token = admin) =>
    h.player<T>(method, path, { token, json });
  const version = async (screen: number) =>
    (await h.db.one<{ content_version: string }>('SELECT content_version FROM screens WHERE id = $1', [screen]))
      .content_version;
  const rows = () => h.db.query('SELECT * FROM schedules ORDER BY id');
  /** A screen with one schedule of `scene`; answers both ids. */
  async function assigned(name: string, events: ScheduleEvent[] = [ALL_WEEK]) {
    const screen = await insertScreen(h, acme, name);
    const made = await call<{ data: Schedule[] }>('POST', `/api/v1/scenes/${scene}/schedules`, {
      schedules: [{ screenId: screen, name: 'new Schedule', events }],
    });
    expect(made.status).toBe(201);
    return { screen, schedule: made.body.data[0]?.id ?? 0 };
  }

  beforeAll(async () => {
    h = await createPlayerHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    acme = await h.customerId('Acme Retail');
    const newScene = async (customer: number, name: string) =>
      (
        await h.db.one<{ id: number }>(
          'INSERT INTO scenes (customer_id, name, width, height) VALUES ($1, $2, 1920, 1080) RETURNING id',
          [customer, name],
        )
      ).id;
    scene = await newScene(acme, 'Scheduled scene');
    otherScene = await newScene(acme, 'Other scene');
    globexScene = await newScene(await h.customerId('Globex Cafés'), 'Globex scene');
  });
  beforeEach(() => {
    h.published.length = 0;
  });
  afterAll(() => h.dispose());

  it('PUT scenes/{id}/schedules changes one schedule, answers it, and publishes the change to its screen', async () => {
    const { screen, schedule } = await assigned('Single display');
    await h.db.query("UPDATE screen_syncs SET state = 'InLive' WHERE screen_id = $1", [screen]);
    const before = await version(screen);
    const answer = await call<{ data: Schedule }>('PUT', `/api/v1/scenes/${scene}/schedules`, {
      schedule: { id: schedule, name: '  Office hours ', events: [OFFICE_HOURS] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: schedule,
      name: 'Office hours',
      screenId: screen,
      sceneId: scene,
      events: [OFFICE_HOURS],
    });
    const after = await version(screen);
    expect(after).not.toBe(before);
    const sync = await h.db.one<{ state: string }>('SELECT state FROM screen_syncs WHERE screen_id = $1', [screen]);
    expect(sync.state).toBe('Pushed');
    expect(h.published).toContainEqual({
      channel: `screen:${screen}`,
      name: 'content',
      data: { contentVersion: after },
    });
    const listed = await call<{ data: Schedule[] }>('GET', `/api/v1/scenes/${scene}/schedules/${screen}`);
    expect(listed.body.data).toEqual([answer.body.data]);
  });

  it('answers 422 with the errors map of core’s rules on every schedule input, and changes nothing', async () => {
    const { screen, schedule } = await assigned('Strict display');
    const before = { rows: await rows(), version: await version(screen) };
    h.published.length = 0;
    for (const [what, event, path, key] of BAD_EVENTS) {
      const inputs: [string, string, unknown, string][] = [
        [
          'POST',
          `/api/v1/scenes/${scene}/schedules`,
          { schedules: [{ screenId: screen, name: 'x', events: [event] }] },
          'schedules.0',
        ],
        [
          'PATCH',
          `/api/v1/screens/${screen}/schedules`,
          { schedules: [{ sceneId: scene, name: 'x', events: [event] }] },
          'schedules.0',
        ],
        [
          'PUT',
          `/api/v1/scenes/${scene}/schedules`,
          { schedule: { id: schedule, name: 'x', events: [event] } },
          'schedule',
        ],
      ];
      for (const [method, url, json, prefix] of inputs) {
        const answer = await call<Unprocessable>(method, url, json);
        expect(answer.status, `${what}: ${method} ${url}`).toBe(422);
        expect(answer.body.code).toBe(key);
        expect(Object.keys(answer.body.errors)).toEqual([`${prefix}.${path}`]);
        expect(answer.body.errors[`${prefix}.${path}`]).toEqual([answer.body.message]);
      }
    }
    // The exact shape: the first problem's text and key, and each field's texts.
    const exact = await call<Unprocessable>('PUT', `/api/v1/scenes/${scene}/schedules`, {
      schedule: { id: schedule, name: '', events: [{ ...OFFICE_HOURS, till: '2026-03-01' }] },
    });
    expect(exact.body).toEqual({
      message: 'A schedule needs a name of at most 255 characters',
      code: 'scheduleErrors.name',
      errors: {
        'schedule.name': ['A schedule needs a name of at most 255 characters'],
        'schedule.events.0.till': ['The end must not be before the start'],
      },
    });
    // A list that would leave none: "at least one schedule is required" (spec accounts §5).
    for (const [method, url] of [
      ['POST', `/api/v1/scenes/${scene}/schedules`],
      ['PATCH', `/api/v1/screens/${screen}/schedules`],
    ] as const) {
      const empty = await call<Unprocessable>(method, url, { schedules: [] });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ schedules: ['At least one schedule is required'] });
    }
    const noSchedule = await call<Unprocessable>('PUT', `/api/v1/scenes/${scene}/schedules`, {});
    expect(noSchedule.body.errors).toEqual({
      'schedule.name': ['A schedule needs a name of at most 255 characters'],
      'schedule.events': ['Add at least one event'],
      'schedule.id': ['Each schedule names its scene or screen by id'],
    });
    const tooMany = await call<Unprocessable>('PUT', `/api/v1/scenes/${scene}/schedules`, {
      schedule: { id: schedule, name: 'x'.repeat(256), events: Array(101).fill(ALL_WEEK) },
    });
    expect(Object.keys(tooMany.body.errors)).toEqual(['schedule.name', 'schedule.events']);
    expect(tooMany.body.errors['schedule.events']).toEqual(['A schedule may have at most 100 events']);
    expect(await rows()).toEqual(before.rows);
    expect(await version(screen)).toBe(before.version);
    expect(h.published).toEqual([]);
  });

  it('bounds a screen’s schedules at 50 over every request that adds to it (422, nothing stored)', async () => {
    const { screen } = await assigned('Crowded display');
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ sceneId: otherScene, name: `Slot ${index}`, events: [ALL_WEEK] }));
    const fill = await call('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: many(MAX_SCHEDULES_PER_SCREEN - 1),
    });
    expect(fill.status).toBe(200);
    const before = await rows();
    const over = await call<Unprocessable>('POST', `/api/v1/scenes/${scene}/schedules`, {
      schedules: [{ screenId: screen, name: 'One too many', events: [ALL_WEEK] }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ schedules: ['A screen may hold at most 50 schedules'] });
    expect(await rows()).toEqual(before);
    const atOnce = await call<Unprocessable>('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: many(MAX_SCHEDULES_PER_SCREEN + 1),
    });
    expect(atOnce.status).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('keeps tenants and scenes apart: a foreign scene, screen or schedule is 404', async () => {
    const { screen, schedule } = await assigned('Guarded display');
    const before = await rows();
    const body = { schedule: { id: schedule, name: 'Hijacked', events: [ALL_WEEK] } };
    expect((await call('PUT', `/api/v1/scenes/${scene}/schedules`, body, globex)).status).toBe(404);
    expect((await call('PUT', `/api/v1/scenes/${globexScene}/schedules`, body, globex)).status).toBe(404);
    // Another scene's schedule, an unknown one, and a playlist item's (no screen) are not this scene's.
    expect((await call('PUT', `/api/v1/scenes/${otherScene}/schedules`, body)).status).toBe(404);
    const unknown = { schedule: { ...body.schedule, id: 2_000_000_000 } };
    expect((await call('PUT', `/api/v1/scenes/${scene}/schedules`, unknown)).status).toBe(404);
    const item = await h.db.one<{ id: number }>(
      `INSERT INTO schedules (scene_id, name, events) VALUES ($1, 'Item-like', '[]'::jsonb) RETURNING id`,
      [scene],
    );
    const itemBody = { schedule: { ...body.schedule, id: item.id } };
    expect((await call('PUT', `/api/v1/scenes/${scene}/schedules`, itemBody)).status).toBe(404);
    await h.db.query('DELETE FROM schedules WHERE id = $1', [item.id]);
    expect((await call('GET', `/api/v1/scenes/${scene}/schedules/${screen}`, undefined, globex)).status).toBe(404);
    const globexScreen = await insertScreen(h, await h.customerId('Globex Cafés'), 'Globex display');
    const planted = { schedules: [{ screenId: globexScreen, name: 'x', events: [ALL_WEEK] }] };
    expect((await call('POST', `/api/v1/scenes/${scene}/schedules`, planted)).status).toBe(404);
    expect(
      (
        await call('PATCH', `/api/v1/screens/${screen}/schedules`, {
          schedules: [{ sceneId: globexScene, name: 'x', events: [ALL_WEEK] }],
        })
      ).status,
    ).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('needs the screen’s folder writable, as assigning does (403 for a readonly folder; admins may)', async () => {
    const { screen, schedule } = await assigned('Locked schedule display');
    const folder = await h.db.one<{ id: number }>(
      "INSERT INTO folders (customer_id, kind, name, created_at) VALUES ($1, 'screens', 'Locked for schedules', now()) RETURNING id",
      [acme],
    );
    await h.db.query(
      `INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
       SELECT $1, id, NULL, 'readonly' FROM workgroups WHERE title = 'Stores'`,
      [folder.id],
    );
    await h.db.query('INSERT INTO screen_folders (screen_id, folder_id) VALUES ($1, $2)', [screen, folder.id]);
    const body = { schedule: { id: schedule, name: 'Mine', events: [ALL_WEEK] } };
    expect((await call('PUT', `/api/v1/scenes/${scene}/schedules`, body, editor)).status).toBe(403);
    expect((await call('PUT', `/api/v1/scenes/${scene}/schedules`, body)).status).toBe(200);
  });

  it('changes the player’s content: its schedules and version follow the PUT', async () => {
    const { screenId, deviceToken } = await h.pair(acme, 'Player display');
    const made = await call<{ data: Schedule[] }>('POST', `/api/v1/scenes/${scene}/schedules`, {
      schedules: [{ screenId, name: 'All week', events: [ALL_WEEK] }],
    });
    const first = await h.player<{ version: string; schedules: Schedule[] }>('GET', '/api/v1/player/content', {
      device: deviceToken,
    });
    expect(first.body.schedules.map((s) => s.events)).toEqual([[ALL_WEEK]]);
    await call('PUT', `/api/v1/scenes/${scene}/schedules`, {
      schedule: { id: made.body.data[0]?.id, name: 'Office', events: [OFFICE_HOURS] },
    });
    const second = await h.player<{ version: string; schedules: Schedule[] }>('GET', '/api/v1/player/content', {
      device: deviceToken,
    });
    expect(second.body.version).not.toBe(first.body.version);
    expect(second.body.schedules.map((s) => [s.name, s.events])).toEqual([['Office', [OFFICE_HOURS]]]);
  });
});
