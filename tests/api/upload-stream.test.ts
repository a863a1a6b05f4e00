import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@screenplay/core/library';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { API_BODY_LIMIT_BYTES } from '../../examples/portal/server/app';
import { startHttpServer } from '../../examples/portal/server/http/serve';
import { IMAGE_MAX_BYTES } from '@screenplay/core';
import { INCOMING_DIR } from '../../examples/portal/server/media/storage';
import { MEDIA_REQUEST_MAX_BYTES } from '../../examples/portal/server/routes/media/media.upload';
import { createHarness, DEMO, type Harness } from './support/harness';
import { tinyPng } from './support/png';
import { countedUploadStream, MP4_HEAD, postRaw, UPLOAD_CONTENT_TYPE, uploadBody } from './support/streamedUpload';
import { BACKENDS } from './support/testDb';

const TOO_LARGE = EN_MESSAGES['media.fileTooLarge'];
const MB = 1024 * 1024;

/** Files under media/.incoming (staging), with their sizes. */
async function stagingFiles(dataDir: string): Promise<{ name: string; size: number }[]> {
  const root = join(dataDir, 'media', INCOMING_DIR);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => ({
      name: entry.name,
      size: (await stat(join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size,
    })),
  );
}

describe.each(BACKENDS)('uploads stream to disk under their limit (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let server: Server;
  let port: number;
  const mediaRows = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM media')).n;

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    server = startHttpServer(h.app.fetch, { port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await h?.dispose();
  });

  /** An in-process upload whose body is a stream (what a browser's upload is to the server). */
  const streamUpload = (path: string, body: ReadableStream<Uint8Array>) =>
    h.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': UPLOAD_CONTENT_TYPE },
      body,
      duplex: 'half',
    } as RequestInit);

  /** A 24 MB video upload that stops half-way until `release()` (a client whose bytes are still on their way). */
  function halfThenWait() {
    const total = 24 * MB;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* chunks(): AsyncGenerator<Uint8Array> {
      let sent = 0;
      for (const chunk of uploadBody(total, MP4_HEAD)) {
        if (sent >= total / 2) await gate;
        sent += chunk.length;
        yield chunk.slice();
      }
    }
    return { total, chunks, release };
  }

  /** The bytes written to staging files so far. */
  const stagedBytes = async () => (await stagingFiles(h.config.dataDir)).reduce((sum, file) => sum + file.size, 0);

  /** Checks the stored video of a 201 answer and that no staging file is left. */
  async function expectStoredVideo(status: number, body: string, total: number) {
    expect(status).toBe(201);
    const { data } = JSON.parse(body) as { data: MediaItem[] };
    expect(data[0]).toMatchObject({ type: 'video', mime: 'video/mp4', name: 'clip.mp4' });
    expect(data[0]?.size).toBeGreaterThan(total - 1024);
    expect((await stat(join(h.config.dataDir, data[0]?.url ?? ''))).size).toBe(data[0]?.size);
    expect(await stagingFiles(h.config.dataDir)).toEqual([]);
  }

  it('writes a video to its staging file while the body is still arriving, then stores it', async () => {
    const { total, chunks, release } = halfThenWait();
    const iterator = chunks();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
      },
      { highWaterMark: 0 },
    );
    const answer = streamUpload('/api/v1/media', body);
    await expect.poll(stagedBytes, { timeout: 10_000 }).toBeGreaterThan(total / 2 - 2 * MB);
    release();
    const response = await answer;
    await expectStoredVideo(response.status, await response.text(), total);
  });

  it('does the same over a socket, reading the request as it comes off the wire', async () => {
    const { total, chunks, release } = halfThenWait();
    const answer = postRaw(
      port,
      {
        path: '/api/v1/media',
        headers: { authorization: `Bearer ${token}`, 'content-type': UPLOAD_CONTENT_TYPE },
        contentLength: total,
        // The connection serves the next request after the upload.
        followedBy: 'GET /api/v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n',
      },
      chunks(),
    );
    await expect.poll(stagedBytes, { timeout: 10_000 }).toBeGreaterThan(total / 2 - 2 * MB);
    release();
    const { status, body, raw, error } = await answer;
    expect(error).toBeNull();
    await expectStoredVideo(status ?? 0, body, total);
    expect(raw).toMatch(/^HTTP\/1\.1 201 [\s\S]*HTTP\/1\.1 200 /);
  });

  it('refuses an image with 413 as soon as it passes 20 MB, reading no further, and keeps nothing', async () => {
    const rowsBefore = await mediaRows();
    const { stream, pulled } = countedUploadStream(64 * MB, tinyPng());
    const response = await streamUpload('/api/v1/media', stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'media.fileTooLarge', message: TOO_LARGE });
    expect(pulled()).toBeLessThan(IMAGE_MAX_BYTES + 2 * MB);
    expect(await mediaRows()).toBe(rowsBefore);
    expect(await stagingFiles(h.config.dataDir)).toEqual([]);
  });

  it('answers a body declared just over the limit with the 413 message, to a client that sends it all first', async () => {
    const total = MEDIA_REQUEST_MAX_BYTES + 1;
    const answer = await postRaw(
      port,
      {
        path: '/api/v1/media',
        headers: { authorization: `Bearer ${token}`, 'content-type': UPLOAD_CONTENT_TYPE },
        contentLength: total,
        // The connection is still good afterwards: the rest of the body was read and dropped, not cut off.
        followedBy: 'GET /api/v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n',
      },
      uploadBody(total, MP4_HEAD),
    );
    expect(answer.error).toBeNull();
    expect(answer.sent).toBe(total);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'media.fileTooLarge', message: TOO_LARGE });
    expect(answer.raw).toMatch(/^HTTP\/1\.1 413 [\s\S]*HTTP\/1\.1 200 /);
  });

  it('counts a body without a length as it streams: past the limit 413, the rest dropped, nothing kept', async () => {
    const rowsBefore = await mediaRows();
    const total = MEDIA_REQUEST_MAX_BYTES + 16 * MB;
    const answer = await postRaw(
      port,
      {
        path: '/api/v1/media',
        headers: { authorization: `Bearer ${token}`, 'content-type': UPLOAD_CONTENT_TYPE },
        followedBy: 'GET /api/v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n',
      },
      uploadBody(total, MP4_HEAD),
    );
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'media.fileTooLarge', message: TOO_LARGE });
    expect(answer.raw).toMatch(/^HTTP\/1\.1 413 [\s\S]*HTTP\/1\.1 200 /);
    expect(await mediaRows()).toBe(rowsBefore);
    expect(await stagingFiles(h.config.dataDir)).toEqual([]);
  });

  it('keeps the API body limit for the other media routes: a 1 GB form to media/move is not read whole', async () => {
    const { stream, pulled } = countedUploadStream(1024 * MB, tinyPng());
    const response = await streamUpload('/api/v1/media/move', stream);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(API_BODY_LIMIT_BYTES + 2 * MB);
  });
});
