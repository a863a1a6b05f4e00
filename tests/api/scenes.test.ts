import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertScreen } from './isolation-matrix/world';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Tag {
  id: number;
  name: string;
}
interface Section {
  id: number;
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
  draft: boolean;
  parentId: number | null;
  order: number;
  itemsOrder: number[];
  playlistItems: { id: number; duration: number; layers: { itemType: string }[] }[];
}
interface Scene {
  id: number;
  name: string;
  width: number;
  height: number;
  ratio: string;
  draft: boolean;
  sections: Section[];
  tags: Tag[];
  folderIds: number[];
  screensCount: number;
  updatedAt: string;
  updatedBy: string | null;
  thumbnail: string | null;
}
interface Summary extends Omit<Scene, 'sections'> {
  sectionsCount: number;
}
interface Folder {
  id: number;
  name: string;
  parentId: number | null;
  owner: number | null;
  kind: string;
  groupPermissions: { permissionType: string | null; level: string }[];
}

describe.each(BACKENDS)('scenes: reading, creating, copying, moving, tags (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let folders: Folder[];
  let scenes: Summary[];
  const sceneId = (name: string) => scenes.find((scene) => scene.name === name)?.id ?? 0;
  const folderId = (name: string) => folders.find((folder) => folder.name === name)?.id ?? 0;

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    const answer = await h.call<{ data: { folders: Folder[]; scenes: Summary[] } }>('GET', '/api/v1/folders/scenes', {
      token,
    });
    ({ folders, scenes } = answer.body.data);
  });
  afterAll(() => h.dispose());

  it("lists Acme's demo folders and scenes, and nothing of Globex", () => {
    expect(folders.map((folder) => folder.name)).toEqual(['Campaigns', 'Menus', 'Summer']);
    expect(folders.find((folder) => folder.name === 'Summer')).toMatchObject({
      parentId: folderId('Campaigns'),
      kind: 'scenes',
      owner: expect.any(Number),
      groupPermissions: [{ permissionType: null, level: 'full' }],
    });
    expect(scenes.map((scene) => scene.name)).toEqual([
      'Menu board portrait',
      'Summer promo',
      'Welcome screen',
      'Widgets showcase',
    ]);
    expect(scenes.find((scene) => scene.name === 'Welcome screen')).toEqual({
      id: expect.any(Number),
      name: 'Welcome screen',
      width: 1920,
      height: 1080,
      ratio: '16:9',
      draft: false,
      folderIds: [],
      tags: [{ id: expect.any(Number), name: 'lobby' }],
      screensCount: 0,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedBy: 'Ada Acme',
      thumbnail: null,
      sectionsCount: 4,
    });
    expect(scenes.find((scene) => scene.name === 'Summer promo')?.folderIds).toEqual([folderId('Summer')]);
    expect(scenes.find((scene) => scene.name === 'Menu board portrait')).toMatchObject({
      width: 1080,
      height: 1920,
      ratio: '9:16',
      folderIds: [folderId('Menus')],
    });
  });

  it('answers a scene with its sections in order, each with its playlist', async () => {
    const answer = await h.call<{ data: Scene }>('GET', `/api/v1/scenes/${sceneId('Welcome screen')}`, { token });
    expect(answer.status).toBe(200);
    const scene = answer.body.data;
    expect(scene.sections.map((section) => [section.name, section.order])).toEqual([
      ['Hero', 1],
      ['Side panel', 2],
      ['Logo', 3],
      ['Ticker', 4],
    ]);
    const hero = scene.sections[0];
    expect(hero).toMatchObject({
      left: 0,
      top: 0,
      width: 1440,
      height: 930,
      draft: false,
      parentId: null,
      markAsDeleted: false,
      hidden: false,
    });
    expect(hero?.playlistItems.map((item) => item.duration)).toEqual([15, 20]);
    expect(hero?.itemsOrder).toEqual(hero?.playlistItems.map((item) => item.id));
    expect(hero?.playlistItems[0]?.layers[0]).toEqual({
      id: 1,
      itemType: 'Text',
      content: expect.objectContaining({
        left: 120,
        top: 320,
        width: 1200,
        height: 200,
        text: 'Welcome to Acme Retail',
      }),
      parentLayerId: null,
      sectionTemplateGroup: null,
      sectionTemplateId: null,
      invisible: false,
      media: [],
      fonts: [],
    });
  });

  it('creates a scene without sections (201), with tags by id and new name, in a folder', async () => {
    const lobby = scenes.find((scene) => scene.name === 'Welcome screen')?.tags[0];
    const answer = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token,
      json: {
        name: '  Entrance  ',
        width: 1280,
        height: 720,
        tags: [lobby, { name: ' Winter ' }],
        folderId: folderId('Campaigns'),
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Entrance',
      width: 1280,
      height: 720,
      ratio: 'Free',
      draft: false,
      sections: [],
      folderIds: [folderId('Campaigns')],
    });
    expect(answer.body.data.tags.map((tag) => tag.name)).toEqual(['lobby', 'Winter']);
    const again = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token,
      json: { name: 'Root', width: 10, height: 10, folderId: -1, tags: [{ name: 'WINTER' }] },
    });
    expect(again.body.data.folderIds).toEqual([]);
    expect(again.body.data.tags).toEqual([answer.body.data.tags[1]]);
  });

  it('creates given sections as saved sections and refuses ones outside the scene', async () => {
    const section = { name: 'A', left: 0, top: 0, width: 100, height: 50 };
    const ok = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token,
      json: { name: 'S', width: 100, height: 100, sections: [section] },
    });
    expect(ok.body.data.sections).toMatchObject([
      { ...section, draft: false, order: 1, background: 'rgba(255,255,255,0)' },
    ]);
    const bad = await h.call('POST', '/api/v1/scenes', {
      token,
      json: { name: 'S', width: 100, height: 100, sections: [{ ...section, left: 1 }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty(['sections.0']);
  });

  it('validates the create body, a plain one or a layout one', async () => {
    for (const json of [
      {},
      { name: '', width: 10, height: 10 },
      { name: 'x', width: 0, height: 10 },
      { name: 'x', width: 10.5, height: 10 },
      { name: 'x', width: 10, height: 10, tags: [{ name: 'a' }] },
    ]) {
      expect((await h.call('POST', '/api/v1/scenes', { token, json })).status).toBe(422);
    }
    const layout = await h.call('POST', '/api/v1/scenes', { token, json: { layoutId: 'x', folderId: -1 } });
    expect(layout).toMatchObject({ status: 422, body: { errors: { layoutId: [expect.any(String)] } } });
    const unknownFolder = await h.call('POST', '/api/v1/scenes', {
      token,
      json: { name: 'x', width: 10, height: 10, folderId: 999_999 },
    });
    expect(unknownFolder.status).toBe(404);
  });

  it('copies a scene with its saved sections and playlists into a folder', async () => {
    const source = sceneId('Welcome screen');
    const answer = await h.call<{ data: Scene }>('POST', `/api/v1/scenes/${source}/copy/${folderId('Menus')}`, {
      token,
      json: { name: 'Welcome copy' },
    });
    expect(answer.status).toBe(201);
    const copy = answer.body.data;
    const original = (await h.call<{ data: Scene }>('GET', `/api/v1/scenes/${source}`, { token })).body.data;
    expect(copy).toMatchObject({
      name: 'Welcome copy',
      width: 1920,
      height: 1080,
      folderIds: [folderId('Menus')],
      tags: original.tags,
    });
    expect(copy.id).not.toBe(source);
    expect(copy.sections.map((s) => [s.name, s.left, s.top, s.width, s.height])).toEqual(
      original.sections.map((s) => [s.name, s.left, s.top, s.width, s.height]),
    );
    const copiedItems = copy.sections.flatMap((s) => s.playlistItems);
    expect(copiedItems.map((item) => item.duration)).toEqual(
      original.sections.flatMap((s) => s.playlistItems.map((item) => item.duration)),
    );
    expect(copy.sections[0]?.itemsOrder).toEqual(copy.sections[0]?.playlistItems.map((item) => item.id));
    const toRoot = await h.call<{ data: Scene }>('POST', `/api/v1/scenes/${source}/copy/-1`, {
      token,
      json: { name: 'At root' },
    });
    expect(toRoot.body.data.folderIds).toEqual([]);
    expect((await h.call('POST', `/api/v1/scenes/${source}/copy/abc`, { token, json: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await h.call('POST', `/api/v1/scenes/${source}/copy/-1`, { token, json: { name: ' ' } })).status).toBe(422);
  });

  it('moves a scene between folders and answers its summary', async () => {
    const id = sceneId('Summer promo');
    const moved = await h.call<{ data: Summary }>('POST', `/api/v1/scenes/${id}/move`, {
      token,
      json: { from: folderId('Summer'), to: folderId('Campaigns') },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id, folderIds: [folderId('Campaigns')], sectionsCount: 1 });
    const toRoot = await h.call<{ data: Summary }>('POST', `/api/v1/scenes/${id}/move`, {
      token,
      json: { from: folderId('Campaigns'), to: -1 },
    });
    expect(toRoot.body.data.folderIds).toEqual([]);
    const back = await h.call<{ data: Summary }>('POST', `/api/v1/scenes/${id}/move`, {
      token,
      json: { from: -1, to: folderId('Summer') },
    });
    expect(back.body.data.folderIds).toEqual([folderId('Summer')]);
    expect((await h.call('POST', `/api/v1/scenes/${id}/move`, { token, json: { from: -1, to: 999_999 } })).status).toBe(
      404,
    );
  });

  it('deletes a scene (204), then it is gone (404)', async () => {
    const created = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token,
      json: { name: 'Doomed', width: 10, height: 10 },
    });
    const id = created.body.data.id;
    expect((await h.call('DELETE', `/api/v1/scenes/${id}`, { token })).status).toBe(204);
    expect((await h.call('GET', `/api/v1/scenes/${id}`, { token })).status).toBe(404);
    expect((await h.call('DELETE', `/api/v1/scenes/${id}`, { token })).status).toBe(404);
  });

  it("searches the tenant's tags case-insensitively from 2 characters", async () => {
    const search = async (text: string) =>
      (await h.call<{ data: Tag[] }>('GET', `/api/v1/tags?search=${encodeURIComponent(text)}`, { token })).body.data;
    expect(await search('')).toEqual([]);
    expect(await search('m')).toEqual([]);
    expect((await search('ME')).map((tag) => tag.name)).toEqual(['menu', 'summer']);
    expect(await search('spec')).toEqual([]); // Globex's tag
    expect(await search('%_')).toEqual([]);
    expect((await h.call('GET', '/api/v1/tags?search=lobby')).status).toBe(401);
  });

  it('answers the animation types and stored schedules', async () => {
    const types = await h.call<{ data: { id: string; name: string }[] }>('GET', '/api/v1/sections/animations/types', {
      token,
    });
    expect(types.body.data.map((type) => type.id)).toEqual([
      'none',
      'fade',
      'slideLeft',
      'slideRight',
      'slideUp',
      'slideDown',
      'zoom',
    ]);
    const id = sceneId('Welcome screen');
    const scene = (await h.call<{ data: Scene }>('GET', `/api/v1/scenes/${id}`, { token })).body.data;
    const item = scene.sections[0]?.playlistItems[0]?.id ?? 0;
    const events = [{ from: '2026-03-01', till: null, daysSchedule: [] }];
    const customer = await h.db.one<{ customer_id: number }>('SELECT customer_id FROM scenes WHERE id = $1', [id]);
    const screen = await insertScreen(h, customer.customer_id, 'Window display');
    await h.db.query('INSERT INTO schedules (scene_id, screen_id, name, events) VALUES ($1, $2, $3, $4::jsonb)', [
      id,
      screen,
      'Mornings',
      JSON.stringify(events),
    ]);
    await h.db.query('INSERT INTO schedules (scene_id, playlist_item_id, name) VALUES ($1, $2, $3)', [
      id,
      item,
      'Item slot',
    ]);
    const forScreen = await h.call<{ data: unknown[] }>('GET', `/api/v1/scenes/${id}/schedules/${screen}`, { token });
    expect(forScreen.body.data).toEqual([
      { id: expect.any(Number), name: 'Mornings', screenId: screen, sceneId: id, events },
    ]);
    expect(
      (await h.call<{ data: unknown[] }>('GET', `/api/v1/scenes/${id}/schedules/${screen + 1}`, { token })).body.data,
    ).toEqual([]);
    const forItem = await h.call<{ data: unknown[] }>(
      'GET',
      `/api/v1/sections/${scene.sections[0]?.id}/playlistitems/${item}/schedules`,
      { token },
    );
    expect(forItem.body.data).toEqual([
      { id: expect.any(Number), name: 'Item slot', screenId: null, sceneId: id, events: [] },
    ]);
    const summary = (
      await h.call<{ data: { scenes: Summary[] } }>('GET', '/api/v1/folders/scenes', { token })
    ).body.data.scenes.find((s) => s.id === id);
    expect(summary?.screensCount).toBe(1);
  });

  it('refuses tenant data to a super-admin not acting as a customer (403) and without a session (401)', async () => {
    const admin = (await h.login(DEMO.superAdmin)).accessToken;
    expect((await h.call('GET', `/api/v1/scenes/${sceneId('Welcome screen')}`, { token: admin })).status).toBe(403);
    expect((await h.call('GET', '/api/v1/folders/scenes', { token: admin })).status).toBe(403);
    expect((await h.call('GET', '/api/v1/scenes/1')).status).toBe(401);
  });
});
