import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, PLAYER_SCOPE, portalCsp } from '../../examples/portal/server/static';
import { createHarness, type Harness } from './support/harness';

/** The web player's files (examples/portal/player, built into `player/` of the client build). PGlite covers it. */
describe('serving the web player', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
    const player = join(h.config.staticDir, 'player');
    await mkdir(join(player, 'assets'), { recursive: true });
    await writeFile(join(h.config.staticDir, 'index.html'), '<!doctype html><title>Screenplay</title>');
    await writeFile(join(player, 'index.html'), '<!doctype html><title>Screenplay player</title>');
    await writeFile(join(player, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(player, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  });
  afterAll(() => h.dispose());

  it('answers /player and /player/ with the player page, revalidated, under the portal CSP', async () => {
    for (const path of ['/player', '/player/', '/player/anything']) {
      const page = await h.app.request(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('<title>Screenplay player</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toBe(portalCsp({ ably: false }));
    }
  });

  it('caches hashed assets for good and answers a missing file 404, not the page', async () => {
    const asset = await h.app.request('/player/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect((await h.app.request('/player/assets/missing.js')).status).toBe(404);
  });

  it('serves the service worker revalidated and allowed the scope /player', async () => {
    const worker = await h.app.request('/player/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe(PLAYER_SCOPE);
    expect(PLAYER_SCOPE).toBe('/player');
  });

  it('keeps the portal at its own paths', async () => {
    expect(await (await h.app.request('/players')).text()).toContain('<title>Screenplay</title>');
    expect((await h.app.request('/sw.js')).headers.get('service-worker-allowed')).toBeNull();
  });
});
