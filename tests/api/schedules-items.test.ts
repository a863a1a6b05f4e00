import type { Scene } from '@screenplay/core';
import type { PlaylistItemSchedule, Schedule } from '@screenplay/core/schedule';
import type { PlayerContent } from '@screenplay/core/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerHarness, type PlayerHarness } from './playerHarness';
import { draftCopyOf, saveScene } from './support/drafts';
import { DEMO } from './support/harness';
import { ALL_WEEK, BAD_EVENTS, OFFICE_HOURS, type Unprocessable } from './support/schedules';
import { BACKENDS } from './support/testDb';

/** `GET/PUT sections/{s}/playlistitems/{p}/schedules`: a playlist item's schedule (issue 12). */
describe.each(BACKENDS)('schedules of playlist items (%s)', (backend) => {
  let h: PlayerHarness;
  let admin: string;
  let editor: string;
  let globex: string;
  let acme: number;

  const call = <T>(method: string, path: string, json?: unknown, token = admin) =>
    h.player<T>(method, path, { token, json });
  /** The app whose realtime messages are recorded (`h.published`), as the draft helpers call it. */
  const recorded = () => ({ call: h.player });
  const url = (section: number, item: number) => `/api/v1/sections/${section}/playlistitems/${item}/schedules`;
  const getScene = async (id: number) => (await call<{ data: Scene }>('GET', `/api/v1/scenes/${id}`)).body.data;
  const rows = () => h.db.query('SELECT * FROM schedules ORDER BY id');
  const version = async (screen: number) =>
    (await h.db.one<{ content_version: string }>('SELECT content_version FROM screens WHERE id = $1', [screen]))
      .content_version;
  const content = async (device: string) =>
    (await h.player<PlayerContent>('GET', '/api/v1/player/content', { device })).body;

  /** A saved scene with one section of two items (added to its draft copy, published by the save). */
  async function newScene(name: string) {
    const made = await call<{ data: Scene }>('POST', '/api/v1/scenes', {
      name,
      width: 100,
      height: 100,
      sections: [{ name: 'Main', left: 0, top: 0, width: 100, height: 100 }],
    });
    const scene = made.body.data.id;
    const section = made.body.data.sections[0]?.id ?? 0;
    const draft = await draftCopyOf(h, admin, scene, section);
    const items: number[] = [];
    for (const duration of [5, 7]) {
      const item = await call<{ data: { id: number } }>('POST', `/api/v1/sections/${draft.id}/playlistitems`, {
        duration,
      });
      items.push(item.body.data.id);
    }
    await saveScene(recorded(), admin, scene);
    return { scene, section, items };
  }

  /** The draft copy of `section` and the url of its copy of `item`'s schedules: where a schedule change goes. */
  async function draftUrl(scene: number, section: number, item: number) {
    const draft = await draftCopyOf(h, admin, scene, section);
    return { draft, url: url(draft.id, draft.itemOf(item)) };
  }

  /** A paired screen of Acme's that plays `scene`. */
  async function playing(scene: number, name: string) {
    const paired = await h.pair(acme, name);
    const made = await call('POST', `/api/v1/scenes/${scene}/schedules`, {
      schedules: [{ screenId: paired.screenId, name: 'new Schedule', events: [ALL_WEEK] }],
    });
    expect(made.status).toBe(201);
    return paired;
  }

  beforeAll(async () => {
    h = await createPlayerHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    acme = await h.customerId('Acme Retail');
  });
  afterAll(() => h.dispose());

  it('PUT stores one schedule and answers it as a list of one; a second PUT replaces it; GET answers it', async () => {
    const { scene, section: published, items } = await newScene('Item schedules');
    const [publishedFirst = 0, publishedSecond = 0] = items;
    const { draft } = await draftUrl(scene, published, publishedFirst);
    const section = draft.id;
    const [first, second] = [draft.itemOf(publishedFirst), draft.itemOf(publishedSecond)];
    expect((await call<{ data: Schedule[] }>('GET', url(section, first))).body.data).toEqual([]);
    const put = await call<{ data: Schedule[] }>('PUT', url(section, first), {
      schedules: [{ name: ' Mornings ', events: [ALL_WEEK] }],
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual([
      { id: expect.any(Number), name: 'Mornings', screenId: null, sceneId: scene, events: [ALL_WEEK] },
    ]);
    const again = await call<{ data: Schedule[] }>('PUT', url(section, first), {
      schedules: [{ name: 'Office', events: [OFFICE_HOURS] }],
    });
    expect(again.body.data).toMatchObject([{ name: 'Office', events: [OFFICE_HOURS] }]);
    expect((await call<{ data: Schedule[] }>('GET', url(section, first))).body.data).toEqual(again.body.data);
    expect((await call<{ data: Schedule[] }>('GET', url(section, second))).body.data).toEqual([]);
    const stored = await h.db.query(
      'SELECT scene_id, screen_id, section_id, playlist_item_id FROM schedules WHERE playlist_item_id = $1',
      [first],
    );
    expect(stored).toEqual([{ scene_id: scene, screen_id: null, section_id: section, playlist_item_id: first }]);
  });

  it('answers 422 for an empty list, more than one, and each bad event, and changes nothing', async () => {
    const made = await newScene('Strict items');
    const draft = await draftCopyOf(h, admin, made.scene, made.section);
    const section = draft.id;
    const item = draft.itemOf(made.items[0] ?? 0);
    await call('PUT', url(section, item), { schedules: [{ name: 'Kept', events: [ALL_WEEK] }] });
    const before = await rows();
    const empty = await call<Unprocessable>('PUT', url(section, item), { schedules: [] });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'At least one schedule is required',
      code: 'scheduleErrors.required',
      errors: { schedules: ['At least one schedule is required'] },
    });
    const missing = await call<Unprocessable>('PUT', url(section, item), {});
    expect(missing.body.code).toBe('scheduleErrors.required');
    const two = await call<Unprocessable>('PUT', url(section, item), {
      schedules: [
        { name: 'a', events: [ALL_WEEK] },
        { name: 'b', events: [ALL_WEEK] },
      ],
    });
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual({ schedules: ['A playlist item has one schedule'] });
    for (const [what, event, path, key] of BAD_EVENTS) {
      const answer = await call<Unprocessable>('PUT', url(section, item), {
        schedules: [{ name: 'x', events: [event] }],
      });
      expect(answer.status, what).toBe(422);
      expect(answer.body.code).toBe(key);
      expect(Object.keys(answer.body.errors)).toEqual([`schedules.0.${path}`]);
    }
    expect(await rows()).toEqual(before);
  });

  it('publishes to the screens playing the scene: a new content version with the item schedules', async () => {
    const { scene, section, items } = await newScene('Published items');
    const other = await newScene('Unplayed items');
    const second = items[1] ?? 0;
    const { screenId, deviceToken } = await playing(scene, 'Item player');
    const before = await content(deviceToken);
    expect(before.playlistSchedules).toEqual([]);
    await h.db.query("UPDATE screen_syncs SET state = 'InLive' WHERE screen_id = $1", [screenId]);
    // The change waits in the scene's draft: the screen's content stays as it was until the save publishes it.
    const office = await draftUrl(scene, section, second);
    expect((await call('PUT', office.url, { schedules: [{ name: 'Office', events: [OFFICE_HOURS] }] })).status).toBe(
      200,
    );
    expect(await content(deviceToken)).toEqual(before);
    await saveScene(recorded(), admin, scene);
    const after = await content(deviceToken);
    expect(after.version).not.toBe(before.version);
    expect(after.playlistSchedules).toEqual([{ playlistItemId: second, events: [OFFICE_HOURS] }]);
    const sync = await h.db.one<{ state: string }>('SELECT state FROM screen_syncs WHERE screen_id = $1', [screenId]);
    expect(sync.state).toBe('Pushed');
    expect(h.published).toContainEqual({
      channel: `screen:${screenId}`,
      name: 'content',
      data: { contentVersion: after.version },
    });
    // A change of the schedule is a new version again; another scene's item reaches no screen of this one.
    await call('PUT', (await draftUrl(scene, section, second)).url, {
      schedules: [{ name: 'Office', events: [ALL_WEEK] }],
    });
    await saveScene(recorded(), admin, scene);
    const changed = await content(deviceToken);
    expect(changed.version).not.toBe(after.version);
    expect(changed.playlistSchedules).toEqual([{ playlistItemId: second, events: [ALL_WEEK] }]);
    await call('PUT', (await draftUrl(other.scene, other.section, other.items[0] ?? 0)).url, {
      schedules: [{ name: 'x', events: [ALL_WEEK] }],
    });
    await saveScene(recorded(), admin, other.scene);
    expect(await version(screenId)).toBe(changed.version);
  });

  it('keeps tenants apart (404) and needs the scene writable (403 in a readonly folder)', async () => {
    const { scene, section, items } = await newScene('Guarded items');
    const other = await newScene('Other items');
    const item = items[0] ?? 0;
    const body = { schedules: [{ name: 'Hijacked', events: [ALL_WEEK] }] };
    const before = await rows();
    expect((await call('PUT', url(section, item), body, globex)).status).toBe(404);
    expect((await call('GET', url(section, item), undefined, globex)).status).toBe(404);
    // An item of another section, or no item at all, is not found through this section.
    expect((await call('PUT', url(other.section, item), body)).status).toBe(404);
    expect((await call('GET', url(other.section, item))).status).toBe(404);
    expect((await call('PUT', url(section, 2_000_000_000), body)).status).toBe(404);
    expect(await rows()).toEqual(before);
    const folder = await h.db.one<{ id: number }>(
      "INSERT INTO folders (customer_id, kind, name, created_at) VALUES ($1, 'scenes', 'Locked items', now()) RETURNING id",
      [acme],
    );
    await h.db.query(
      `INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
       SELECT $1, id, NULL, 'readonly' FROM workgroups WHERE title = 'Stores'`,
      [folder.id],
    );
    await h.db.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [scene, folder.id]);
    expect((await call('PUT', url(section, item), body, editor)).status).toBe(403);
    // Allowed, the published item is still refused (409): its draft copy takes the schedule.
    expect((await call('PUT', url(section, item), body)).status).toBe(409);
    expect((await call('PUT', (await draftUrl(scene, section, item)).url, body)).status).toBe(200);
  });

  it('draft copies: a copy answers its parent’s schedule, keeps its own until the save promotes it', async () => {
    const { scene, section, items } = await newScene('Drafted items');
    const [first = 0] = items;
    const { screenId, deviceToken } = await playing(scene, 'Draft player');
    await call('PUT', (await draftUrl(scene, section, first)).url, {
      schedules: [{ name: 'Saved', events: [ALL_WEEK] }],
    });
    await saveScene(recorded(), admin, scene);
    const saved = (await getScene(scene)).sections[0];
    const draft = (
      await call<{ data: Scene['sections'][number] }>('POST', `/api/v1/scenes/${scene}/sections`, {
        ...saved,
        parentId: section,
      })
    ).body.data;
    const copy = draft.playlistItems.find((item) => item.parentId === first)?.id ?? 0;
    const inherited = await call<{ data: Schedule[] }>('GET', url(draft.id, copy));
    expect(inherited.body.data).toMatchObject([{ name: 'Saved', events: [ALL_WEEK] }]);
    // A PUT on the copy stores on the copy: the parent and the screens keep the saved schedule.
    const played = await content(deviceToken);
    const put = await call<{ data: Schedule[] }>('PUT', url(draft.id, copy), {
      schedules: [{ name: 'Draft', events: [OFFICE_HOURS] }],
    });
    expect(put.body.data).toMatchObject([{ name: 'Draft', events: [OFFICE_HOURS] }]);
    expect((await call<{ data: Schedule[] }>('GET', url(section, first))).body.data).toMatchObject([{ name: 'Saved' }]);
    expect(await version(screenId)).toBe(played.version);
    expect((await content(deviceToken)).playlistSchedules).toEqual([{ playlistItemId: first, events: [ALL_WEEK] }]);
    // The save promotes the copy over its parent: the parent item takes the copy's schedule (one, not two).
    const leaves = (await getScene(scene)).sections.filter((s) => s.id !== section);
    const save = await call('PATCH', `/api/v1/scenes/${scene}`, { sections: leaves, clientId: 'editor-1' });
    expect(save.status).toBe(200);
    const promoted = await call<{ data: Schedule[] }>('GET', url(section, first));
    expect(promoted.body.data).toMatchObject([{ name: 'Draft', events: [OFFICE_HOURS] }]);
    const after = await content(deviceToken);
    expect(after.version).not.toBe(played.version);
    expect(after.playlistSchedules).toEqual<PlaylistItemSchedule[]>([
      { playlistItemId: first, events: [OFFICE_HOURS] },
    ]);
    // A copy whose schedule was never touched leaves the parent's as it was.
    const draft2 = (
      await call<{ data: Scene['sections'][number] }>('POST', `/api/v1/scenes/${scene}/sections`, {
        ...(
          await getScene(scene)
        ).sections[0],
        parentId: section,
      })
    ).body.data;
    const leaves2 = (await getScene(scene)).sections.filter((s) => s.id !== section);
    await call('PATCH', `/api/v1/scenes/${scene}`, { sections: leaves2, clientId: 'editor-1' });
    expect(draft2.id).not.toBe(section);
    expect((await call<{ data: Schedule[] }>('GET', url(section, first))).body.data).toMatchObject([
      { name: 'Draft', events: [OFFICE_HOURS] },
    ]);
  });

  it('copies item schedules with their items when a scene is copied', async () => {
    const { scene, section, items } = await newScene('Copied items');
    await call('PUT', (await draftUrl(scene, section, items[1] ?? 0)).url, {
      schedules: [{ name: 'Office', events: [OFFICE_HOURS] }],
    });
    await saveScene(recorded(), admin, scene);
    const copied = await call<{ data: Scene }>('POST', `/api/v1/scenes/${scene}/copy/-1`, { name: 'Copy' });
    expect(copied.status).toBe(201);
    const copySection = copied.body.data.sections[0];
    const [a = 0, b = 0] = copySection?.itemsOrder ?? [];
    expect((await call<{ data: Schedule[] }>('GET', url(copySection?.id ?? 0, a))).body.data).toEqual([]);
    expect((await call<{ data: Schedule[] }>('GET', url(copySection?.id ?? 0, b))).body.data).toEqual([
      { id: expect.any(Number), name: 'Office', screenId: null, sceneId: copied.body.data.id, events: [OFFICE_HOURS] },
    ]);
    // The original keeps its own.
    expect((await call<{ data: Schedule[] }>('GET', url(section, items[1] ?? 0))).body.data).toMatchObject([
      { sceneId: scene },
    ]);
  });
});
