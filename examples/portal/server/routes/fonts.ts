import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import {
  FONT_STYLES,
  type FontFamilyWire,
  type FontFormatWire,
  type FontStyleName,
  type FontWire,
} from './widgets.wire';

/**
 * `GET fonts` and the font files under `/fonts/<file>`: open-licensed (OFL) families shipped by
 * `@fontsource` packages, read from their package directories. Each family offers the Latin subset at
 * 400 and 700, upright and italic, as woff2 then woff (every current browser reads woff2; the spec's
 * eot, ttf and svg formats are not shipped by the packages and no browser we support needs them).
 */

/** The packages the families come from, each an npm dependency of the portal. */
export const FONT_PACKAGES = ['@fontsource/lato', '@fontsource/open-sans', '@fontsource/roboto'] as const;

/** URL prefix of the font files (outside `/api`: stylesheets load them without a token). */
export const FONT_URL_PREFIX = '/fonts/';

/** Subset served (ours: the editor's texts are Latin; the others would multiply the files by nine). */
const FONT_SUBSET = 'latin';

const STYLE_FILES: Record<FontStyleName, { weight: 400 | 700; style: 'normal' | 'italic' }> = {
  Regular: { weight: 400, style: 'normal' },
  Bold: { weight: 700, style: 'normal' },
  Italic: { weight: 400, style: 'italic' },
  BoldItalic: { weight: 700, style: 'italic' },
};

const FORMATS = ['woff2', 'woff'] as const;

/** Headers of a font file: public, cached for a year, usable by pages of other origins (embedding integrators). */
const FONT_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000',
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The families and where each served file lies on disk. */
interface FontCatalogue {
  families: FontFamilyWire[];
  files: Map<string, string>;
}

/** A stable UUID (version 5 layout over SHA-1) for a font file, the same on every server and start. */
export function fontUuid(key: string): string {
  const bytes = createHash('sha1').update(`screenplay-font:${key}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** One family from its package, or null (with a warning) when the package or a file is missing. */
async function loadFamily(packageName: string): Promise<{ family: FontFamilyWire; files: [string, string][] } | null> {
  const require = createRequire(import.meta.url);
  try {
    const root = dirname(require.resolve(`${packageName}/package.json`));
    const metadata = JSON.parse(await readFile(join(root, 'metadata.json'), 'utf8')) as { id: string; family: string };
    const files: [string, string][] = [];
    const fonts = {} as Record<FontStyleName, FontWire>;
    for (const styleName of FONT_STYLES) {
      const { weight, style } = STYLE_FILES[styleName];
      const formats: FontFormatWire[] = [];
      for (const format of FORMATS) {
        const fileName = `${metadata.id}-${FONT_SUBSET}-${weight}-${style}.${format}`;
        const path = join(root, 'files', fileName);
        if (!(await isFile(path))) throw new Error(`missing ${fileName}`);
        files.push([fileName, path]);
        formats.push({ url: `${FONT_URL_PREFIX}${fileName}`, format });
      }
      fonts[styleName] = { uuid: fontUuid(`${metadata.id}:${weight}:${style}`), formats };
    }
    return { family: { id: metadata.id, fontFamily: metadata.family, fonts }, files };
  } catch (error) {
    console.warn(`[fonts] ${packageName} left out: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

let catalogue: Promise<FontCatalogue> | null = null;

/** The font catalogue, read from the packages once per process. */
export function fontCatalogue(): Promise<FontCatalogue> {
  catalogue ??= Promise.all(FONT_PACKAGES.map(loadFamily)).then((loaded) => {
    const present = loaded.filter((entry) => entry !== null);
    return {
      families: present.map((entry) => entry.family).sort((a, b) => a.fontFamily.localeCompare(b.fontFamily, 'en')),
      files: new Map(present.flatMap((entry) => entry.files)),
    };
  });
  return catalogue;
}

/** `GET fonts`: `{ data: FontFamilyWire[] }`, sorted by family name. */
export function fontRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));
  app.get('/', async (c) => c.json({ data: (await fontCatalogue()).families }));
  return app;
}

/**
 * `GET /fonts/<file>`: the files `GET fonts` lists, and nothing else (the name is looked up, never
 * joined to a path, so no request can reach another file).
 */
export function fontFileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    // Every path under the prefix ends here, so an unknown one is 404 rather than the portal's page.
    const fileName = c.req.path.slice(FONT_URL_PREFIX.length);
    const path = (await fontCatalogue()).files.get(fileName);
    if (!path) throw notFound();
    const bytes = new Uint8Array(await readFile(path));
    const type = fileName.endsWith('.woff2') ? 'font/woff2' : 'font/woff';
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, ...FONT_FILE_HEADERS });
  });
  return app;
}
