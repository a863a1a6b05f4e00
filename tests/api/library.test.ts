import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Folder } from '@screenplay/core';
import type { Layout, LibraryTemplate, MediaItem } from '@screenplay/core/library';
import { INCOMING_DIR } from '../../examples/portal/server/media/storage';
import { isMediaPathRecorded } from '../../examples/portal/server/media/media.write';
import { asSystem } from '../../examples/portal/server/tenancy';
import { draftCopyOf } from './support/drafts';
import { createHarness, DEMO, type Harness } from './support/harness';
import { tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

const LAYERS = [{ itemType: 'Text', content: { left: 0, top: 0, width: 200, height: 50, text: 'Hello' } }];

/** A template form: text fields as given, `preview` as a file when bytes are given. */
function templateForm(fields: Record<string, string>, preview?: { bytes: Uint8Array; name: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (preview) data.append('preview', new Blob([new Uint8Array(preview.bytes)]), preview.name);
  return data;
}

const fields = (name: string, extra: Record<string, string> = {}) => ({
  name,
  type: 'Template',
  width: '400',
  height: '300',
  layers: JSON.stringify(LAYERS),
  ...extra,
});

describe.each(BACKENDS)('library: folders, tab listings, templates (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let adminId: number;
  let folders: Folder[];
  const folderId = (name: string) => folders.find((folder) => folder.name === name)?.id ?? 0;
  const templateCount = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM templates')).n;
  const postTemplate = (token: string, body: FormData, path = '/api/v1/library') =>
    h.call<{ data: LibraryTemplate }>('POST', path, { token, body });
  const fileOf = (template: LibraryTemplate) => join(h.config.dataDir, (template.preview ?? '').replace(/^\//, ''));

  beforeAll(async () => {
    h = await createHarness(backend);
    const signedIn = await h.login(DEMO.acmeAdmin);
    admin = signedIn.accessToken;
    adminId = signedIn.user.id as number;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    folders = (await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/library/folders', { token: admin })).body
      .data.folders;
  });
  afterAll(() => h.dispose());

  it("lists the tenant's library folders with the actor's permission entries", async () => {
    expect(folders.map((folder) => [folder.name, folder.kind])).toEqual([
      ['Brand', 'library'],
      ['Logos', 'library'],
      ['Seasonal', 'library'],
    ]);
    expect(folders.find((folder) => folder.name === 'Logos')?.parentId).toBe(folderId('Brand'));
    expect(
      folders.every(
        (folder) =>
          JSON.stringify(folder.groupPermissions) === JSON.stringify([{ permissionType: null, level: 'full' }]),
      ),
    ).toBe(true);
    const asEditor = (
      await h.call<{ data: { folders: Folder[] } }>('GET', '/api/v1/library/folders', { token: editor })
    ).body.data.folders;
    expect(asEditor.find((folder) => folder.name === 'Brand')?.groupPermissions).toEqual([
      { permissionType: null, level: 'readonly' },
    ]);
    expect(asEditor.find((folder) => folder.name === 'Seasonal')?.groupPermissions).toEqual([
      { permissionType: null, level: 'full' },
    ]);
  });

  it('answers each tab with the folders and every item of its kind', async () => {
    const layouts = await h.call<{ data: { folders: Folder[]; layouts: Layout[] } }>(
      'GET',
      '/api/v1/library/folders/layouts',
      { token: admin },
    );
    expect(layouts.body.data.folders).toEqual(folders);
    expect(layouts.body.data.layouts.map((layout) => layout.name)).toEqual([
      'Main with ticker',
      'Portrait split',
      'Three columns',
    ]);
    const templates = await h.call<{ data: { folders: Folder[]; templates: LibraryTemplate[] } }>(
      'GET',
      '/api/v1/library/folders/templates',
      { token: admin },
    );
    expect(templates.body.data.folders).toEqual(folders);
    expect(templates.body.data.templates.map((t) => [t.name, t.folderIds])).toEqual([
      ['Opening hours', []],
      ['Photo with caption', [folderId('Brand')]],
      ['Sale badge', [folderId('Seasonal')]],
      ['Weather and time', []],
    ]);
    expect(templates.body.data.templates[0]).toEqual({
      id: expect.any(Number),
      name: 'Opening hours',
      type: 'Template',
      preview: null,
      width: 600,
      height: 400,
      ratio: 'Free',
      layers: [
        expect.objectContaining({ id: 1, itemType: 'Rectangle' }),
        expect.objectContaining({ id: 2, itemType: 'Text' }),
      ],
      folderIds: [],
      scenesCount: 0,
      playlistItemId: null,
      owner: adminId,
      updatedAt: expect.any(String),
    });
    const media = await h.call<{ data: { folders: Folder[]; media: MediaItem[] } }>(
      'GET',
      '/api/v1/library/folders/media',
      { token: admin },
    );
    expect(media.status).toBe(200);
    expect(media.body.data.folders).toEqual(folders);
    expect(Array.isArray(media.body.data.media)).toBe(true);
  });

  it('creates library folders (201), refusing short names (422) and users without the library permission (403)', async () => {
    const created = await h.call<{ data: Folder }>('POST', '/api/v1/library/folders', {
      token: admin,
      json: { name: ' Posters ', parent_id: folderId('Brand') },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: 'Posters',
      parentId: folderId('Brand'),
      owner: adminId,
      kind: 'library',
      groupPermissions: [{ permissionType: null, level: 'full' }],
    });
    const top = await h.call<{ data: Folder }>('POST', '/api/v1/library/folders', {
      token: admin,
      json: { name: 'Top', parent_id: -1 },
    });
    expect(top.body.data.parentId).toBeNull();
    expect(await h.call('POST', '/api/v1/library/folders', { token: admin, json: { name: 'P' } })).toMatchObject({
      status: 422,
      body: { errors: { name: ['The name must be at least 2 characters.'] } },
    });
    expect(
      (await h.call('POST', '/api/v1/library/folders', { token: admin, json: { name: 'Lost', parent_id: 999_999 } }))
        .status,
    ).toBe(404);
    const sceneFolder = (await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Menus'")).id;
    expect(
      (
        await h.call('POST', '/api/v1/library/folders', {
          token: admin,
          json: { name: 'Mixed', parent_id: sceneFolder },
        })
      ).status,
    ).toBe(404);
  });

  it('a workgroup user whose library folder permission is readonly cannot create or rename library folders (403)', async () => {
    const count = async () =>
      (await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM folders WHERE kind = 'library'")).n;
    const before = await count();
    for (const parent of [-1, folderId('Seasonal'), folderId('Brand')]) {
      const answer = await h.call('POST', '/api/v1/library/folders', {
        token: editor,
        json: { name: 'Store posters', parent_id: parent },
      });
      expect(answer).toMatchObject({ status: 403, body: { message: 'You need permission to perform this action' } });
    }
    expect(
      (await h.call('POST', '/api/v1/folders', { token: editor, json: { name: 'Store posters', type: 'library' } }))
        .status,
    ).toBe(403);
    for (const name of ['Seasonal', 'Brand']) {
      expect(
        (await h.call('PATCH', `/api/v1/folders/${folderId(name)}`, { token: editor, json: { name: 'Renamed' } }))
          .status,
      ).toBe(403);
      expect((await h.call('DELETE', `/api/v1/folders/${folderId(name)}`, { token: editor })).status).toBe(403);
    }
    expect(await count()).toBe(before);
    // With the library permissions at full, the folder's own readonly entry still forbids writing under it.
    await h.db.query(
      "UPDATE group_permissions SET level = 'full' WHERE permission_type IN ('createALibraryFolder', 'editALibraryAFolder')",
    );
    expect(
      (
        await h.call('POST', '/api/v1/library/folders', {
          token: editor,
          json: { name: 'In brand', parent_id: folderId('Brand') },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.call('PATCH', `/api/v1/folders/${folderId('Brand')}`, { token: editor, json: { name: 'Renamed' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', '/api/v1/library/folders', {
          token: editor,
          json: { name: 'In seasonal', parent_id: folderId('Seasonal') },
        })
      ).status,
    ).toBe(201);
    await h.db.query(
      "UPDATE group_permissions SET level = 'readonly' WHERE permission_type IN ('createALibraryFolder', 'editALibraryAFolder') AND workgroup_id = (SELECT id FROM workgroups WHERE title = 'Stores')",
    );
  });

  it('creates a template from a multipart form with a preview image, into the form folder or the path folder', async () => {
    const answer = await postTemplate(
      admin,
      templateForm(fields(' Welcome ', { folderId: String(folderId('Seasonal')) }), {
        bytes: tinyPng(),
        name: 'preview.png',
      }),
    );
    expect(answer.status).toBe(201);
    const template = answer.body.data;
    expect(template).toMatchObject({
      name: 'Welcome',
      type: 'Template',
      width: 400,
      height: 300,
      ratio: 'Free',
      folderIds: [folderId('Seasonal')],
      owner: adminId,
      scenesCount: 0,
    });
    expect(template.layers).toEqual([
      {
        ...LAYERS[0],
        id: 1,
        parentLayerId: null,
        sectionTemplateGroup: null,
        sectionTemplateId: null,
        invisible: false,
        media: [],
        fonts: [],
      },
    ]);
    expect(template.preview).toMatch(/^\/media\/\d+\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(fileOf(template))).toBe(true);
    // Staged under media/.incoming and moved into place after the commit, as media uploads are.
    expect(
      existsSync(join(h.config.dataDir, 'media', INCOMING_DIR, (template.preview ?? '').slice('/media/'.length))),
    ).toBe(false);
    expect(await isMediaPathRecorded(asSystem(h.db, 'tests'), (template.preview ?? '').slice('/media/'.length))).toBe(
      true,
    );
    const served = await h.app.request(template.preview ?? '');
    expect(served.status).toBe(200);

    const inPath = await postTemplate(
      admin,
      templateForm(fields('In Logos', { folderId: String(folderId('Seasonal')) })),
      `/api/v1/library/${folderId('Logos')}`,
    );
    expect(inPath.status).toBe(201);
    expect(inPath.body.data).toMatchObject({ folderIds: [folderId('Logos')], preview: null });
    const atRoot = await postTemplate(admin, templateForm(fields('At root')), '/api/v1/library/-1');
    expect(atRoot.body.data.folderIds).toEqual([]);
    const read = await h.call<{ data: LibraryTemplate }>('GET', `/api/v1/library/folders/templates/${template.id}`, {
      token: admin,
    });
    expect(read.body.data).toEqual(template);
  });

  it('refuses a template without layers with the spec message, and other bad forms, writing nothing', async () => {
    const before = await templateCount();
    const noLayers = await postTemplate(admin, templateForm(fields('Empty', { layers: '[]' })));
    expect(noLayers).toMatchObject({
      status: 422,
      body: { errors: { layers: ['A template needs at least one layer'] } },
    });
    const bad = [
      fields(''),
      fields('Kind', { type: 'Gadget' }),
      fields('Size', { width: '0' }),
      fields('Size', { height: 'tall' }),
      fields('Layers', { layers: '{"not":"a list"}' }),
      fields('Layers', { layers: 'not json' }),
      { name: 'Missing' },
    ];
    for (const form of bad) {
      expect((await postTemplate(admin, templateForm(form))).status, JSON.stringify(form)).toBe(422);
    }
    const mediaDir = join(h.config.dataDir, 'media');
    const filesBefore = existsSync(mediaDir)
      ? (await import('node:fs')).readdirSync(mediaDir, { recursive: true }).length
      : 0;
    const notImage = await postTemplate(
      admin,
      templateForm(fields('Bad preview'), { bytes: new TextEncoder().encode('just text'), name: 'preview.png' }),
    );
    expect(notImage.status).toBe(422);
    expect(notImage.body).toHaveProperty('code');
    const filesAfter = existsSync(mediaDir)
      ? (await import('node:fs')).readdirSync(mediaDir, { recursive: true }).length
      : 0;
    expect(filesAfter).toBe(filesBefore);
    const json = await h.call('POST', '/api/v1/library', { token: admin, json: fields('As JSON') });
    expect(json.status).toBe(415);
    expect((await postTemplate(admin, templateForm(fields('Unknown folder', { folderId: '999999' })))).status).toBe(
      404,
    );
    expect(await templateCount()).toBe(before);
  });

  it('lists templates of one library layer kind, case-insensitively; an unknown kind is 404', async () => {
    await postTemplate(admin, templateForm(fields('Clock face', { type: 'Clock' })));
    const clocks = await h.call<{ data: LibraryTemplate[] }>('GET', '/api/v1/library/clock', { token: admin });
    expect(clocks.body.data.map((t) => [t.name, t.type])).toEqual([['Clock face', 'Clock']]);
    const templates = await h.call<{ data: LibraryTemplate[] }>('GET', '/api/v1/library/TEMPLATE', { token: admin });
    expect(templates.body.data.every((t) => t.type === 'Template')).toBe(true);
    expect(templates.body.data.map((t) => t.name)).toContain('Opening hours');
    expect((await h.call('GET', '/api/v1/library/Rss', { token: admin })).body).toEqual({ data: [] });
    expect((await h.call('GET', '/api/v1/library/gadget', { token: admin })).status).toBe(404);
  });

  it('updates any template field with POST ?_method=PATCH; a new preview replaces the old file', async () => {
    const created = (await postTemplate(admin, templateForm(fields('Editable'), { bytes: tinyPng(), name: 'a.png' })))
      .body.data;
    const url = `/api/v1/library/folders/templates/${created.id}?_method=PATCH`;
    const renamed = await postTemplate(admin, templateForm({ name: 'Edited', width: '500' }), url);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Edited',
      width: 500,
      height: 300,
      layers: created.layers,
      preview: created.preview,
    });
    const layers = JSON.stringify([
      ...LAYERS,
      { itemType: 'Rectangle', content: { left: 1, top: 1, width: 5, height: 5 } },
    ]);
    const replaced = await postTemplate(
      admin,
      templateForm({ layers }, { bytes: tinyPng([0, 0, 255, 255]), name: 'b.png' }),
      url,
    );
    expect(replaced.body.data.layers.map((layer) => layer.itemType)).toEqual(['Text', 'Rectangle']);
    expect(replaced.body.data.preview).not.toBe(created.preview);
    expect(existsSync(fileOf(replaced.body.data))).toBe(true);
    expect(existsSync(fileOf(created))).toBe(false);
    expect((await postTemplate(admin, templateForm({ layers: '[]' }), url)).body).toMatchObject({
      errors: { layers: ['A template needs at least one layer'] },
    });
    const cleared = await postTemplate(admin, templateForm({ preview: '' }), url);
    expect(cleared.body.data.preview).toBeNull();
    expect(existsSync(fileOf(replaced.body.data))).toBe(false);
    expect(
      (await postTemplate(admin, templateForm({ name: 'x' }), `/api/v1/library/folders/templates/${created.id}`))
        .status,
    ).toBe(405);
    expect(
      (await postTemplate(admin, templateForm({ name: 'x' }), '/api/v1/library/folders/templates/999999?_method=PATCH'))
        .status,
    ).toBe(404);
    const read = await h.call<{ data: LibraryTemplate }>('GET', `/api/v1/library/folders/templates/${created.id}`, {
      token: admin,
    });
    expect(read.body.data).toMatchObject({ name: 'Edited', width: 500, preview: null });
  });

  it('copies a template (sharing its preview) and moves one; a preview file goes with its last template', async () => {
    const source = (await postTemplate(admin, templateForm(fields('Original'), { bytes: tinyPng(), name: 'p.png' })))
      .body.data;
    const copy = await h.call<{ data: LibraryTemplate }>(
      'POST',
      `/api/v1/library/folders/templates/${source.id}/copy/${folderId('Seasonal')}`,
      { token: editor, json: { name: 'Copy of Original' } },
    );
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: 'Copy of Original',
      folderIds: [folderId('Seasonal')],
      preview: source.preview,
      layers: source.layers,
      width: 400,
    });
    expect(copy.body.data.owner).not.toBe(adminId);
    const moved = await h.call<{ data: LibraryTemplate }>(
      'POST',
      `/api/v1/library/folders/templates/${source.id}/move`,
      { token: admin, json: { from: -1, to: folderId('Logos') } },
    );
    expect(moved.body.data.folderIds).toEqual([folderId('Logos')]);
    expect(
      (await h.call('POST', `/api/v1/library/folders/templates/${source.id}/move`, { token: admin, json: { to: 3 } }))
        .status,
    ).toBe(422);

    expect((await h.call('DELETE', `/api/v1/library/folders/templates/${source.id}`, { token: admin })).status).toBe(
      204,
    );
    expect(existsSync(fileOf(source))).toBe(true);
    expect((await h.call('GET', `/api/v1/library/folders/templates/${source.id}`, { token: admin })).status).toBe(404);
    expect(
      (await h.call('DELETE', `/api/v1/library/folders/templates/${copy.body.data.id}`, { token: editor })).status,
    ).toBe(204);
    expect(existsSync(fileOf(source))).toBe(false);
  });

  it('counts the scenes holding a layer inserted from the template (scenesCount)', async () => {
    const template = (await postTemplate(admin, templateForm(fields('Counted')))).body.data;
    const sections = await h.db.query<{ id: number }>(
      "SELECT sec.id FROM sections sec JOIN scenes s ON s.id = sec.scene_id WHERE s.name IN ('Welcome screen', 'Summer promo') ORDER BY sec.id",
    );
    const layer = {
      itemType: 'Text',
      content: { left: 0, top: 0, width: 10, height: 10 },
      sectionTemplateId: template.id,
    };
    for (const section of [sections[0], sections[1], sections.at(-1)]) {
      const { scene_id: sceneId } = await h.db.one<{ scene_id: number }>(
        'SELECT scene_id FROM sections WHERE id = $1',
        [section?.id ?? 0],
      );
      const draft = await draftCopyOf(h, admin, sceneId, section?.id ?? 0);
      const added = await h.call('POST', `/api/v1/sections/${draft.id}/playlistitems`, {
        token: admin,
        json: { layers: [layer], duration: 5 },
      });
      expect(added.status).toBe(201);
    }
    const read = await h.call<{ data: LibraryTemplate }>('GET', `/api/v1/library/folders/templates/${template.id}`, {
      token: admin,
    });
    expect(read.body.data.scenesCount).toBe(2);
  });

  it('keeps templates in a readonly folder out of reach of the workgroup user (403)', async () => {
    const inBrand = (
      await postTemplate(admin, templateForm(fields('Brand element')), `/api/v1/library/${folderId('Brand')}`)
    ).body.data;
    const before = await templateCount();
    expect(
      (await postTemplate(editor, templateForm(fields('Mine')), `/api/v1/library/${folderId('Brand')}`)).status,
    ).toBe(403);
    expect(
      (
        await postTemplate(
          editor,
          templateForm({ name: 'Mine' }),
          `/api/v1/library/folders/templates/${inBrand.id}?_method=PATCH`,
        )
      ).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/api/v1/library/folders/templates/${inBrand.id}`, { token: editor })).status).toBe(
      403,
    );
    expect(
      (
        await h.call('POST', `/api/v1/library/folders/templates/${inBrand.id}/copy/${folderId('Brand')}`, {
          token: editor,
          json: { name: 'Copy' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', `/api/v1/library/folders/templates/${inBrand.id}/move`, {
          token: editor,
          json: { from: folderId('Brand'), to: -1 },
        })
      ).status,
    ).toBe(403);
    expect(await templateCount()).toBe(before);
    expect((await h.call('GET', `/api/v1/library/folders/templates/${inBrand.id}`, { token: editor })).status).toBe(
      200,
    );
  });
});
