import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@screenplay/core/library';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** Tiny real videos (ffmpeg's test pattern; the MP4 keeps its index at the end, as ffmpeg writes it by default). */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/media/${name}`, import.meta.url)));
const MP4 = fixture('clip-64x48-2s.mp4');
const WEBM = fixture('clip-80x60-1.5s.webm');
const MOV = fixture('clip-48x32-1s.mov');

/** An MP4's file-type box (so the bytes sniff as video/mp4) followed by bytes no video has. */
function mp4HeadThenGarbage(length: number): Uint8Array {
  const head = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  const bytes = new Uint8Array(length);
  bytes.set(head);
  bytes.set(new TextEncoder().encode('isomiso2avc1mp41'), 16);
  for (let at = 32; at < length; at += 1) bytes[at] = (at * 7919) % 251;
  return bytes;
}

function form(name: string, bytes: Uint8Array, type: string): FormData {
  const data = new FormData();
  data.append('file[]', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return data;
}

describe.each(BACKENDS)('media: uploaded videos are measured (issue 24) (%s)', (backend) => {
  let h: Harness;
  let admin: string;

  const upload = (name: string, bytes: Uint8Array, type: string) =>
    h.call<{ data: MediaItem[] }>('POST', '/api/v1/media', { token: admin, body: form(name, bytes, type) });
  const library = async () =>
    (await h.call<{ data: { media: MediaItem[] } }>('GET', '/api/v1/library/folders/media', { token: admin })).body.data
      .media;

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(async () => {
    await h.dispose();
  });

  it.each([
    ['an MP4 (its index at the end)', 'clip.mp4', MP4, 'video/mp4', { width: 64, height: 48, duration: 2 }],
    ['a WebM', 'clip.webm', WEBM, 'video/webm', { width: 80, height: 60, duration: 1.5 }],
    ['a QuickTime movie', 'clip.mov', MOV, 'video/quicktime', { width: 48, height: 32, duration: 1 }],
  ])('stores %s with its width, height and duration, and answers them', async (_, name, bytes, mime, measured) => {
    const answer = await upload(name, bytes, mime);
    expect(answer.status).toBe(201);
    const [item] = answer.body.data as [MediaItem];
    expect(item).toMatchObject({ type: 'video', mime, size: bytes.length, ...measured });
    const row = await h.db.one<{ width: number; height: number; duration: number }>(
      'SELECT width, height, duration FROM media WHERE id = $1',
      [item.id],
    );
    expect(row).toEqual(measured);
    const read = await h.call<{ data: MediaItem }>('GET', `/api/v1/media/get/${item.uuid}`, { token: admin });
    expect(read.body.data).toMatchObject(measured);
    expect((await library()).find((listed) => listed.id === item.id)).toMatchObject(measured);
  });

  it('a copy keeps the measures', async () => {
    const [item] = (await upload('clip.webm', WEBM, 'video/webm')).body.data as [MediaItem];
    const copy = await h.call<{ data: MediaItem }>('POST', '/api/v1/media/copy/-1', {
      token: admin,
      json: { uuid: item.uuid },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ width: 80, height: 60, duration: 1.5 });
  });

  it('stores a video the library cannot read with unknown measures, not refused for that', async () => {
    const bytes = mp4HeadThenGarbage(300 * 1024);
    const answer = await upload('broken.mp4', bytes, 'video/mp4');
    expect(answer.status).toBe(201);
    expect(answer.body.data[0]).toMatchObject({
      type: 'video',
      mime: 'video/mp4',
      size: bytes.length,
      width: null,
      height: null,
      duration: null,
    });
  });

  it('refuses garbage bytes that only claim to be video/mp4 (the type comes from the bytes)', async () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, at) => (at * 131) % 253);
    const before = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM media')).n;
    const answer = await upload('clip.mp4', garbage, 'video/mp4');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'dnd.invalidMediaFile' });
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM media')).n).toBe(before);
  });

  it('answers images with a null duration', async () => {
    const images = (await library()).filter((item) => item.type === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.duration).toBeNull();
  });
});
