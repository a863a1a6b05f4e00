import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folder, Scene } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

describe.each(BACKENDS)('layouts: listing by size, create, update, delete, folders, copy, move (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let adminId: number;
  let editorId: number;
  let folders: Folder[];
  const folderId = (name: string) => folders.find((folder) => folder.name === name)?.id ?? 0;
  const list = async (query = '') =>
    (await h.call<{ data: Layout[] }>('GET', `/api/v1/layouts${query}`, { token: admin })).body.data;
  const layoutId = async (name: string) => (await list()).find((layout) => layout.name === name)?.id ?? 0;
  const layoutCount = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM layouts')).n;
  const create = (token: string, json: unknown) => h.call<{ data: Layout }>('POST', '/api/v1/layouts', { token, json });
  const input = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    width: 1280,
    height: 720,
    ratio: '16:9',
    sections: [{ id: -1, name: 'Whole', ...box(0, 0, 1280, 720) }],
    tags: [],
    ...extra,
  });

  beforeAll(async () => {
    h = await createHarness(backend);
    const signedIn = await h.login(DEMO.acmeAdmin);
    admin = signedIn.accessToken;
    adminId = signedIn.user.id as number;
    const editorSession = await h.login(DEMO.acmeEditor);
    editor = editorSession.accessToken;
    editorId = editorSession.user.id as number;
    folders = (await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/library/folders', { token: admin })).body
      .data.folders;
  });
  afterAll(() => h.dispose());

  it("lists the tenant's layouts by name, or only those of one exact size", async () => {
    expect((await list()).map((layout) => layout.name)).toEqual([
      'Main with ticker',
      'Portrait split',
      'Three columns',
    ]);
    expect((await list('?width=1920&height=1080')).map((layout) => layout.name)).toEqual([
      'Main with ticker',
      'Three columns',
    ]);
    expect((await list('?width=1080&height=1920')).map((layout) => layout.name)).toEqual(['Portrait split']);
    expect(await list('?width=1080&height=1080')).toEqual([]);
    for (const query of ['?width=0&height=10', '?width=abc', '?height=1.5', '?width=99999999']) {
      expect((await h.call('GET', `/api/v1/layouts${query}`, { token: admin })).status, query).toBe(422);
    }
  });

  it('reads one layout with its sections (no playlists), tags, folders and owner', async () => {
    const id = await layoutId('Main with ticker');
    const answer = await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id,
      name: 'Main with ticker',
      width: 1920,
      height: 1080,
      ratio: '16:9',
      draft: false,
      sections: [
        {
          id: 1,
          name: 'Main',
          ...box(0, 0, 1920, 930),
          hidden: false,
          draft: false,
          ratio: null,
          playlistItems: [],
          itemsOrder: [],
          background: 'rgba(255,255,255,0)',
          order: 1,
          parentId: null,
          markAsDeleted: false,
        },
        {
          id: 2,
          name: 'Ticker',
          ...box(0, 930, 1920, 150),
          hidden: false,
          draft: false,
          ratio: null,
          playlistItems: [],
          itemsOrder: [],
          background: 'rgba(0,0,0,1)',
          order: 2,
          parentId: null,
          markAsDeleted: false,
        },
      ],
      tags: [{ id: expect.any(Number), name: 'lobby' }],
      folderIds: [folderId('Brand')],
      owner: adminId,
      updatedAt: expect.any(String),
      thumbnail: null,
    });
    expect((await h.call('GET', '/api/v1/layouts/999999', { token: admin })).status).toBe(404);
    expect((await h.call('GET', '/api/v1/layouts/abc', { token: admin })).status).toBe(404);
  });

  it('creates a layout owned by the actor in a library folder, ordering sections and giving them ids', async () => {
    const sections = [
      { id: -7, name: 'Second', ...box(640, 0, 640, 720), order: 2 },
      { id: -3, name: 'First', ...box(0, 0, 640, 720), order: 1, background: 'rgba(1,2,3,1)' },
      { id: -9, name: 'Gone', ...box(0, 0, 10, 10), order: 3, markAsDeleted: true },
    ];
    const answer = await create(
      editor,
      input(' Split ', { sections, tags: [{ name: 'lobby' }, { name: 'Fresh' }], folderId: folderId('Seasonal') }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Split',
      width: 1280,
      height: 720,
      ratio: '16:9',
      draft: false,
      owner: editorId,
      folderIds: [folderId('Seasonal')],
    });
    expect(answer.body.data.sections.map((s) => [s.id, s.name, s.order, s.left, s.background])).toEqual([
      [1, 'First', 1, 0, 'rgba(1,2,3,1)'],
      [2, 'Second', 2, 640, 'rgba(255,255,255,0)'],
    ]);
    expect(answer.body.data.tags.map((tag) => tag.name)).toEqual(['Fresh', 'lobby']);
    const root = await create(admin, input('At root', { folderId: -1 }));
    expect(root.body.data.folderIds).toEqual([]);
    const read = await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${answer.body.data.id}`, { token: admin });
    expect(read.body.data).toEqual(answer.body.data);
  });

  it('refuses bad layouts with 422 and writes nothing', async () => {
    const before = await layoutCount();
    const tagsBefore = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tags');
    const bad: [unknown, string][] = [
      [{}, 'name'],
      [input(''), 'name'],
      [input('No sections', { sections: [] }), 'sections'],
      [input('Outside', { sections: [{ name: 'Wide', ...box(0, 0, 1281, 720) }] }), 'sections.0'],
      [input('Negative', { sections: [{ name: 'Off', ...box(-1, 0, 10, 10) }] }), 'sections.0'],
      [input('All deleted', { sections: [{ name: 'A', ...box(0, 0, 10, 10), markAsDeleted: true }] }), 'sections'],
      [input('Short tag', { tags: [{ name: 'x' }, { name: 'Brand new' }] }), 'tags'],
      [input('Zero', { width: 0 }), 'width'],
    ];
    for (const [json, field] of bad) {
      const answer = await create(admin, json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body).toHaveProperty(['errors', field]);
    }
    const allDeleted = await create(admin, bad[5]?.[0]);
    expect(allDeleted.body).toMatchObject({ errors: { sections: ['A layout needs at least one section.'] } });
    expect(await layoutCount()).toBe(before);
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tags')).n).toBe(tagsBefore.n);
  });

  it('puts a new layout only into a library folder the actor may manage', async () => {
    const sceneFolder = (await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Menus'")).id;
    expect((await create(admin, input('Wrong kind', { folderId: sceneFolder }))).status).toBe(404);
    expect((await create(admin, input('Unknown', { folderId: 999_999 }))).status).toBe(404);
    expect((await create(editor, input('Readonly', { folderId: folderId('Brand') }))).status).toBe(403);
    expect((await create(admin, input('Brand layout', { folderId: folderId('Brand') }))).status).toBe(201);
  });

  it('updates name, size, ratio, sections and tags; sent sections replace the stored ones', async () => {
    const id = (await create(admin, input('To edit', { tags: [{ name: 'lobby' }] }))).body.data.id;
    h.clock.advance(60);
    const answer = await h.call<{ data: Layout }>('PATCH', `/api/v1/layouts/${id}`, {
      token: admin,
      json: {
        name: 'Edited',
        width: 1920,
        height: 1080,
        ratio: 'Free',
        sections: [
          { id: 1, name: 'Kept', ...box(0, 0, 1920, 540) },
          { id: -2, name: 'Added', ...box(0, 540, 1920, 540) },
        ],
        tags: [{ name: 'Edited tag' }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Edited', width: 1920, height: 1080, ratio: 'Free' });
    expect(answer.body.data.sections.map((s) => [s.id, s.name, s.top])).toEqual([
      [1, 'Kept', 0],
      [2, 'Added', 540],
    ]);
    expect(answer.body.data.tags.map((tag) => tag.name)).toEqual(['Edited tag']);
    expect(answer.body.data.updatedAt).toBe(h.clock.now().toISOString());
    const renamed = await h.call<{ data: Layout }>('PATCH', `/api/v1/layouts/${id}`, {
      token: admin,
      json: { name: 'Renamed' },
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Renamed',
      sections: answer.body.data.sections,
      tags: answer.body.data.tags,
    });
  });

  it('refuses an update that leaves no section or a section outside the layout (422), changing nothing', async () => {
    const id = (await create(admin, input('Guarded'))).body.data.id;
    const before = (await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${id}`, { token: admin })).body.data;
    const bad = [
      { width: 1000 },
      { sections: [] },
      { sections: [{ id: 1, name: 'Whole', ...box(0, 0, 1280, 720), markAsDeleted: true }] },
      { sections: [{ name: 'Low', ...box(0, 700, 10, 21) }] },
      { name: '' },
      { tags: [{ name: 'x' }] },
    ];
    for (const json of bad) {
      const answer = await h.call('PATCH', `/api/v1/layouts/${id}`, { token: admin, json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
    }
    expect((await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${id}`, { token: admin })).body.data).toEqual(
      before,
    );
    expect((await h.call('PATCH', '/api/v1/layouts/999999', { token: admin, json: { name: 'x' } })).status).toBe(404);
  });

  it('deletes a layout (204), not one in a folder that is readonly for the actor (403)', async () => {
    const inBrand = await layoutId('Main with ticker');
    expect((await h.call('DELETE', `/api/v1/layouts/${inBrand}`, { token: editor })).status).toBe(403);
    expect(
      (await h.call('PATCH', `/api/v1/layouts/${inBrand}`, { token: editor, json: { name: 'Mine' } })).status,
    ).toBe(403);
    const id = (await create(editor, input('Short-lived'))).body.data.id;
    expect((await h.call('DELETE', `/api/v1/layouts/${id}`, { token: editor })).status).toBe(204);
    expect((await h.call('GET', `/api/v1/layouts/${id}`, { token: admin })).status).toBe(404);
    expect((await h.call('DELETE', `/api/v1/layouts/${id}`, { token: admin })).status).toBe(404);
  });

  it('drops layouts on a folder: each then sits in that folder only; -1 takes them out of every folder', async () => {
    const a = (await create(admin, input('Drop A', { folderId: folderId('Seasonal') }))).body.data.id;
    const b = (await create(admin, input('Drop B'))).body.data.id;
    const dropped = await h.call<{ data: Layout[] }>('POST', `/api/v1/layouts/folders/${folderId('Logos')}/update`, {
      token: admin,
      json: { ids: [b, a] },
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body.data.map((layout) => [layout.name, layout.folderIds])).toEqual([
      ['Drop A', [folderId('Logos')]],
      ['Drop B', [folderId('Logos')]],
    ]);
    const out = await h.call<{ data: Layout[] }>('POST', '/api/v1/layouts/folders/-1/update', {
      token: admin,
      json: { ids: [a] },
    });
    expect(out.body.data.map((layout) => layout.folderIds)).toEqual([[]]);
    // An unknown id, an empty list or a readonly target change nothing.
    expect(
      (
        await h.call('POST', `/api/v1/layouts/folders/${folderId('Seasonal')}/update`, {
          token: admin,
          json: { ids: [b, 999_999] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call('POST', `/api/v1/layouts/folders/${folderId('Seasonal')}/update`, {
          token: admin,
          json: { ids: [] },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('POST', `/api/v1/layouts/folders/${folderId('Brand')}/update`, {
          token: editor,
          json: { ids: [b] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.call('POST', '/api/v1/layouts/folders/999999/update', { token: admin, json: { ids: [b] } })).status,
    ).toBe(404);
    expect(
      (await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${b}`, { token: admin })).body.data.folderIds,
    ).toEqual([folderId('Logos')]);
  });

  it('copies a layout into a folder as a new layout of the actor, and moves one between folders', async () => {
    const source = (
      await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${await layoutId('Main with ticker')}`, { token: admin })
    ).body.data;
    const copy = await h.call<{ data: Layout }>('POST', `/api/v1/layouts/${source.id}/copy/${folderId('Seasonal')}`, {
      token: editor,
      json: { name: 'Copy of Main with ticker' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: 'Copy of Main with ticker',
      owner: editorId,
      folderIds: [folderId('Seasonal')],
      width: 1920,
      height: 1080,
      ratio: '16:9',
      sections: source.sections,
      tags: source.tags,
    });
    expect(copy.body.data.id).not.toBe(source.id);
    const atRoot = await h.call<{ data: Layout }>('POST', `/api/v1/layouts/${source.id}/copy/-1`, {
      token: admin,
      json: { name: 'Root copy' },
    });
    expect(atRoot.body.data.folderIds).toEqual([]);
    expect(
      (
        await h.call('POST', `/api/v1/layouts/${source.id}/copy/${folderId('Brand')}`, {
          token: editor,
          json: { name: 'No' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.call('POST', `/api/v1/layouts/${source.id}/copy/-1`, { token: admin, json: { name: '' } })).status,
    ).toBe(422);

    const moved = await h.call<{ data: Layout }>('POST', `/api/v1/layouts/${atRoot.body.data.id}/move`, {
      token: admin,
      json: { from: -1, to: folderId('Logos') },
    });
    expect(moved.body.data.folderIds).toEqual([folderId('Logos')]);
    const again = await h.call<{ data: Layout }>('POST', `/api/v1/layouts/${atRoot.body.data.id}/move`, {
      token: admin,
      json: { from: folderId('Logos'), to: folderId('Seasonal') },
    });
    expect(again.body.data.folderIds).toEqual([folderId('Seasonal')]);
    expect(
      (
        await h.call('POST', `/api/v1/layouts/${atRoot.body.data.id}/move`, {
          token: editor,
          json: { from: folderId('Seasonal'), to: folderId('Brand') },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.call('POST', `/api/v1/layouts/${atRoot.body.data.id}/move`, { token: admin, json: { from: 'x' } }))
        .status,
    ).toBe(422);
  });

  it('creates a scene from a layout into a sub-folder: size, ratio, fresh saved sections with empty playlists, tags', async () => {
    const layout = (
      await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${await layoutId('Main with ticker')}`, { token: admin })
    ).body.data;
    const summer = (await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Summer' AND kind = 'scenes'"))
      .id;
    const answer = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token: admin,
      json: { layoutId: layout.id, folderId: summer },
    });
    expect(answer.status).toBe(201);
    const scene = answer.body.data;
    expect(scene).toMatchObject({
      name: 'Main with ticker',
      width: 1920,
      height: 1080,
      ratio: '16:9',
      draft: false,
      folderIds: [summer],
      tags: layout.tags,
    });
    expect(
      scene.sections.map((s) => ({
        name: s.name,
        ...box(s.left, s.top, s.width, s.height),
        background: s.background,
        order: s.order,
      })),
    ).toEqual(
      layout.sections.map((s) => ({
        name: s.name,
        ...box(s.left, s.top, s.width, s.height),
        background: s.background,
        order: s.order,
      })),
    );
    for (const section of scene.sections) {
      expect(section).toMatchObject({ draft: false, parentId: null, playlistItems: [], itemsOrder: [] });
    }
    const stored = await h.db.query<{ id: number }>('SELECT id FROM sections WHERE scene_id = $1', [scene.id]);
    expect(scene.sections.map((s) => s.id).sort()).toEqual(stored.map((row) => row.id).sort());
    const listed = await h.call<{ data: { scenes: { id: number; folderIds: number[] }[] } }>(
      'GET',
      '/api/v1/folders/scenes',
      { token: admin },
    );
    expect(listed.body.data.scenes.find((s) => s.id === scene.id)?.folderIds).toEqual([summer]);

    const named = await h.call<{ data: Scene }>('POST', '/api/v1/scenes', {
      token: admin,
      json: { layoutId: layout.id, name: ' Lobby board ' },
    });
    expect(named.body.data).toMatchObject({ name: 'Lobby board', folderIds: [] });
  });

  it('refuses a scene from an unknown layout or into a folder that is not a writable scene folder, writing nothing', async () => {
    const layout = await layoutId('Three columns');
    const scenes = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM scenes')).n;
    const before = await scenes();
    expect((await h.call('POST', '/api/v1/scenes', { token: admin, json: { layoutId: 999_999 } })).status).toBe(404);
    expect(
      (
        await h.call('POST', '/api/v1/scenes', {
          token: admin,
          json: { layoutId: layout, folderId: folderId('Brand') },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('POST', '/api/v1/scenes', { token: admin, json: { layoutId: layout, name: '' } })).status,
    ).toBe(422);
    expect((await h.call('POST', '/api/v1/scenes', { token: admin, json: { layoutId: 0 } })).status).toBe(422);
    const menus = (await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Menus'")).id;
    const stores = await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'");
    await h.db.query(
      "INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level) VALUES ($1, $2, NULL, 'readonly')",
      [menus, stores.id],
    );
    expect(
      (await h.call('POST', '/api/v1/scenes', { token: editor, json: { layoutId: layout, folderId: menus } })).status,
    ).toBe(403);
    await h.db.query('DELETE FROM folder_group_permissions WHERE folder_id = $1', [menus]);
    expect(await scenes()).toBe(before);
  });
});
