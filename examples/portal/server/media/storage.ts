import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import {
  mediaKindOf,
  mediaRefusal,
  type MediaAccept,
  type MediaKind,
  type MediaRefusalKey,
} from '@screenplay/core/library';
import { englishText } from '@screenplay/core/messages';
import { HttpError } from '../http/errors';
import { isWithinPixelLimits } from './dimensions';
import { sniffMedia } from './sniff';
import { sanitizeSvg } from './svg';

/** Largest image stored (not in the spec; ours). The text of `media.fileTooLarge` states it. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** Largest video stored (not in the spec; ours). The text of `media.fileTooLarge` states it. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** URL prefix under which `DATA_DIR/media` is served (static.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** A file written under `DATA_DIR/media`: where, what it is and how big. */
export interface StoredFile {
  /** Relative to `DATA_DIR/media`: `<customerId>/<uuid>.<ext>`. */
  path: string;
  /** The sniffed content type. */
  mime: string;
  type: MediaKind;
  /** Bytes stored (an SVG after sanitising). */
  size: number;
  /** Pixels; null for videos and for SVGs without a size. */
  width: number | null;
  height: number | null;
}

/** A file that passed every check and is ready to be written (all files of a request are checked first). */
export interface PreparedMedia extends Omit<StoredFile, 'path'> {
  bytes: Uint8Array;
  ext: string;
}

/** 422 for a refused file, with its dnd key as the code (the contract's body). */
export function mediaRefused(key: MediaRefusalKey): HttpError {
  const text = englishText(key);
  return new HttpError(422, { message: text, code: key, errors: { file: [text] } });
}

/** 413 for a file (or request) over the size limits. */
export function fileTooLarge(): HttpError {
  const text = englishText('media.fileTooLarge');
  return new HttpError(413, { message: text, code: 'media.fileTooLarge', errors: { file: [text] } });
}

/** The most bytes a file of this kind may have. */
export function maxBytesOf(kind: MediaKind): number {
  return kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
}

/** EXIF orientations that turn the picture a quarter: its displayed width is the stored height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** Width and height as displayed, or null when the header does not tell (SVG without a size). */
function measure(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes);
    if (![size.width, size.height].every((n) => Number.isInteger(n) && n > 0)) return null;
    const isTurned = size.orientation !== undefined && QUARTER_TURNS.has(size.orientation);
    return isTurned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/**
 * Checks one file by its bytes (never its name or declared type): an allowed image or video for the
 * target, within the size limit; sanitises an SVG and measures an image. Throws the 422/413 answer.
 */
export function prepareMediaFile(bytes: Uint8Array, fileName: string, accept: MediaAccept = 'any'): PreparedMedia {
  const sniffed = sniffMedia(bytes, fileName);
  const refusal = mediaRefusal({ type: sniffed?.mime ?? '' }, accept);
  const type = sniffed && mediaKindOf(sniffed.mime);
  if (refusal || !sniffed || !type) throw mediaRefused(refusal ?? 'dnd.invalidMediaFile');
  if (bytes.length > maxBytesOf(type)) throw fileTooLarge();
  if (type === 'video')
    return { bytes, ext: sniffed.ext, mime: sniffed.mime, type, size: bytes.length, width: null, height: null };

  let stored = bytes;
  if (sniffed.mime === 'image/svg+xml') {
    const svg = sanitizeSvg(bytes);
    if (svg === null) throw mediaRefused('dnd.invalidMediaFile');
    stored = new TextEncoder().encode(svg);
  }
  const size = measure(stored);
  // A raster image whose header cannot be read is broken; an SVG may leave its size to the layout.
  if (!size && sniffed.mime !== 'image/svg+xml') throw mediaRefused('dnd.invalidMediaFile');
  if (size && sniffed.mime !== 'image/svg+xml' && !isWithinPixelLimits(size)) {
    throw mediaRefused('dnd.invalidMediaFile');
  }
  return {
    bytes: stored,
    ext: sniffed.ext,
    mime: sniffed.mime,
    type,
    size: stored.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/**
 * Folder under `DATA_DIR/media` where uploads wait for their rows to commit. A file is moved to its final
 * path only after the commit, so a crash (kill -9) between the two leaves a file here, never an unlisted one
 * beside the tenant's media; {@link sweepIncomingMedia} settles what is left at start-up. Not served (static.ts
 * refuses dot segments).
 */
export const INCOMING_DIR = '.incoming';

/** A file written under its temporary name, to be moved into place once its row is committed, or discarded. */
export interface StagedFile {
  /** The file as its row records it (the final path). */
  file: StoredFile;
  /** Moves the file to its final path (after the row committed). */
  commit(): Promise<void>;
  /** Removes the temporary file (the row was not committed). */
  discard(): Promise<void>;
}

/** Writes a prepared file under {@link INCOMING_DIR}, at the same relative path it will have once committed. */
export async function stageMediaFile(
  dataDir: string,
  customerId: number,
  prepared: PreparedMedia,
): Promise<StagedFile> {
  const path = `${customerId}/${randomUUID()}.${prepared.ext}`;
  const temporary = join(dataDir, 'media', INCOMING_DIR, path);
  const final = join(dataDir, 'media', path);
  await mkdir(dirname(temporary), { recursive: true });
  await writeFile(temporary, prepared.bytes);
  const { bytes: _bytes, ext: _ext, ...rest } = prepared;
  return {
    file: { path, ...rest },
    async commit() {
      await mkdir(dirname(final), { recursive: true });
      await rename(temporary, final);
    },
    discard: () => rm(temporary, { force: true }),
  };
}

/**
 * Settles the files a crash left under {@link INCOMING_DIR}: one whose row did commit (`isRecorded`) is moved
 * into place, any other is deleted. Run at start-up, before requests are served. Returns what it did.
 */
export async function sweepIncomingMedia(
  dataDir: string,
  isRecorded: (path: string) => Promise<boolean>,
): Promise<{ restored: string[]; removed: string[] }> {
  const root = join(dataDir, 'media', INCOMING_DIR);
  const restored: string[] = [];
  const removed: string[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const path = full
      .slice(root.length + 1)
      .split('\\')
      .join('/');
    if (STORED_PATH.test(path) && (await isRecorded(path))) {
      await mkdir(dirname(join(dataDir, 'media', path)), { recursive: true });
      await rename(full, join(dataDir, 'media', path));
      restored.push(path);
    } else {
      await rm(full, { force: true });
      removed.push(path);
    }
  }
  return { restored, removed };
}

/** Where a stored file is served: `/media/<path>`. */
export function mediaUrl(path: string): string {
  return `${MEDIA_URL_PREFIX}${path}`;
}

/** Paths this module writes (and the seed's `demo/` files); nothing else is ever deleted. */
const STORED_PATH = /^(?:[0-9]+|demo)\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** Deletes a stored file; ignores a path that is not one of ours or a file already gone. */
export async function removeMediaFile(dataDir: string, path: string): Promise<void> {
  if (STORED_PATH.test(path)) await rm(join(dataDir, 'media', path), { force: true });
}
