import type { ScheduleEvent } from '@screenplay/core/schedule';
import type { ScreenDto, ScreenSceneDto } from '@screenplay/core/screens';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/portal/server/app';
import type { RealtimePublisher } from '../../examples/portal/server/realtime/publisher';
import { callApp, createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const event: ScheduleEvent = {
  from: '2026-03-02T09:00:00.000Z',
  till: null,
  daysSchedule: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }],
    },
  ],
};

describe.each(BACKENDS)('screens: assigning scenes with schedules (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let globex: string;
  let acme: number;
  let sceneA: number;
  let sceneB: number;
  const messages: { channel: string; name: string; data: unknown }[] = [];
  const publisher: RealtimePublisher = {
    publish: (channel, name, data) => void messages.push({ channel, name, data }),
  };

  function call<T>(method: string, path: string, json?: unknown, token = admin) {
    const app = createApp({ db: h.serverDb, config: h.config, mailer: h.mailer, clock: h.clock, realtime: publisher });
    return callApp<T>(app, method, path, { token, json });
  }
  const newScreen = async (name: string) =>
    (
      await h.db.one<{ id: number }>(
        `INSERT INTO screens (customer_id, name, device_uid, content_version, created_at, updated_at)
         VALUES ($1, $2, gen_random_uuid()::text, 'v1', now(), now()) RETURNING id`,
        [acme, name],
      )
    ).id;
  const version = async (id: number) =>
    (await h.db.one<{ content_version: string }>('SELECT content_version FROM screens WHERE id = $1', [id]))
      .content_version;
  const syncs = (screenId: number) =>
    h.db.query<{ scene_id: number; state: string }>(
      'SELECT scene_id, state FROM screen_syncs WHERE screen_id = $1 ORDER BY scene_id',
      [screenId],
    );
  const scenesOf = async (screenId: number) =>
    (await call<{ data: ScreenSceneDto[] }>('GET', `/api/v1/screens/${screenId}/scenes`)).body.data;

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    const scene = async (name: string) =>
      (
        await h.db.one<{ id: number }>(
          'INSERT INTO scenes (customer_id, name, width, height) VALUES ($1, $2, 1920, 1080) RETURNING id',
          [acme, name],
        )
      ).id;
    sceneA = await scene('Assign A');
    sceneB = await scene('Assign B');
  });
  beforeEach(() => {
    messages.length = 0;
  });
  afterAll(() => h.dispose());

  it('assigns scenes to a screen: schedules, sync rows New, a new content version, and the player told', async () => {
    const screen = await newScreen('Assignee');
    const before = await version(screen);
    const answer = await call<{ data: ScreenSceneDto[] }>('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: [
        { sceneId: sceneA, name: 'new Schedule', events: [event] },
        { sceneId: sceneB, name: 'new Schedule', events: [event] },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((s) => s.name)).toEqual(['Assign A', 'Assign B']);
    expect(answer.body.data[0]).toMatchObject({
      id: sceneA,
      schedules: [{ name: 'new Schedule', screenId: screen, sceneId: sceneA, events: [event] }],
      sync: { sceneId: sceneA, sceneName: 'Assign A', state: 'New' },
    });
    expect(await syncs(screen)).toEqual([
      { scene_id: sceneA, state: 'New' },
      { scene_id: sceneB, state: 'New' },
    ]);
    const after = await version(screen);
    expect(after).not.toBe(before);
    expect(messages).toContainEqual({ channel: `screen:${screen}`, name: 'content', data: { contentVersion: after } });
    const listed = messages.find((m) => m.channel === `customer:${acme}:screens` && m.name === 'screen');
    expect((listed?.data as ScreenDto | undefined)?.scenes.map((s) => s.name)).toEqual(['Assign A', 'Assign B']);
    expect(await scenesOf(screen)).toEqual(answer.body.data);

    // Updating a schedule by id keeps one; an InLive sync goes back to Pushed (the player must confirm).
    await h.db.query("UPDATE screen_syncs SET state = 'InLive' WHERE screen_id = $1", [screen]);
    const scheduleId = answer.body.data[0]?.schedules[0]?.id;
    const updated = await call<{ data: ScreenSceneDto[] }>('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: [{ id: scheduleId, sceneId: sceneA, name: 'Mornings', events: [event] }],
    });
    expect(updated.body.data[0]?.schedules).toEqual([
      { id: scheduleId, name: 'Mornings', screenId: screen, sceneId: sceneA, events: [event] },
    ]);
    expect(await syncs(screen)).toEqual([
      { scene_id: sceneA, state: 'Pushed' },
      { scene_id: sceneB, state: 'Pushed' },
    ]);
  });

  it('unassigns: deleting the last schedule of a scene drops its sync; a foreign or other screen’s schedule is 404', async () => {
    const screen = await newScreen('Unassignee');
    const other = await newScreen('Other');
    const made = await call<{ data: ScreenSceneDto[] }>('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: [
        { sceneId: sceneA, name: 'One', events: [event] },
        { sceneId: sceneA, name: 'Two', events: [event] },
      ],
    });
    const [one, two] = made.body.data[0]?.schedules ?? [];
    expect((await call('DELETE', `/api/v1/screens/${other}/schedules/${one?.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/screens/${screen}/schedules/${one?.id}`)).status).toBe(204);
    expect(await syncs(screen)).toEqual([{ scene_id: sceneA, state: 'Pushed' }]);
    const before = await version(screen);
    expect((await call('DELETE', `/api/v1/screens/${screen}/schedules/${two?.id}`)).status).toBe(204);
    expect(await syncs(screen)).toEqual([]);
    expect(await scenesOf(screen)).toEqual([]);
    expect(await version(screen)).not.toBe(before);
    expect((await call('DELETE', `/api/v1/screens/${screen}/schedules/${two?.id}`)).status).toBe(404);
  });

  it('assigns screens to a scene through POST scenes/{id}/schedules', async () => {
    const first = await newScreen('Scene target 1');
    const second = await newScreen('Scene target 2');
    const answer = await call<{ data: { id: number; screenId: number; sceneId: number; name: string }[] }>(
      'POST',
      `/api/v1/scenes/${sceneB}/schedules`,
      {
        schedules: [
          { screenId: first, name: 'new Schedule', events: [event] },
          { screenId: second, name: 'new Schedule', events: [event] },
        ],
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.map((s) => [s.screenId, s.sceneId])).toEqual([
      [first, sceneB],
      [second, sceneB],
    ]);
    expect(await syncs(first)).toEqual([{ scene_id: sceneB, state: 'New' }]);
    expect(messages.filter((m) => m.name === 'content').map((m) => m.channel)).toEqual([
      `screen:${first}`,
      `screen:${second}`,
    ]);
  });

  it('refuses an empty list, bad events and bad ids with 422, and changes nothing', async () => {
    const screen = await newScreen('Strict assignee');
    const before = await version(screen);
    const cases: [unknown, string][] = [
      [{ schedules: [] }, 'scheduleErrors.required'],
      [{}, 'scheduleErrors.required'],
      [{ schedules: [{ sceneId: sceneA, name: 'x', events: [] }] }, 'scheduleErrors.eventsRequired'],
      [{ schedules: [{ sceneId: sceneA, name: 'x', events: [{ ...event, from: 'soon' }] }] }, 'scheduleErrors.from'],
      [{ schedules: [{ sceneId: sceneA, name: '', events: [event] }] }, 'scheduleErrors.name'],
      [{ schedules: [{ sceneId: 'A', name: 'x', events: [event] }] }, 'screensApi.scheduleTargetInvalid'],
    ];
    for (const [json, code] of cases) {
      const answer = await call<{ code: string }>('PATCH', `/api/v1/screens/${screen}/schedules`, json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.code).toBe(code);
    }
    const postEmpty = await call<{ code: string }>('POST', `/api/v1/scenes/${sceneA}/schedules`, { schedules: [] });
    expect(postEmpty.status).toBe(422);
    expect(postEmpty.body.code).toBe('scheduleErrors.required');
    // A draft copy is not assignable; the published scene is.
    const draft = await h.db.one<{ id: number }>(
      "INSERT INTO scenes (customer_id, name, width, height, draft) VALUES ($1, 'Draft copy', 10, 10, true) RETURNING id",
      [acme],
    );
    const refused = await call<{ code: string }>('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: [{ sceneId: draft.id, name: 'x', events: [event] }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('screensApi.sceneNotAssignable');
    // An unknown scene or schedule id is 404, and the valid entries before it are rolled back.
    expect(
      (
        await call('PATCH', `/api/v1/screens/${screen}/schedules`, {
          schedules: [
            { sceneId: sceneA, name: 'x', events: [event] },
            { sceneId: 999_999, name: 'x', events: [event] },
          ],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/v1/screens/${screen}/schedules`, {
          schedules: [{ id: 999_999, sceneId: sceneA, name: 'x', events: [event] }],
        })
      ).status,
    ).toBe(404);
    expect(await scenesOf(screen)).toEqual([]);
    expect(await syncs(screen)).toEqual([]);
    expect(await version(screen)).toBe(before);
  });

  it('keeps tenants apart: Globex cannot assign to Acme’s screen or assign Acme’s scene to its own', async () => {
    const screen = await newScreen('Acme only');
    const globexScreen = await h.db.one<{ id: number }>(
      `INSERT INTO screens (customer_id, name, device_uid, content_version, created_at, updated_at)
       SELECT id, 'Globex own', gen_random_uuid()::text, 'v1', now(), now() FROM customers WHERE title = 'Globex Cafés' RETURNING id`,
    );
    const body = { schedules: [{ sceneId: sceneA, name: 'x', events: [event] }] };
    expect((await call('PATCH', `/api/v1/screens/${screen}/schedules`, body, globex)).status).toBe(404);
    expect((await call('PATCH', `/api/v1/screens/${globexScreen.id}/schedules`, body, globex)).status).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/v1/scenes/${sceneA}/schedules`,
          { schedules: [{ screenId: globexScreen.id, name: 'x', events: [event] }] },
          globex,
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', `/api/v1/screens/${screen}/scenes`, undefined, globex)).status).toBe(404);
  });

  it('shows where a scene runs (screens, screensCount, assignedTo) and moves its screens out of Live on every save, not on an edit of a draft', async () => {
    const screen = await newScreen('Edited scene target');
    await call('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: [{ sceneId: sceneA, name: 'x', events: [event] }],
    });
    const scene = await call<{
      data: {
        screens: { id: number; name: string }[];
        assignedTo: number[];
        screensCount: number;
        sections: { id: number; draft: boolean }[];
      };
    }>('GET', `/api/v1/scenes/${sceneA}`);
    expect(scene.body.data.screens).toContainEqual({ id: screen, name: 'Edited scene target' });
    expect(scene.body.data.assignedTo).toContain(screen);
    expect(scene.body.data.screensCount).toBe(scene.body.data.assignedTo.length);

    const live = () => h.db.query("UPDATE screen_syncs SET state = 'InLive' WHERE screen_id = $1", [screen]);
    const state = async () => (await syncs(screen))[0]?.state;

    // Saving the scene.
    await live();
    let before = await version(screen);
    expect((await call('PATCH', `/api/v1/scenes/${sceneA}`, { name: 'Assign A' })).status).toBe(200);
    expect(await state()).toBe('Pushed');
    expect(await version(screen)).not.toBe(before);
    expect(messages).toContainEqual({
      channel: `screen:${screen}`,
      name: 'content',
      data: { contentVersion: await version(screen) },
    });

    // A saved section's playlist (issue 24, one publishing rule): an item added, changed or deleted in its draft
    // copy leaves the screen as it is (Live, same version); the save publishes them, each save a new version.
    const section = await h.db.one<{ id: number }>(
      `INSERT INTO sections (scene_id, name, "top", "left", width, height, hidden, draft, ratio, background, order_index, items_order)
       VALUES ($1, 'Main', 0, 0, 100, 100, false, false, 'Free', 'rgba(0,0,0,1)', 1, '[]'::jsonb) RETURNING id`,
      [sceneA],
    );
    const publishes = async (change: (draft: number) => Promise<void>) => {
      await live();
      const published = await version(screen);
      const draft = await call<{ data: { id: number } }>('POST', `/api/v1/scenes/${sceneA}/sections`, {
        parentId: section.id,
        name: 'Main',
        left: 0,
        top: 0,
        width: 100,
        height: 100,
      });
      expect(draft.status).toBe(201);
      await change(draft.body.data.id);
      expect(await state()).toBe('InLive');
      expect(await version(screen)).toBe(published);
      expect((await call('PATCH', `/api/v1/scenes/${sceneA}`, {})).status).toBe(200);
      expect(await state()).toBe('Pushed');
      expect(await version(screen)).not.toBe(published);
    };
    let itemId = 0;
    await publishes(async (draft) => {
      const item = await call<{ data: { id: number } }>('POST', `/api/v1/sections/${draft}/playlistitems`, {
        layers: [],
        duration: 10,
      });
      expect(item.status).toBe(201);
      itemId = item.body.data.id;
    });
    const copyOf = async (draft: number) =>
      (
        await call<{ data: { playlistItems: { id: number; parentId: number | null }[] } }>(
          'GET',
          `/api/v1/scenes/${sceneA}/sections/${draft}`,
        )
      ).body.data.playlistItems.find((entry) => entry.parentId === itemId)?.id;
    await publishes(async (draft) => {
      const copy = await copyOf(draft);
      expect((await call('PATCH', `/api/v1/sections/${draft}/playlistitems/${copy}`, { duration: 12 })).status).toBe(
        200,
      );
    });
    await publishes(async (draft) => {
      const copy = await copyOf(draft);
      expect((await call('DELETE', `/api/v1/sections/${draft}/playlistitems/${copy}`)).status).toBe(204);
    });

    // Deleting the scene: its schedules and sync go, the screen gets new content.
    const doomed = await h.db.one<{ id: number }>(
      "INSERT INTO scenes (customer_id, name, width, height) VALUES ($1, 'Doomed scene', 10, 10) RETURNING id",
      [acme],
    );
    await call('PATCH', `/api/v1/screens/${screen}/schedules`, {
      schedules: [{ sceneId: doomed.id, name: 'x', events: [event] }],
    });
    before = await version(screen);
    expect((await call('DELETE', `/api/v1/scenes/${doomed.id}`)).status).toBe(204);
    expect((await syncs(screen)).map((row) => row.scene_id)).toEqual([sceneA]);
    expect(await version(screen)).not.toBe(before);
  });
});
