import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { ScreenshotDto } from '@screenplay/core/screens';
import { sniffImage } from '../media/sniff';

/**
 * Screenshots a player uploads for proof of play (spec accounts §3 "screenshots", §7). Files live under
 * `DATA_DIR/screenshots/<customerId>/`, outside `DATA_DIR/media` (which static.ts serves to anyone who has the
 * URL): the only way to read one is `GET /api/v1/screenshots/{id}` with a signed, expiring link, which the
 * tenant's own screens API hands out. Uploads are written under `.incoming` and moved into place only after
 * their row commits.
 */

/** Largest screenshot accepted (not in the spec; ours: a 4K PNG of a busy screen fits). */
export const SCREENSHOT_MAX_BYTES = 4 * 1024 * 1024;

/** How long a screenshot's signed link works (not in the spec; ours: an hour on the proof-of-play page). */
export const SCREENSHOT_LINK_TTL_MS = 60 * 60_000;

/** The image types a screenshot may be, by their magic bytes. */
const SCREENSHOT_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Folder under `DATA_DIR` holding screenshots. */
export const SCREENSHOTS_DIR = 'screenshots';

/** A screenshot's type from its bytes (never a header): PNG, JPEG or WebP, else null. */
export function screenshotType(bytes: Uint8Array): { mime: string; ext: string } | null {
  const sniffed = sniffImage(bytes);
  return sniffed && SCREENSHOT_TYPES.has(sniffed.mime) ? { mime: sniffed.mime, ext: sniffed.ext } : null;
}

/** A screenshot file written under its temporary name. */
export interface StagedScreenshot {
  /** Relative to `DATA_DIR/screenshots`, as the row records it: `<customerId>/<uuid>.<ext>`. */
  fileName: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** Writes a screenshot under `.incoming`, to be moved into place once its row commits. */
export async function stageScreenshot(
  dataDir: string,
  customerId: number,
  bytes: Uint8Array,
  ext: string,
): Promise<StagedScreenshot> {
  const fileName = `${customerId}/${randomUUID()}.${ext}`;
  const temporary = join(dataDir, SCREENSHOTS_DIR, '.incoming', fileName);
  const final = join(dataDir, SCREENSHOTS_DIR, fileName);
  await mkdir(dirname(temporary), { recursive: true });
  await writeFile(temporary, bytes);
  return {
    fileName,
    async commit() {
      await mkdir(dirname(final), { recursive: true });
      await rename(temporary, final);
    },
    discard: () => rm(temporary, { force: true }),
  };
}

/** Names this module writes; nothing else is ever read from disk through a row. */
const FILE_NAME = /^[0-9]+\/[0-9a-f-]{36}\.(?:png|jpg|webp)$/;

/** A stored screenshot's bytes, or null when the name is not one of ours or the file is gone. */
export async function readScreenshot(dataDir: string, fileName: string): Promise<Uint8Array | null> {
  if (!FILE_NAME.test(fileName)) return null;
  return readFile(join(dataDir, SCREENSHOTS_DIR, fileName)).catch(() => null);
}

function signature(appKey: string, id: number, expires: string): string {
  return createHmac('sha256', appKey).update(`screenshot|${id}|${expires}`).digest('hex');
}

/** The API path of a screenshot (refused without a valid signature). */
export function screenshotPath(id: number): string {
  return `/api/v1/screenshots/${id}`;
}

/** A signed link to screenshot `id`, valid {@link SCREENSHOT_LINK_TTL_MS} from `now`. */
export function signedScreenshotUri(appKey: string, id: number, now: Date): string {
  const expires = String(Math.floor((now.getTime() + SCREENSHOT_LINK_TTL_MS) / 1000));
  const params = new URLSearchParams({ expires, signature: signature(appKey, id, expires) });
  return `${screenshotPath(id)}?${params.toString()}`;
}

/** Whether a link's signature is screenshot `id`'s (constant time) and it has not expired. */
export function isValidScreenshotLink(
  appKey: string,
  id: number,
  query: { expires?: string; signature?: string },
  now: Date,
): boolean {
  const { expires, signature: given } = query;
  if (!expires || !given || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signature(appKey, id, expires), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return false;
  return Number(expires) * 1000 > now.getTime();
}

/** A screenshot row as the wire carries it, with a fresh signed link. */
export function toScreenshotDto(appKey: string, row: { id: number; taken_at: Date }, now: Date): ScreenshotDto {
  return { uri: signedScreenshotUri(appKey, row.id, now), takenAt: new Date(row.taken_at).toISOString() };
}

/** Removes stored screenshot files (a deleted screen's), ignoring names that are not ours or already gone. */
export async function removeScreenshotFiles(dataDir: string, fileNames: readonly string[]): Promise<void> {
  await Promise.all(
    fileNames
      .filter((name) => FILE_NAME.test(name))
      .map((name) => rm(join(dataDir, SCREENSHOTS_DIR, name), { force: true })),
  );
}

/**
 * After a crash: a staged screenshot whose row committed moves into place, every other one goes. `isRecorded`
 * answers whether a screenshots row names the file.
 */
export async function sweepIncomingScreenshots(
  dataDir: string,
  isRecorded: (fileName: string) => Promise<boolean>,
): Promise<{ restored: string[]; removed: string[] }> {
  const incoming = join(dataDir, SCREENSHOTS_DIR, '.incoming');
  const entries = await readdir(incoming, { recursive: true, withFileTypes: true }).catch(() => []);
  const result = { restored: [] as string[], removed: [] as string[] };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const fileName = relative(incoming, path).split(sep).join('/');
    if (FILE_NAME.test(fileName) && (await isRecorded(fileName))) {
      const final = join(dataDir, SCREENSHOTS_DIR, fileName);
      await mkdir(dirname(final), { recursive: true });
      await rename(path, final);
      result.restored.push(fileName);
    } else {
      await rm(path, { force: true });
      result.removed.push(fileName);
    }
  }
  return result;
}
