import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { acceptsEncoding, IMMUTABLE_CACHE, portalCsp } from '../../examples/portal/server/static';
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

describe('built portal: compression, caching and security headers', () => {
  let h: Harness;
  const script = `console.log(${JSON.stringify('screenplay '.repeat(200))});`;
  const page = `<!doctype html><title>Screenplay</title><script type="module" src="/assets/app-abc123.js"></script>${' '.repeat(2000)}`;
  beforeAll(async () => {
    h = await createHarness('pglite');
    const dir = h.config.staticDir;
    await mkdir(join(dir, 'assets'), { recursive: true });
    // What the portal's build writes: each file with its brotli and gzip copies (vite.config.ts, precompress).
    for (const [name, text] of [
      ['index.html', page],
      ['assets/app-abc123.js', script],
    ] as const) {
      await writeFile(join(dir, name), text);
      await writeFile(join(dir, `${name}.br`), brotliCompressSync(text));
      await writeFile(join(dir, `${name}.gz`), gzipSync(text));
    }
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(h.config.dataDir, 'media', '.incoming', '7'), { recursive: true });
    await writeFile(join(h.config.dataDir, 'media', '.incoming', '7', 'a.png'), 'uncommitted');
  });
  afterAll(() => h.dispose());

  const get = (path: string, acceptEncoding?: string) =>
    h.app.request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends brotli to clients that take it, gzip to the others, the file itself to the rest', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const gz = await get('/assets/app-abc123.js', header);
      expect(gz.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(await bytes(gz)).toString()).toBe(script);
    }
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/app-abc123.js', header);
      expect(plain.headers.get('content-encoding'), header).toBeNull();
      expect((await bytes(plain)).toString()).toBe(script);
    }
    for (const header of [undefined, 'br']) {
      const answer = await get('/assets/app-abc123.js', header);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('content-type')).toContain('text/javascript');
    }
  });

  it('caches hashed assets for a year without revalidation and revalidates pages', async () => {
    expect((await get('/assets/app-abc123.js', 'br')).headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/scenes/edit_scene/1', '/favicon.svg']) {
      expect((await get(path, 'br')).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('serves client routes as the compressed index.html', async () => {
    const answer = await get('/library/edit_layout/3', 'br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(brotliDecompressSync(await bytes(answer)).toString()).toBe(page);
  });

  it('sends the security headers with every page and asset', async () => {
    for (const path of ['/', '/login', '/assets/app-abc123.js']) {
      const headers = (await get(path, 'br')).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('ably');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("allows Ably's hosts only when Ably is the realtime service", () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive(portalCsp({ ably: false }), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(portalCsp({ ably: true }), 'connect-src')).toContain('wss://*.ably.io');
  });

  it('never serves uploads whose rows are not committed (media/.incoming)', async () => {
    for (const path of ['/media/.incoming/7/a.png', '/media/.incoming/7/a%2Epng', '/media/%2Eincoming/7/a.png'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('reads Accept-Encoding as RFC 9110 says: q=0 refuses, * stands for the codings not named', () => {
    expect(acceptsEncoding('gzip, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, *;q=0', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
  });
});
