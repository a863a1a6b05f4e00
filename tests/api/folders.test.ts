import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Folder {
  id: number;
  name: string;
  parentId: number | null;
  owner: number | null;
  kind: string;
  groupPermissions: { permissionType: string | null; level: string }[];
}

describe.each(BACKENDS)('folders: create, rename, move, delete, permissions (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let adminId: number;
  const folderId = async (name: string) =>
    (await h.db.one<{ id: number }>('SELECT id FROM folders WHERE name = $1', [name])).id;
  const create = (token: string, json: unknown) => h.call<{ data: Folder }>('POST', '/api/v1/folders', { token, json });

  beforeAll(async () => {
    h = await createHarness(backend);
    const signedIn = await h.login(DEMO.acmeAdmin);
    admin = signedIn.accessToken;
    adminId = signedIn.user.id as number;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
  });
  afterAll(() => h.dispose());

  it('creates a folder at the root or under a parent, trimming its name (201)', async () => {
    const root = await create(admin, { name: '  Lobby  ', parent_id: -1, type: 'scenes' });
    expect(root.status).toBe(201);
    expect(root.body.data).toEqual({
      id: expect.any(Number),
      name: 'Lobby',
      parentId: null,
      owner: adminId,
      kind: 'scenes',
      groupPermissions: [{ permissionType: null, level: 'full' }],
    });
    const child = await create(admin, { name: 'Ground floor', parent_id: root.body.data.id, type: 'scenes' });
    expect(child.body.data).toMatchObject({ parentId: root.body.data.id });
    const listed = await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/folders/scenes', { token: admin });
    expect(listed.body.data.folders.map((folder) => folder.name)).toContain('Ground floor');
  });

  it('needs a name of at least 2 characters after trimming (422) and a known type', async () => {
    for (const json of [
      { name: ' a ', type: 'scenes' },
      { name: '', type: 'scenes' },
      { type: 'scenes' },
      { name: 'ok', type: 'albums' },
      { name: 'ok', type: 'scenes', parent_id: 'x' },
    ]) {
      const answer = await create(admin, json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
    }
    expect((await create(admin, { name: ' ab ', type: 'scenes' })).body.data.name).toBe('ab');
    const rename = await h.call('PATCH', `/api/v1/folders/${await folderId('Menus')}`, {
      token: admin,
      json: { name: 'M' },
    });
    expect(rename).toMatchObject({
      status: 422,
      body: { errors: { name: ['The name must be at least 2 characters.'] } },
    });
  });

  it('refuses a parent of another kind or an unknown parent (404)', async () => {
    const library = await create(admin, { name: 'Logos', type: 'library' });
    expect(library.status).toBe(201);
    expect((await create(admin, { name: 'Mixed', type: 'scenes', parent_id: library.body.data.id })).status).toBe(404);
    expect((await create(admin, { name: 'Lost', type: 'scenes', parent_id: 999_999 })).status).toBe(404);
  });

  it('renames and moves a folder, never into itself or one of its sub-folders (422)', async () => {
    const a = (await create(admin, { name: 'Alpha', type: 'scenes' })).body.data;
    const b = (await create(admin, { name: 'Beta', type: 'scenes', parent_id: a.id })).body.data;
    const renamed = await h.call<{ data: Folder }>('PATCH', `/api/v1/folders/${b.id}`, {
      token: admin,
      json: { name: ' Bravo ' },
    });
    expect(renamed.body.data).toMatchObject({ id: b.id, name: 'Bravo', parentId: a.id });
    const moved = await h.call<{ data: Folder }>('PATCH', `/api/v1/folders/${b.id}`, {
      token: admin,
      json: { parent_id: -1 },
    });
    expect(moved.body.data.parentId).toBeNull();
    await h.call('PATCH', `/api/v1/folders/${b.id}`, { token: admin, json: { parent_id: a.id } });
    for (const parent of [a.id, b.id]) {
      expect(
        (await h.call('PATCH', `/api/v1/folders/${a.id}`, { token: admin, json: { parent_id: parent } })).status,
      ).toBe(422);
    }
  });

  it('refuses to delete a folder with sub-folders or scenes (409 folders.folderNotEmpty), deletes an empty one (204)', async () => {
    const notEmpty = {
      status: 409,
      body: { message: 'Folder not empty or contains subfolders: cannot delete', code: 'folders.folderNotEmpty' },
    };
    expect(await h.call('DELETE', `/api/v1/folders/${await folderId('Campaigns')}`, { token: admin })).toMatchObject(
      notEmpty,
    );
    expect(await h.call('DELETE', `/api/v1/folders/${await folderId('Menus')}`, { token: admin })).toMatchObject(
      notEmpty,
    );
    const empty = (await create(admin, { name: 'Empty', type: 'scenes' })).body.data;
    expect((await h.call('DELETE', `/api/v1/folders/${empty.id}`, { token: admin })).status).toBe(204);
    expect((await h.call('DELETE', `/api/v1/folders/${empty.id}`, { token: admin })).status).toBe(404);
    expect((await h.call('PATCH', '/api/v1/folders/abc', { token: admin, json: { name: 'xx' } })).status).toBe(404);
  });

  it('refuses to delete a library folder holding a layout, a template or a media file (409), deletes it once empty', async () => {
    const notEmpty = {
      status: 409,
      body: { message: 'Folder not empty or contains subfolders: cannot delete', code: 'folders.folderNotEmpty' },
    };
    const folder = (await create(admin, { name: 'Holder', type: 'library' })).body.data;
    const customer = await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'");
    const layout = await h.db.one<{ id: number }>("SELECT id FROM layouts WHERE name = 'Three columns'");
    const template = await h.db.one<{ id: number }>("SELECT id FROM templates WHERE name = 'Opening hours'");
    const media = await h.db.one<{ id: number }>(
      `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, width, height, path)
       VALUES ('00000000-0000-4000-8000-000000000001', $1, 'logo.png', 'image', 'image/png', 10, 1, 1, 'x/logo.png') RETURNING id`,
      [customer.id],
    );
    const holdings: [string, string, number][] = [
      ['layout_folders', 'layout_id', layout.id],
      ['template_folders', 'template_id', template.id],
      ['media_folders', 'media_id', media.id],
    ];
    for (const [table, column, id] of holdings) {
      await h.db.query(`INSERT INTO ${table} (${column}, folder_id) VALUES ($1, $2)`, [id, folder.id]);
      expect(await h.call('DELETE', `/api/v1/folders/${folder.id}`, { token: admin }), table).toMatchObject(notEmpty);
      await h.db.query(`DELETE FROM ${table} WHERE folder_id = $1`, [folder.id]);
    }
    await h.db.query('DELETE FROM media WHERE id = $1', [media.id]);
    expect((await h.call('DELETE', `/api/v1/folders/${folder.id}`, { token: admin })).status).toBe(204);
  });

  it("follows the user's general permissions: createAFolder for scene folders, the library ones for library folders", async () => {
    expect((await create(editor, { name: 'Store 12', type: 'scenes' })).status).toBe(201);
    expect((await create(editor, { name: 'Store 12 media', type: 'library' })).status).toBe(403);
    const library = (await create(admin, { name: 'Brand', type: 'library' })).body.data;
    expect(
      (await h.call('PATCH', `/api/v1/folders/${library.id}`, { token: editor, json: { name: 'Mine' } })).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/api/v1/folders/${library.id}`, { token: editor })).status).toBe(403);
    await h.db.query("UPDATE group_permissions SET level = 'readonly' WHERE permission_type = 'createAFolder'");
    expect((await create(editor, { name: 'Store 13', type: 'scenes' })).status).toBe(403);
    await h.db.query("UPDATE group_permissions SET level = 'full' WHERE permission_type = 'createAFolder'");
  });

  it('refuses writes to a folder that is readonly (403) or hidden (404) for the workgroup, not for admins', async () => {
    const menus = await folderId('Menus');
    const scene = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Menu board portrait'");
    const section = await h.db.one<{ id: number }>('SELECT id FROM sections WHERE scene_id = $1 ORDER BY id LIMIT 1', [
      scene.id,
    ]);
    const welcome = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Welcome screen'");
    const stores = await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'");
    const headOffice = await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Head Office'");
    // Another workgroup's restriction does not bind the editor.
    await h.db.query(
      "INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level) VALUES ($1, $2, NULL, 'readonly')",
      [menus, headOffice.id],
    );
    expect((await create(editor, { name: 'Breakfast', type: 'scenes', parent_id: menus })).status).toBe(201);

    for (const level of ['readonly', 'hidden']) {
      await h.db.query('DELETE FROM folder_group_permissions WHERE workgroup_id = $1', [stores.id]);
      await h.db.query(
        'INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level) VALUES ($1, $2, NULL, $3)',
        [menus, stores.id, level],
      );
      const listed = await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/folders/scenes', { token: editor });
      expect(listed.body.data.folders.find((folder) => folder.id === menus)?.groupPermissions).toEqual([
        { permissionType: null, level },
      ]);
      const writes: [string, string, unknown][] = [
        ['POST', '/api/v1/folders', { name: 'Lunch', type: 'scenes', parent_id: menus }],
        ['PATCH', `/api/v1/folders/${menus}`, { name: 'Renamed' }],
        ['DELETE', `/api/v1/folders/${menus}`, undefined],
        ['POST', '/api/v1/scenes', { name: 'New', width: 10, height: 10, folderId: menus }],
        ['POST', `/api/v1/scenes/${welcome.id}/copy/${menus}`, { name: 'Copy' }],
        ['POST', `/api/v1/scenes/${welcome.id}/move`, { from: -1, to: menus }],
        ['PATCH', `/api/v1/scenes/${scene.id}`, { name: 'Renamed' }],
        ['DELETE', `/api/v1/scenes/${scene.id}`, undefined],
        ['POST', `/api/v1/scenes/${scene.id}/sections`, { name: 'N', left: 0, top: 0, width: 10, height: 10 }],
        ['PATCH', `/api/v1/scenes/${scene.id}/sections/${section.id}`, { name: 'Renamed' }],
        ['POST', `/api/v1/sections/${section.id}/playlistitems`, { duration: 5 }],
      ];
      for (const [method, path, json] of writes) {
        const answer = await h.call(method, path, { token: editor, json });
        // Core's grantDecision (issue 22): readonly refuses (403), hidden answers as if nothing were there (404).
        expect(answer, `${level} ${method} ${path}`).toMatchObject(
          level === 'readonly'
            ? { status: 403, body: { message: 'You need permission to perform this action' } }
            : { status: 404, body: { message: 'Item not found' } },
        );
      }
      // Reading stays possible; the admin is never bound by workgroup entries.
      expect((await h.call('GET', `/api/v1/scenes/${scene.id}`, { token: editor })).status).toBe(200);
      const adminView = await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/folders/scenes', {
        token: admin,
      });
      expect(adminView.body.data.folders.find((folder) => folder.id === menus)?.groupPermissions).toEqual([
        { permissionType: null, level: 'full' },
      ]);
    }
    expect(
      (await h.call('PATCH', `/api/v1/scenes/${scene.id}`, { token: admin, json: { name: 'Menu board' } })).status,
    ).toBe(200);
    expect((await h.call('PATCH', `/api/v1/folders/${menus}`, { token: admin, json: { name: 'Menus' } })).status).toBe(
      200,
    );
  });
});
