import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scene } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_MAX_BYTES } from '../../examples/portal/server/media/thumbnail';
import { createHarness, DEMO, type Harness } from './support/harness';
import { pngClaiming, tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

/** A multipart body with `bytes` as its `thumbnail` file. */
function thumbnailForm(bytes: Uint8Array, name = 'thumbnail.png'): FormData {
  const data = new FormData();
  data.append('thumbnail', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return data;
}

/** A real PNG followed by padding up to `length` bytes: valid magic bytes, too many bytes. */
function paddedPng(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set(tinyPng());
  return bytes;
}

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

/**
 * `PUT scenes/{id}/thumbnail` and `PUT layouts/{id}/thumbnail` (ours, issue 15): a PNG, JPEG or WebP checked by its
 * bytes is stored under the tenant's media and its URL read back with the scene or layout; a new one replaces the
 * file; wrong types and oversized files are refused with the `thumbnail.*` keys; another tenant's record is 404 and
 * a user who may only read it gets 403.
 */
describe.each(BACKENDS)('thumbnails of scenes and layouts (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let globex: string;
  let sceneId: number;
  let layoutId: number;
  let readonlyLayoutId: number;
  let stores: number;

  const put = (kind: 'scenes' | 'layouts', id: number, token: string, body: FormData) =>
    h.call<{ data: { thumbnail: string }; code?: string }>('PUT', `/api/v1/${kind}/${id}/thumbnail`, { token, body });
  const fileOf = (url: string) => join(h.config.dataDir, url.replace(/^\//, ''));
  const readScene = async () =>
    (await h.call<{ data: Scene }>('GET', `/api/v1/scenes/${sceneId}`, { token: admin })).body.data;
  const readLayout = async (id = layoutId) =>
    (await h.call<{ data: Layout }>('GET', `/api/v1/layouts/${id}`, { token: admin })).body.data;

  /** Sets the editor's workgroup ('Stores') to `level` for creating and editing scenes, as the admin would. */
  const grantScenes = async (level: 'full' | 'readonly') => {
    const current = await h.call<{ data: { permissions: { permissionType: string; level: string }[] } }>(
      'GET',
      `/api/v1/workgroups/${stores}`,
      { token: admin },
    );
    const permissions = current.body.data.permissions.map((entry) =>
      entry.permissionType === 'createAndEditScenes' ? { ...entry, level } : entry,
    );
    const answer = await h.call('PUT', `/api/v1/workgroups/${stores}/grouppermissions`, {
      token: admin,
      json: { permissions },
    });
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    const acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    sceneId = (
      await h.db.one<{ id: number }>('SELECT id FROM scenes WHERE customer_id = $1 ORDER BY id LIMIT 1', [acme])
    ).id;
    const layouts = (await h.call<{ data: Layout[] }>('GET', '/api/v1/layouts', { token: admin })).body.data;
    readonlyLayoutId = layouts.find((layout) => layout.name === 'Main with ticker')?.id ?? 0;
    const created = await h.call<{ data: Layout }>('POST', '/api/v1/layouts', {
      token: admin,
      json: {
        name: 'Thumbnailed',
        width: 1280,
        height: 720,
        ratio: '16:9',
        sections: [{ id: -1, name: 'Whole', left: 0, top: 0, width: 1280, height: 720 }],
        tags: [],
      },
    });
    expect(created.status).toBe(201);
    layoutId = created.body.data.id;
  });
  afterAll(() => h?.dispose());

  it.each(['scenes', 'layouts'] as const)('%s: stores a PNG, reads its URL back and replaces it', async (kind) => {
    const id = kind === 'scenes' ? sceneId : layoutId;
    const read = kind === 'scenes' ? readScene : () => readLayout();
    expect((await read()).thumbnail ?? null).toBeNull();
    const png = tinyPng([0, 128, 255, 255]);
    const first = await put(kind, id, admin, thumbnailForm(png));
    expect(first.status).toBe(200);
    const url = first.body.data.thumbnail;
    expect(url).toMatch(/^\/media\/\d+\/[0-9a-f-]{36}\.png$/);
    expect((await read()).thumbnail).toBe(url);
    expect(new Uint8Array(readFileSync(fileOf(url)))).toEqual(png);
    const served = await h.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = await put(kind, id, admin, thumbnailForm(tinyPng([255, 0, 0, 255])));
    expect(second.status).toBe(200);
    expect(second.body.data.thumbnail).not.toBe(url);
    expect((await read()).thumbnail).toBe(second.body.data.thumbnail);
    expect(existsSync(fileOf(url)), 'the replaced file is removed').toBe(false);
    expect(existsSync(fileOf(second.body.data.thumbnail))).toBe(true);
  });

  it('keeps a thumbnail a copy of the scene still shows', async () => {
    const before = (await readScene()).thumbnail ?? '';
    const copy = await h.call<{ data: Scene }>('POST', `/api/v1/scenes/${sceneId}/copy/-1`, {
      token: admin,
      json: { name: 'Thumbnail copy' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data.thumbnail).toBe(before);
    expect((await put('scenes', sceneId, admin, thumbnailForm(tinyPng()))).status).toBe(200);
    expect(existsSync(fileOf(before)), 'the copy still shows it').toBe(true);
  });

  it("removes a deleted scene's or layout's thumbnail file, unless a copy of the scene still shows it", async () => {
    const layout = await h.call<{ data: Layout }>('POST', '/api/v1/layouts', {
      token: admin,
      json: {
        name: 'Short-lived',
        width: 100,
        height: 100,
        ratio: 'Free',
        sections: [{ id: -1, name: 'Whole', left: 0, top: 0, width: 100, height: 100 }],
        tags: [],
      },
    });
    const layoutUrl = (await put('layouts', layout.body.data.id, admin, thumbnailForm(tinyPng()))).body.data.thumbnail;
    expect((await h.call('DELETE', `/api/v1/layouts/${layout.body.data.id}`, { token: admin })).status).toBe(204);
    expect(existsSync(fileOf(layoutUrl))).toBe(false);

    const copy = async (name: string) =>
      (await h.call<{ data: Scene }>('POST', `/api/v1/scenes/${sceneId}/copy/-1`, { token: admin, json: { name } }))
        .body.data.id;
    const first = await copy('Doomed copy');
    const url = (await put('scenes', first, admin, thumbnailForm(tinyPng([1, 2, 3, 255])))).body.data.thumbnail;
    const second = (
      await h.call<{ data: Scene }>('POST', `/api/v1/scenes/${first}/copy/-1`, { token: admin, json: { name: 'Twin' } })
    ).body.data.id;
    expect((await h.call('DELETE', `/api/v1/scenes/${first}`, { token: admin })).status).toBe(204);
    expect(existsSync(fileOf(url)), 'the twin still shows it').toBe(true);
    expect((await h.call('DELETE', `/api/v1/scenes/${second}`, { token: admin })).status).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it.each(['scenes', 'layouts'] as const)('%s: refuses other types with 422 thumbnail.invalidType', async (kind) => {
    const id = kind === 'scenes' ? sceneId : layoutId;
    const before = await h.db.one<{ thumbnail: string | null }>(`SELECT thumbnail FROM ${kind} WHERE id = $1`, [id]);
    for (const bytes of [
      GIF,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      new Uint8Array(),
    ]) {
      const answer = await put(kind, id, admin, thumbnailForm(bytes));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: 'thumbnail.invalidType',
        message: 'A thumbnail must be a PNG, JPEG or WebP image',
      });
    }
    const asJson = await h.call('PUT', `/api/v1/${kind}/${id}/thumbnail`, { token: admin, json: { thumbnail: 'x' } });
    expect(asJson.status).toBe(415);
    expect(await h.db.one(`SELECT thumbnail FROM ${kind} WHERE id = $1`, [id])).toEqual(before);
  });

  it.each(['scenes', 'layouts'] as const)('%s: refuses a file too big in bytes (413) or pixels (422)', async (kind) => {
    const id = kind === 'scenes' ? sceneId : layoutId;
    // Just over the file limit (the route reads and refuses it), then far over it (the body limit refuses it unread).
    for (const length of [THUMBNAIL_MAX_BYTES + 1, THUMBNAIL_MAX_BYTES + 200 * 1024]) {
      const answer = await put(kind, id, admin, thumbnailForm(paddedPng(length)));
      expect(answer.status, String(length)).toBe(413);
      expect(answer.body).toMatchObject({ code: 'thumbnail.tooLarge' });
    }
    const huge = await put(kind, id, admin, thumbnailForm(pngClaiming(4000, 300)));
    expect(huge.status).toBe(422);
    expect(huge.body).toMatchObject({ code: 'thumbnail.tooLarge' });
  });

  it.each(['scenes', 'layouts'] as const)("%s: another tenant's record is 404 and unchanged", async (kind) => {
    const id = kind === 'scenes' ? sceneId : layoutId;
    const before = await h.db.one(`SELECT thumbnail FROM ${kind} WHERE id = $1`, [id]);
    const answer = await put(kind, id, globex, thumbnailForm(tinyPng()));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Item not found' });
    expect((await put(kind, 999999, admin, thumbnailForm(tinyPng()))).status).toBe(404);
    expect(await h.db.one(`SELECT thumbnail FROM ${kind} WHERE id = $1`, [id])).toEqual(before);
  });

  it('a workgroup user who may only read scenes gets 403; with Full Access the upload passes', async () => {
    await grantScenes('readonly');
    expect((await put('scenes', sceneId, editor, thumbnailForm(tinyPng()))).status).toBe(403);
    await grantScenes('full');
    expect((await put('scenes', sceneId, editor, thumbnailForm(tinyPng()))).status).toBe(200);
  });

  it('a layout in a folder that is readonly for the user answers 403; the admin may', async () => {
    expect(readonlyLayoutId).toBeGreaterThan(0);
    expect((await put('layouts', readonlyLayoutId, editor, thumbnailForm(tinyPng()))).status).toBe(403);
    expect((await readLayout(readonlyLayoutId)).thumbnail ?? null).toBeNull();
    expect((await put('layouts', readonlyLayoutId, admin, thumbnailForm(tinyPng()))).status).toBe(200);
  });
});
