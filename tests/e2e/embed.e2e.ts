import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { A11yChecker } from './support/a11y';
import { REPO_ROOT } from './support/paths';

/** The embed example as `npm run build` leaves it (the root build builds it after the packages). */
const EMBED_DIST = join(REPO_ROOT, 'examples/embed/dist');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` as static files on a free port: the embed needs no server of ours, only its files. */
async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** Playwright's test with the built embed served for it (no portal server: the embed keeps scenes in the browser). */
const test = base.extend<{ embedUrl: string }>({
  embedUrl: async ({}, use) => {
    if (!existsSync(join(EMBED_DIST, 'index.html')))
      throw new Error('examples/embed/dist is missing: run `npm run build`');
    const { url, server } = await serveStatic(EMBED_DIST);
    await use(url);
    await new Promise((resolve) => server.close(resolve));
  },
});

test('an outside app embeds the scene and item editors over localStorage, with its theme and its own layer type', async ({
  page,
  embedUrl,
}) => {
  await page.goto(embedUrl);
  const details = page.getByRole('region', { name: 'Section details' });
  const field = (label: string) => details.getByLabel(label, { exact: true });

  // Add a section and move it through the details panel.
  await page.getByRole('region', { name: 'Sections' }).getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByRole('listbox', { name: 'Scene canvas' }).getByRole('option')).toHaveCount(1);
  for (const [label, value] of [
    ['X', 100],
    ['Y', 120],
  ] as const) {
    await field(label).fill(String(value));
    await field(label).press('Enter');
  }
  await expect(field('X')).toHaveValue('100');
  await page.getByRole('button', { name: 'Save scene' }).click();

  // The item editor lists the app's own QR code type beside the built-in ones; add one and save the item.
  await page.getByRole('link', { name: 'Add item' }).click();
  await page.getByRole('button', { name: 'Add QR code', exact: true }).click();
  const qrLayer = page
    .getByRole('region', { name: 'Layers', exact: true })
    .getByRole('button', { name: 'QR code layer', exact: true });
  await expect(qrLayer).toBeVisible();
  await page.getByRole('button', { name: 'Save item', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'Scene canvas' })).toBeVisible();

  // Reload: the section is where it was moved and its playlist holds the item with the QR code layer.
  await page.reload();
  await page.getByRole('listbox', { name: 'Scene canvas' }).getByRole('option').first().click();
  await expect(field('X')).toHaveValue('100');
  await expect(field('Y')).toHaveValue('120');
  await page.screenshot({ path: 'test-results/embed.png', fullPage: true });
  await page.getByRole('link', { name: /^edit/i }).first().click();
  await expect(qrLayer).toBeVisible();

  // The brand theme applies: the accent token is the app's purple, not the kit's default blue.
  const accent = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--sp-color-accent'));
  expect(accent.trim()).toBe('#7a1fa2');
  await new A11yChecker(page).check();
  await page.screenshot({ path: 'test-results/embed-item.png', fullPage: true });
});

test('the example is small: under 150 lines of its own code (TypeScript and CSS, blank and comment lines aside)', async () => {
  const dir = join(REPO_ROOT, 'examples/embed/src');
  const files = (await readdir(dir)).filter((file) => /\.(tsx?|css)$/.test(file));
  const sources = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  const code = sources.flatMap((source) => source.split('\n')).filter((line) => !/^\s*$|^\s*(\/\/|\/\*|\*)/.test(line));
  expect(code.length).toBeLessThan(150);
});
