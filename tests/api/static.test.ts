import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { createHarness, type Harness } from './support/harness';

/** Static serving does not touch the database, so PGlite alone covers it. */
describe('health, locales, client errors and static files', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
    await mkdir(join(h.config.staticDir, 'assets'), { recursive: true });
    await writeFile(join(h.config.staticDir, 'index.html'), '<!doctype html><title>Screenplay</title>');
    await writeFile(join(h.config.staticDir, 'assets', 'app-123.js'), 'console.log(1)');
    await mkdir(join(h.config.dataDir, 'media'), { recursive: true });
    await writeFile(join(h.config.dataDir, 'secret.txt'), 'outside media');
    await writeFile(join(h.config.dataDir, 'media', 'clip.mp4'), '0123456789');
  });
  afterAll(() => h.dispose());

  it('reports health', async () => {
    expect(await h.call('GET', '/api/v1/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it("serves core's English catalogue at /locales/en.json", async () => {
    const answer = await h.call('GET', '/locales/en.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(EN_MESSAGES);
  });

  it('accepts client error reports silently with 204', async () => {
    const answer = await h.call('POST', '/api/v1/log/log-error', { json: { message: 'boom', stack: 'at x' } });
    expect(answer.status).toBe(204);
  });

  it('serves built files and falls back to index.html for client routes', async () => {
    const asset = await h.app.request('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const path of ['/', '/login', '/scenes/edit_playlist/1/2', '/auth/forget/token/a%40b.co']) {
      const page = await h.app.request(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Screenplay</title>');
    }
  });

  it('never falls back to the portal for /api or /media', async () => {
    expect(await h.call('GET', '/api/v1/unknown')).toMatchObject({ status: 404, body: { message: 'Item not found' } });
    expect((await h.call('GET', '/media/avatars/missing.png')).status).toBe(404);
  });

  it('refuses paths that climb out of the media directory', async () => {
    // `..` and `%2e%2e` segments are resolved by URL parsing before routing (-> /secret.txt -> the portal).
    for (const path of ['/media/../secret.txt', '/media/%2e%2e/secret.txt']) {
      expect(await (await h.app.request(path)).text()).not.toContain('outside media');
    }
    for (const path of ['/media/%2e%2e%2fsecret.txt', '/media/..%5csecret.txt', '/media/%E0%A4%A', '/media/a%00b']) {
      const answer = await h.app.request(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toContain('outside media');
    }
  });

  it('answers byte ranges of media (video seeking) with 206, and an impossible range with 416', async () => {
    const whole = await h.app.request('/media/clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const cases: [string, string, string][] = [
      ['bytes=2-5', '2345', 'bytes 2-5/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=8-99', '89', 'bytes 8-9/10'],
    ];
    for (const [range, body, contentRange] of cases) {
      const answer = await h.app.request('/media/clip.mp4', { headers: { Range: range } });
      expect(answer.status, range).toBe(206);
      expect(await answer.text()).toBe(body);
      expect(answer.headers.get('content-range')).toBe(contentRange);
      expect(answer.headers.get('content-type')).toBe('video/mp4');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await h.app.request('/media/clip.mp4', { headers: { Range: 'items=0-1' } })).status).toBe(200);
    for (const range of ['bytes=10-', 'bytes=5-2', 'bytes=-0', 'bytes=x-1']) {
      const answer = await h.app.request('/media/clip.mp4', { headers: { Range: range } });
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('content-range')).toBe('bytes */10');
    }
  });
});
