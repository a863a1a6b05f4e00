import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_CONTENT_TYPES, readFontFamily } from './fontCatalogue';

/** A package directory like @fontsource's: metadata.json and files/<id>-latin-<weight>-<style>.<format>. */
async function fontPackage(fileNames: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'font-package-'));
  await mkdir(join(root, 'files'));
  await writeFile(join(root, 'metadata.json'), JSON.stringify({ id: 'demo', family: 'Demo Sans' }));
  for (const name of fileNames) await writeFile(join(root, 'files', name), 'x');
  return root;
}

const STYLES = ['400-normal', '700-normal', '400-italic', '700-italic'];

describe('readFontFamily', () => {
  const roots: string[] = [];
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });

  it('lists each style in every format its package ships, in the spec order woff2, woff, eot, ttf, svg', async () => {
    const files = STYLES.flatMap((style) => [`demo-latin-${style}.svg`, `demo-latin-${style}.ttf`]);
    files.push(...['woff', 'woff2', 'eot'].map((format) => `demo-latin-400-normal.${format}`));
    files.push('demo-latin-300-normal.woff2', 'demo-cyrillic-400-normal.ttf'); // not served: other weight, subset
    const root = await fontPackage(files);
    roots.push(root);
    const { family, files: served } = await readFontFamily(root);
    expect(family.fontFamily).toBe('Demo Sans');
    expect(family.fonts.Regular.formats).toEqual([
      { url: '/fonts/demo-latin-400-normal.woff2', format: 'woff2' },
      { url: '/fonts/demo-latin-400-normal.woff', format: 'woff' },
      { url: '/fonts/demo-latin-400-normal.eot', format: 'eot' },
      { url: '/fonts/demo-latin-400-normal.ttf', format: 'ttf' },
      { url: '/fonts/demo-latin-400-normal.svg', format: 'svg' },
    ]);
    expect(family.fonts.BoldItalic.formats.map((f) => f.format)).toEqual(['ttf', 'svg']);
    expect(served.map(([name]) => name)).toHaveLength(11);
    expect(served.map(([name]) => name)).not.toContain('demo-latin-300-normal.woff2');
  });

  it('refuses a family with a style in no format', async () => {
    const root = await fontPackage(STYLES.slice(0, 3).map((style) => `demo-latin-${style}.woff2`));
    roots.push(root);
    await expect(readFontFamily(root)).rejects.toThrow('no file for demo BoldItalic');
  });

  it('serves each format with its registered content type', () => {
    expect(FONT_CONTENT_TYPES).toEqual({
      woff2: 'font/woff2',
      woff: 'font/woff',
      eot: 'application/vnd.ms-fontobject',
      ttf: 'font/ttf',
      svg: 'image/svg+xml',
    });
  });
});
