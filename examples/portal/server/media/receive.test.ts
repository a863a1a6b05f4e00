import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { IMAGE_MAX_BYTES } from '@screenplay/core';
import { MEDIA_HEAD_BYTES } from './checks';
import { encodePng } from './png';
import { MEASURE_BYTES, receiveMediaFile } from './receive';
import { INCOMING_DIR } from './storage';

/** `bytes` as a stream of `size`-byte chunks. */
async function* chunked(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A baseline JPEG header whose size (SOF0) comes after `padding` bytes of APP2 segments, then the end marker. */
function jpegWithLongHeader(width: number, height: number, padding: number): Uint8Array {
  const parts: number[][] = [[0xff, 0xd8]];
  for (let left = padding; left > 0; left -= 65_533) {
    const length = Math.min(65_533, left) + 2;
    parts.push([0xff, 0xe2, length >> 8, length & 0xff, ...new Array<number>(length - 2).fill(0x20)]);
  }
  parts.push([0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3]);
  parts.push([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
  return Uint8Array.from(parts.flat());
}

describe('receiveMediaFile', () => {
  let dataDir: string;
  const incoming = async () => {
    const root = join(dataDir, 'media', INCOMING_DIR);
    if (!existsSync(root)) return [];
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  };
  const refusal = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof HttpError)) throw new Error(`not refused: ${String(error)}`);
    return { status: error.status, code: error.body.code };
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sp-receive-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stages an image measured from its header, under the sniffed extension, with the bytes as sent', async () => {
    const png = encodePng(7, 5, () => [1, 2, 3, 255]);
    const staged = await receiveMediaFile(dataDir, 3, chunked(png, 10), 'photo.mp4');
    expect(staged.file).toMatchObject({ mime: 'image/png', type: 'image', size: png.length, width: 7, height: 5 });
    expect(staged.file.path).toMatch(/^3\/[0-9a-f-]{36}\.png$/);
    expect(await incoming()).toEqual([staged.file.path.split('/')[1]]);
    await staged.commit();
    expect(new Uint8Array(await readFile(join(dataDir, 'media', staged.file.path)))).toEqual(png);
  });

  it(`reads past the first ${MEASURE_BYTES / 1024} KiB only for a header that runs longer (a JPEG behind metadata)`, async () => {
    const jpeg = jpegWithLongHeader(640, 480, MEASURE_BYTES + 100_000);
    const staged = await receiveMediaFile(dataDir, 3, chunked(jpeg), 'long.jpg');
    expect(staged.file).toMatchObject({ mime: 'image/jpeg', width: 640, height: 480, size: jpeg.length });
  });

  it('sanitises an SVG and stages the sanitised text', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"><script>alert(1)</script></svg>',
    );
    const staged = await receiveMediaFile(dataDir, 3, chunked(svg, 16), 'logo.svg');
    expect(staged.file).toMatchObject({ mime: 'image/svg+xml', width: 8, height: 4 });
    await staged.commit();
    const stored = await readFile(join(dataDir, 'media', staged.file.path), 'utf8');
    expect(stored).not.toContain('script');
    expect(staged.file.size).toBe(Buffer.byteLength(stored));
  });

  it('judges the type on the first bytes and refuses it before reading on, leaving nothing', async () => {
    let pulled = 0;
    async function* html(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 64; i += 1) {
        pulled += 1;
        yield new TextEncoder().encode('<html>'.padEnd(MEDIA_HEAD_BYTES / 4, ' '));
      }
    }
    expect(await refusal(receiveMediaFile(dataDir, 3, html(), 'a.png'))).toEqual({
      status: 422,
      code: 'dnd.invalidMediaFile',
    });
    expect(pulled).toBe(4);
    expect(await incoming()).toEqual([]);
  });

  it('refuses an image past its limit while it streams (413), leaving nothing', async () => {
    const head = encodePng(2, 2, () => [0, 0, 0, 255]);
    let sent = 0;
    async function* huge(): AsyncGenerator<Uint8Array> {
      yield head;
      for (const zeros = new Uint8Array(1024 * 1024); ; sent += zeros.length) yield zeros;
    }
    expect(await refusal(receiveMediaFile(dataDir, 3, huge(), 'big.png'))).toEqual({
      status: 413,
      code: 'media.fileTooLarge',
    });
    expect(sent).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(await incoming()).toEqual([]);
  });

  it('removes what it wrote when the source fails (a request cut off)', async () => {
    async function* cutOff(): AsyncGenerator<Uint8Array> {
      const video = new Uint8Array(MEDIA_HEAD_BYTES * 2);
      video.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')]);
      yield video;
      throw new Error('aborted');
    }
    await expect(receiveMediaFile(dataDir, 3, cutOff(), 'clip.mp4')).rejects.toThrow('aborted');
    expect(await incoming()).toEqual([]);
  });
});
