import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  FONT_FORMATS,
  FONT_STYLES,
  type FontFamily,
  type FontFile,
  type FontFormatFile,
  type FontFormatName,
  type FontStyleName,
} from '@screenplay/core/widgets';

/**
 * The font catalogue behind `GET fonts` and the font files under `/fonts/<file>`: open-licensed (OFL) families shipped by
 * `@fontsource` packages, read from their package directories. Each family offers the Latin subset at
 * 400 and 700, upright and italic, in every format of the spec (woff2, woff, eot, ttf, svg) its package
 * ships, listed in that order (the preferred first). The @fontsource 5 packages ship woff2 and woff only;
 * a package that also ships eot, ttf or svg files has them listed and served too.
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

/** The content type each format is served with (IANA font/* types; eot and svg have their own registrations). */
export const FONT_CONTENT_TYPES: Record<FontFormatName, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  eot: 'application/vnd.ms-fontobject',
  ttf: 'font/ttf',
  svg: 'image/svg+xml',
};

/** A served font file: where it lies on disk and its format. */
export interface ServedFontFile {
  path: string;
  format: FontFormatName;
}

/** The families and where each served file lies on disk. */
export interface FontCatalogue {
  families: FontFamily[];
  files: Map<string, ServedFontFile>;
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

/**
 * One family from a package directory (`metadata.json` and `files/<id>-latin-<weight>-<style>.<format>`): each style
 * lists the formats present, in {@link FONT_FORMATS} order. Throws when a style has no file in any format.
 */
export async function readFontFamily(root: string): Promise<{ family: FontFamily; files: [string, ServedFontFile][] }> {
  const metadata = JSON.parse(await readFile(join(root, 'metadata.json'), 'utf8')) as { id: string; family: string };
  const files: [string, ServedFontFile][] = [];
  const fonts = {} as Record<FontStyleName, FontFile>;
  for (const styleName of FONT_STYLES) {
    const { weight, style } = STYLE_FILES[styleName];
    const formats: FontFormatFile[] = [];
    for (const format of FONT_FORMATS) {
      const fileName = `${metadata.id}-${FONT_SUBSET}-${weight}-${style}.${format}`;
      const path = join(root, 'files', fileName);
      if (!(await isFile(path))) continue;
      files.push([fileName, { path, format }]);
      formats.push({ url: `${FONT_URL_PREFIX}${fileName}`, format });
    }
    if (formats.length === 0) throw new Error(`no file for ${metadata.id} ${styleName}`);
    fonts[styleName] = { uuid: fontUuid(`${metadata.id}:${weight}:${style}`), formats };
  }
  return { family: { id: metadata.id, fontFamily: metadata.family, fonts }, files };
}

/** One family from its package, or null (with a warning) when the package or a style's files are missing. */
async function loadFamily(
  packageName: string,
): Promise<{ family: FontFamily; files: [string, ServedFontFile][] } | null> {
  const require = createRequire(import.meta.url);
  try {
    return await readFontFamily(dirname(require.resolve(`${packageName}/package.json`)));
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
