import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@screenplay/core/library';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { encodePng } from '../../examples/portal/server/media/png';
import { IMAGE_MAX_BYTES, MEDIA_FILES_MAX } from '@screenplay/core';
import { createHarness, DEMO, type Harness } from './support/harness';
import {
  PIXABAY_PHOTO_ID,
  startStockServer,
  STOCK_IMAGE_SIZE,
  UNSPLASH_PHOTO_ID,
  type StockServer,
} from './support/stockServer';
import { BACKENDS } from './support/testDb';

interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

const png = (width: number, height: number) => encodePng(width, height, (x, y) => [x * 9, y * 9, 200, 255]);
const text = (value: string) => new TextEncoder().encode(value);
const WEBP = text('RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0\x2f\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0');
const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="32" onload="alert('onload')">
  <script>alert('script')</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <a xlink:href="javascript:alert('href')"><rect width="10" height="10" fill="teal"/></a>
</svg>`;

function form(files: Upload[]): FormData {
  const data = new FormData();
  for (const file of files)
    data.append('file[]', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? '' }));
  return data;
}

describe.each(BACKENDS)('media: uploads, downloads, stock photos, copy, move, delete (%s)', (backend) => {
  let h: Harness;
  let stock: StockServer;
  let admin: string;
  let editor: string;
  let globex: string;
  let acmeId: number;
  let adminId: number;

  const upload = (token: string, files: Upload[], folder?: number) =>
    h.call<{ data: MediaItem[] }>('POST', `/api/v1/media${folder === undefined ? '' : `/${folder}`}`, {
      token,
      body: form(files),
    });
  const fromSource = (token: string, json: unknown, folder?: number) =>
    h.call<{ data: MediaItem[] }>('POST', `/api/v1/media${folder === undefined ? '' : `/${folder}`}`, { token, json });
  const get = (token: string, ref: string | number) =>
    h.call<{ data: MediaItem }>('GET', `/api/v1/media/get/${ref}`, { token });
  const rowCount = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM media')).n;
  const uploadedFiles = async () => {
    const dir = join(h.config.dataDir, 'media', String(acmeId));
    return existsSync(dir) ? (await readdir(dir)).sort() : [];
  };
  const fileOf = (item: MediaItem) => join(h.config.dataDir, item.url);
  const libraryFolder = async (name: string, readonlyFor?: string) => {
    const folder = await h.db.one<{ id: number }>(
      `INSERT INTO folders (customer_id, kind, name, owner_id) VALUES ($1, 'library', $2, $3) RETURNING id`,
      [acmeId, name, adminId],
    );
    if (readonlyFor) {
      await h.db.query(
        `INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
         SELECT $1, id, NULL, 'readonly' FROM workgroups WHERE title = $2`,
        [folder.id, readonlyFor],
      );
    }
    return folder.id;
  };

  beforeAll(async () => {
    stock = await startStockServer();
    h = await createHarness(backend, { stockPhotos: stock.stockPhotos, privateDownloadOrigins: [stock.origin] });
    const signedIn = await h.login(DEMO.acmeAdmin);
    admin = signedIn.accessToken;
    adminId = signedIn.user.id as number;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    acmeId = (await h.db.one<{ id: number }>(`SELECT id FROM customers WHERE title = 'Acme Retail'`)).id;
  });
  afterAll(async () => {
    await h.dispose();
    await stock.close();
  });

  it('uploads two images in one multipart file[] request, measured and served', async () => {
    const answer = await upload(admin, [
      { name: 'shelf.png', bytes: png(40, 30), type: 'image/png' },
      { name: 'till.png', bytes: png(12, 60), type: 'image/png' },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        name: 'shelf.png',
        type: 'image',
        mime: 'image/png',
        width: 40,
        height: 30,
        size: png(40, 30).length,
        folderIds: [],
        owner: adminId,
      }),
      expect.objectContaining({ name: 'till.png', width: 12, height: 60 }),
    ]);
    const [first] = answer.body.data as [MediaItem];
    expect(first.url).toMatch(new RegExp(`^/media/${acmeId}/[0-9a-f-]{36}\\.png$`));
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const served = await h.app.request(first.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(40, 30));
    expect((await get(admin, first.uuid)).body.data).toEqual(first);
    expect((await get(admin, first.id)).body.data).toEqual(first);
  });

  it('decides the type from the bytes: a PNG named .mp4 is an image, HTML named .png is refused', async () => {
    const lie = await upload(admin, [{ name: 'clip.mp4', bytes: png(2, 2), type: 'video/mp4' }]);
    expect(lie.status).toBe(201);
    expect(lie.body.data[0]).toMatchObject({ name: 'clip.mp4', type: 'image', mime: 'image/png' });
    expect(lie.body.data[0]?.url).toMatch(/\.png$/);

    const html = await upload(admin, [
      { name: 'photo.png', bytes: text('<html><script>alert(1)</script></html>'), type: 'image/png' },
    ]);
    expect(html).toMatchObject({
      status: 422,
      body: { message: 'Invalid media file', code: 'dnd.invalidMediaFile', errors: { file: ['Invalid media file'] } },
    });
  });

  it('refuses webp with dnd.invalidImageType and stores nothing of the request (no row, no file)', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = await uploadedFiles();
    const answer = await upload(admin, [
      { name: 'fine.png', bytes: png(3, 3), type: 'image/png' },
      { name: 'photo.webp', bytes: WEBP, type: 'image/webp' },
    ]);
    expect(answer).toMatchObject({
      status: 422,
      body: { code: 'dnd.invalidImageType', message: EN_MESSAGES['dnd.invalidImageType'] },
    });
    expect(await rowCount()).toBe(rowsBefore);
    expect(await uploadedFiles()).toEqual(filesBefore);
  });

  it('stores an SVG with a script harmless, with the XML header, served with nosniff and a restrictive CSP', async () => {
    const answer = await upload(admin, [{ name: 'logo.svg', bytes: text(EVIL_SVG), type: 'image/svg+xml' }]);
    expect(answer.status).toBe(201);
    expect(answer.body.data[0]).toMatchObject({ type: 'image', mime: 'image/svg+xml', width: 64, height: 32 });
    const served = await h.app.request(answer.body.data[0]?.url ?? '');
    const body = await served.text();
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).not.toMatch(/<script|onload|foreignObject|javascript:|alert/i);
    expect(body).toContain('<rect width="10" height="10" fill="teal">');
  });

  it('refuses an image over 20 MB with 413 media.fileTooLarge, storing nothing', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png(4, 4));
    const rowsBefore = await rowCount();
    const answer = await upload(admin, [{ name: 'huge.png', bytes: big, type: 'image/png' }]);
    expect(answer).toMatchObject({
      status: 413,
      body: { code: 'media.fileTooLarge', message: EN_MESSAGES['media.fileTooLarge'] },
    });
    expect(await rowCount()).toBe(rowsBefore);
  });

  it(`needs 1 to ${MEDIA_FILES_MAX} files`, async () => {
    expect(await upload(admin, [])).toMatchObject({
      status: 422,
      body: { errors: { file: [EN_MESSAGES['media.noFile']] } },
    });
    const many = Array.from({ length: MEDIA_FILES_MAX + 1 }, (_, i) => ({ name: `${i}.png`, bytes: png(1, 1) }));
    expect(await upload(admin, many)).toMatchObject({
      status: 422,
      body: { errors: { file: [EN_MESSAGES['media.tooManyFiles']] } },
    });
    expect((await upload(admin, many.slice(0, MEDIA_FILES_MAX))).status).toBe(201);
  });

  it('downloads a file from a URL, and refuses private addresses (SSRF) and other schemes', async () => {
    stock.files.set('poster.png', png(8, 6));
    const answer = await fromSource(admin, { url: `${stock.origin}/files/poster.png` });
    expect(answer.status).toBe(201);
    expect(answer.body.data[0]).toMatchObject({ name: 'poster.png', width: 8, height: 6, mime: 'image/png' });

    const port = new URL(stock.origin).port;
    for (const url of [
      `http://localhost:${port}/files/poster.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/a.png',
    ]) {
      expect(await fromSource(admin, { url }), url).toMatchObject({
        status: 422,
        body: { code: 'media.urlRefused', errors: { url: [EN_MESSAGES['media.urlRefused']] } },
      });
    }
    expect((await fromSource(admin, { url: 'file:///etc/passwd' })).status).toBe(422);
    expect(await fromSource(admin, { url: `${stock.origin}/files/missing.png` })).toMatchObject({
      status: 422,
      body: { code: 'dnd.pixabayError' },
    });
  });

  it('adds stock photos by unsplashId and pixabayId (recorded answers), fetched at the normalised width', async () => {
    const unsplash = await fromSource(admin, { unsplashId: UNSPLASH_PHOTO_ID });
    expect(unsplash.status).toBe(201);
    expect(unsplash.body.data[0]).toMatchObject({ name: 'Corner shop at dusk', type: 'image', ...STOCK_IMAGE_SIZE });
    const imageRequest = stock.requests.find((request) => request.path.startsWith('/images/photo-1620118871265'));
    expect(imageRequest?.query.get('w')).toBe('1920');
    await expect
      .poll(() => stock.requests.some((request) => request.path === `/unsplash/photos/${UNSPLASH_PHOTO_ID}/download`))
      .toBe(true);

    const pixabay = await fromSource(admin, { pixabayId: PIXABAY_PHOTO_ID });
    expect(pixabay.status).toBe(201);
    expect(pixabay.body.data[0]).toMatchObject({ name: 'coffee, cup, cafe', type: 'image' });

    expect(await fromSource(admin, { unsplashId: 'missing' })).toMatchObject({
      status: 422,
      body: { code: 'dnd.pixabayError' },
    });
    expect(await fromSource(admin, { pixabayId: 1 })).toMatchObject({
      status: 422,
      body: { code: 'dnd.pixabayError' },
    });
    expect((await fromSource(admin, { unsplashId: 'a', pixabayId: 1 })).status).toBe(422);
  });

  it('copies (new uuid, same file, owned by the copier) and deletes the file only when nothing uses it', async () => {
    const original = (await upload(admin, [{ name: 'share.png', bytes: png(5, 5) }])).body.data[0] as MediaItem;
    const copy = await h.call<{ data: MediaItem }>('POST', '/api/v1/media/copy/-1', {
      token: editor,
      json: { uuid: original.uuid },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'share.png', url: original.url, folderIds: [] });
    expect(copy.body.data.uuid).not.toBe(original.uuid);
    expect(copy.body.data.owner).not.toBe(adminId);

    expect((await h.call('DELETE', `/api/v1/media?uuid=${original.uuid}`, { token: admin })).status).toBe(204);
    expect((await get(admin, original.uuid)).status).toBe(404);
    expect(existsSync(fileOf(original))).toBe(true); // the copy still uses it
    expect((await h.call('DELETE', `/api/v1/media?uuid=${copy.body.data.uuid}`, { token: admin })).status).toBe(204);
    expect(existsSync(fileOf(original))).toBe(false);
    expect((await h.call('DELETE', `/api/v1/media?uuid=${copy.body.data.uuid}`, { token: admin })).status).toBe(404);
    expect((await h.call('DELETE', '/api/v1/media?uuid=nope', { token: admin })).status).toBe(422);
  });

  it('keeps the file of a deleted row that a scene layer still shows', async () => {
    const item = (await upload(admin, [{ name: 'on-air.png', bytes: png(6, 6) }])).body.data[0] as MediaItem;
    await h.db.query(
      `UPDATE playlist_items SET layers = jsonb_build_array(jsonb_build_object('itemType', 'Media', 'content', jsonb_build_object('imageUrl', $1::text)))
       WHERE id = (SELECT pi.id FROM playlist_items pi JOIN sections s ON s.id = pi.section_id JOIN scenes sc ON sc.id = s.scene_id
                   WHERE sc.customer_id = $2 ORDER BY pi.id LIMIT 1)`,
      [item.url, acmeId],
    );
    expect((await h.call('DELETE', `/api/v1/media?uuid=${item.uuid}`, { token: admin })).status).toBe(204);
    expect(existsSync(fileOf(item))).toBe(true);
  });

  it('moves and uploads only into library folders the user may manage (editor: readonly folder -> 403)', async () => {
    const open = await libraryFolder('Open shelf');
    const readonly = await libraryFolder('Head office only', 'Stores');
    const item = (await upload(editor, [{ name: 'mine.png', bytes: png(2, 3) }], open)).body.data[0] as MediaItem;
    expect(item.folderIds).toEqual([open]);

    const moveTo = (token: string, to: number) =>
      h.call<{ data: MediaItem }>('POST', '/api/v1/media/move', { token, json: { uuid: item.uuid, from: open, to } });
    expect(await moveTo(editor, readonly)).toMatchObject({
      status: 403,
      body: { message: 'You need permission to perform this action' },
    });
    expect((await upload(editor, [{ name: 'x.png', bytes: png(1, 1) }], readonly)).status).toBe(403);
    expect(
      (await h.call('POST', `/api/v1/media/copy/${readonly}`, { token: editor, json: { uuid: item.uuid } })).status,
    ).toBe(403);
    expect((await get(admin, item.uuid)).body.data.folderIds).toEqual([open]);

    const moved = await moveTo(admin, readonly);
    expect(moved).toMatchObject({ status: 200, body: { data: { uuid: item.uuid, folderIds: [readonly] } } });
    expect((await h.call('DELETE', `/api/v1/media?uuid=${item.uuid}`, { token: editor })).status).toBe(403);
    const back = await h.call<{ data: MediaItem }>('POST', '/api/v1/media/move', {
      token: admin,
      json: { uuid: item.uuid, from: readonly, to: -1 },
    });
    expect(back.body.data.folderIds).toEqual([]);
    const scenesFolder = (
      await h.db.one<{ id: number }>(`SELECT id FROM folders WHERE kind = 'scenes' AND customer_id = $1 LIMIT 1`, [
        acmeId,
      ])
    ).id;
    expect((await upload(admin, [{ name: 'y.png', bytes: png(1, 1) }], scenesFolder)).status).toBe(404);
  });

  it('answers 404 to another tenant on every endpoint and changes nothing', async () => {
    const folder = await libraryFolder('Acme private');
    const acme = (await upload(admin, [{ name: 'acme.png', bytes: png(2, 2) }], folder)).body.data[0] as MediaItem;
    const own = (await upload(globex, [{ name: 'globex.png', bytes: png(2, 2) }])).body.data[0] as MediaItem;
    const rowsBefore = await rowCount();
    const answers = [
      await get(globex, acme.uuid),
      await get(globex, acme.id),
      await h.call('DELETE', `/api/v1/media?uuid=${acme.uuid}`, { token: globex }),
      await h.call('POST', '/api/v1/media/copy/-1', { token: globex, json: { uuid: acme.uuid } }),
      await h.call('POST', `/api/v1/media/copy/${folder}`, { token: globex, json: { uuid: own.uuid } }),
      await h.call('POST', '/api/v1/media/move', { token: globex, json: { uuid: acme.uuid, from: folder, to: -1 } }),
      await h.call('POST', '/api/v1/media/move', { token: globex, json: { uuid: own.uuid, from: -1, to: folder } }),
      await upload(globex, [{ name: 'in.png', bytes: png(1, 1) }], folder),
      await fromSource(globex, { url: `${stock.origin}/files/poster.png` }, folder),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
    expect(await rowCount()).toBe(rowsBefore);
    expect((await get(admin, acme.uuid)).body.data.folderIds).toEqual([folder]);
    expect(own.url).toMatch(/^\/media\/\d+\//);
    expect(own.url.startsWith(`/media/${acmeId}/`)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await upload('', [{ name: 'a.png', bytes: png(1, 1) }])).status).toBe(401);
    expect((await h.call('GET', '/api/v1/media/get/1')).status).toBe(401);
  });

  it('seeds demo media with their files, in the library folders by name', async () => {
    const seeded = await get(admin, '5eed0000-0000-4000-8000-000000000001');
    expect(seeded.body.data).toMatchObject({
      name: 'Acme sunrise.png',
      url: '/media/demo/acme-sunrise.png',
      width: 960,
      height: 540,
    });
    const brand = await h.db.one<{ id: number }>(
      `SELECT id FROM folders WHERE kind = 'library' AND name = 'Brand' AND customer_id = $1`,
      [acmeId],
    );
    expect(seeded.body.data.folderIds).toEqual([brand.id]);
    const served = await h.app.request(seeded.body.data.url);
    expect(served.status).toBe(200);
    expect(Number(served.headers.get('content-length') ?? (await served.arrayBuffer()).byteLength)).toBe(
      seeded.body.data.size,
    );
    const svg = await get(admin, '5eed0000-0000-4000-8000-000000000004');
    expect(await (await h.app.request(svg.body.data.url)).text()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg/,
    );
  });
});
