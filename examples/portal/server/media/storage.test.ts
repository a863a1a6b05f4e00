import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { HttpError } from '../http/errors';
import { encodePng } from './png';
import { mediaUrl, prepareMediaFile, removeMediaFile, stageMediaFile, sweepIncomingMedia } from './storage';

const png = (width: number, height: number) => encodePng(width, height, () => [10, 20, 30, 255]);
const mp4 = (): Uint8Array => {
  const bytes = new Uint8Array(64);
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]); // ....ftypisom
  return bytes;
};
/** A real PNG header followed by padding up to `size` bytes (image-size reads the header only). */
const pngOfSize = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set(png(4, 3));
  return bytes;
};

function refusalOf(run: () => unknown): { status: number; code?: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.body.code, message: error.body.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('prepareMediaFile', () => {
  it('measures images and decides the type from the bytes, not the name', () => {
    expect(prepareMediaFile(png(3, 2), 'movie.mp4')).toMatchObject({
      mime: 'image/png',
      ext: 'png',
      type: 'image',
      width: 3,
      height: 2,
    });
    expect(prepareMediaFile(mp4(), 'picture.png')).toMatchObject({
      mime: 'video/mp4',
      ext: 'mp4',
      type: 'video',
      width: null,
      height: null,
    });
  });

  it('refuses with the dnd key of the family: webp image, matroska video, anything else', () => {
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(refusalOf(() => prepareMediaFile(webp, 'a.png'))).toEqual({
      status: 422,
      code: 'dnd.invalidImageType',
      message: EN_MESSAGES['dnd.invalidImageType'],
    });
    const mkv = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...new TextEncoder().encode('matroska')]);
    expect(refusalOf(() => prepareMediaFile(mkv, 'a.mp4')).code).toBe('dnd.invalidVideoType');
    expect(refusalOf(() => prepareMediaFile(new TextEncoder().encode('<html></html>'), 'a.png')).code).toBe(
      'dnd.invalidMediaFile',
    );
    expect(
      refusalOf(() =>
        prepareMediaFile(
          Uint8Array.from([...png(1, 1).subarray(0, 8), ...new TextEncoder().encode('no header here')]),
          'broken.png',
        ),
      ).code,
    ).toBe('dnd.invalidMediaFile');
  });

  it('accepts an image of exactly 20 MB and refuses one byte more with 413 media.fileTooLarge', () => {
    expect(IMAGE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(prepareMediaFile(pngOfSize(IMAGE_MAX_BYTES), 'big.png').size).toBe(IMAGE_MAX_BYTES);
    expect(refusalOf(() => prepareMediaFile(pngOfSize(IMAGE_MAX_BYTES + 1), 'big.png'))).toMatchObject({
      status: 413,
      code: 'media.fileTooLarge',
    });
  });

  it('states both limits in the media.fileTooLarge text', () => {
    expect(VIDEO_MAX_BYTES).toBe(200 * 1024 * 1024);
    expect(EN_MESSAGES['media.fileTooLarge']).toContain(`${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    expect(EN_MESSAGES['media.fileTooLarge']).toContain(`${VIDEO_MAX_BYTES / 1024 / 1024} MB`);
  });

  it('stores an SVG sanitised, with the XML header, measured from its root', () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const prepared = prepareMediaFile(svg, 'logo.svg');
    const text = new TextDecoder().decode(prepared.bytes);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(text).not.toMatch(/script|onload/);
    expect(prepared).toMatchObject({
      mime: 'image/svg+xml',
      ext: 'svg',
      width: 30,
      height: 20,
      size: prepared.bytes.length,
    });
  });
});

describe('stored files', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sp-media-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes DATA_DIR/media/<customerId>/<uuid>.<ext> and serves it under /media', async () => {
    const staged = await stageMediaFile(dataDir, 7, prepareMediaFile(png(2, 2), 'a.png'));
    await staged.commit();
    const stored = staged.file;
    expect(stored.path).toMatch(/^7\/[0-9a-f-]{36}\.png$/);
    expect(mediaUrl(stored.path)).toBe(`/media/${stored.path}`);
    expect(new Uint8Array(await readFile(join(dataDir, 'media', stored.path)))).toEqual(png(2, 2));
  });

  it('refuses a video as a template preview and writes nothing', async () => {
    let refusal: unknown = null;
    try {
      prepareMediaFile(mp4(), 'preview.png', 'image');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 422, body: { code: 'dnd.videoCannotBeAdded' } });
    expect(existsSync(join(dataDir, 'media'))).toBe(false);
  });

  it('removes only files of ours', async () => {
    const staged = await stageMediaFile(dataDir, 7, prepareMediaFile(png(1, 1), 'a.png', 'image'));
    await staged.commit();
    const stored = staged.file;
    await writeFile(join(dataDir, 'keep.txt'), 'x');
    await removeMediaFile(dataDir, '../keep.txt');
    await removeMediaFile(dataDir, stored.path);
    expect(await readdir(join(dataDir, 'media', '7'))).toEqual([]);
    expect(existsSync(join(dataDir, 'keep.txt'))).toBe(true);
  });
});

describe('staged uploads and the start-up sweep', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sp-media-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps a staged file out of the served folder until it is committed, and discards it on failure', async () => {
    const kept = await stageMediaFile(dataDir, 7, prepareMediaFile(png(2, 2), 'a.png'));
    const dropped = await stageMediaFile(dataDir, 7, prepareMediaFile(png(1, 1), 'b.png'));
    expect(existsSync(join(dataDir, 'media', kept.file.path))).toBe(false);
    await kept.commit();
    await dropped.discard();
    expect(new Uint8Array(await readFile(join(dataDir, 'media', kept.file.path)))).toEqual(png(2, 2));
    expect(await readdir(join(dataDir, 'media', '7'))).toEqual([kept.file.path.slice(2)]);
    expect(await readdir(join(dataDir, 'media', '.incoming', '7'))).toEqual([]);
  });

  it('after a crash, moves into place files whose rows committed and deletes the others', async () => {
    // Two uploads killed between writing and moving: one row committed, one did not.
    const committed = await stageMediaFile(dataDir, 7, prepareMediaFile(png(2, 2), 'a.png'));
    const orphan = await stageMediaFile(dataDir, 8, prepareMediaFile(png(1, 1), 'b.png'));
    await writeFile(join(dataDir, 'media', '.incoming', 'stray.tmp'), 'x');
    const result = await sweepIncomingMedia(dataDir, async (path) => path === committed.file.path);
    expect(result).toEqual({
      restored: [committed.file.path],
      removed: expect.arrayContaining([orphan.file.path, 'stray.tmp']),
    });
    expect(existsSync(join(dataDir, 'media', committed.file.path))).toBe(true);
    expect(existsSync(join(dataDir, 'media', orphan.file.path))).toBe(false);
    expect(
      await readdir(join(dataDir, 'media', '.incoming'), { recursive: true, withFileTypes: true }).then((e) =>
        e.filter((x) => x.isFile()),
      ),
    ).toEqual([]);
  });

  it('has nothing to do without an incoming folder', async () => {
    expect(await sweepIncomingMedia(dataDir, async () => true)).toEqual({ restored: [], removed: [] });
  });
});
