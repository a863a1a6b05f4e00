import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { englishText } from '@screenplay/core/messages';
import type { Db } from '../db/client';
import { imageSize } from 'image-size';
import { HttpError, notFound, unprocessableKeys } from '../http/errors';
import { sniffImage } from './sniff';
import { MEDIA_URL_PREFIX, type PreparedMedia, mediaUrl, removeMediaFile, stageMediaFile } from './storage';

/**
 * Largest thumbnail stored (ours: the portal sends a PNG at most 320 px wide, tens of kilobytes). The text of
 * `thumbnail.tooLarge` states it.
 */
export const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/** Largest side of a stored thumbnail in pixels (ours; the text of `thumbnail.tooLarge` states it). */
export const THUMBNAIL_MAX_SIDE_PX = 1024;

/** Room for the multipart envelope around the file (boundaries, part headers). */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The image types a thumbnail may be, by their magic bytes (never the name or the declared type). */
const THUMBNAIL_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** 413 `thumbnail.tooLarge`, with the field it is about. */
function tooLarge(): HttpError {
  const text = englishText('thumbnail.tooLarge');
  return new HttpError(413, { message: text, code: 'thumbnail.tooLarge', errors: { thumbnail: [text] } });
}

/** 422 with a thumbnail message key as the code. */
function refused(key: 'thumbnail.invalidType' | 'thumbnail.tooLarge'): HttpError {
  return unprocessableKeys({ thumbnail: [key] });
}

/** The body limit of the thumbnail routes: a bigger request answers 413 `thumbnail.tooLarge` before it is read. */
export const thumbnailBodyLimit = bodyLimit({
  maxSize: THUMBNAIL_MAX_BYTES + FORM_OVERHEAD_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * Reads the `thumbnail` file of a multipart form: 415 for anything but a form, 422 `thumbnail.invalidType` when the
 * part is missing, empty or text.
 */
export async function readThumbnailFile(c: Context): Promise<Uint8Array> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, { message: 'A thumbnail must be sent as multipart/form-data.' });
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new HttpError(400, { message: 'The form data could not be read.' });
  }
  const file = form.thumbnail;
  if (!(file instanceof File) || file.size === 0) throw refused('thumbnail.invalidType');
  if (file.size > THUMBNAIL_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Checks a thumbnail by its bytes: a PNG, JPEG or WebP (magic bytes) whose header can be read, at most
 * {@link THUMBNAIL_MAX_BYTES} and {@link THUMBNAIL_MAX_SIDE_PX} a side. Throws the 413/422 answer; returns the file
 * ready for `stageMediaFile`. An image is stored as sent: the browser drew it, nothing in it runs.
 */
export function prepareThumbnail(bytes: Uint8Array): PreparedMedia {
  const sniffed = sniffImage(bytes);
  if (!sniffed || !THUMBNAIL_TYPES.has(sniffed.mime)) throw refused('thumbnail.invalidType');
  if (bytes.length > THUMBNAIL_MAX_BYTES) throw tooLarge();
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw refused('thumbnail.invalidType');
  }
  const { width = 0, height = 0 } = size;
  if (!(width > 0 && height > 0)) throw refused('thumbnail.invalidType');
  if (width > THUMBNAIL_MAX_SIDE_PX || height > THUMBNAIL_MAX_SIDE_PX) throw refused('thumbnail.tooLarge');
  return {
    bytes,
    ext: sniffed.ext,
    mime: sniffed.mime,
    type: 'image',
    size: bytes.length,
    width,
    height,
    duration: null,
  };
}

/**
 * Deletes a replaced thumbnail's file once no scene or layout of the tenant shows it any more (a scene's copy shares
 * its thumbnail). `url` is the stored value (`/media/<path>`); anything else is left alone.
 */
export async function removeUnusedThumbnail(db: Db, dataDir: string, url: string | null): Promise<void> {
  if (url === null || !url.startsWith(MEDIA_URL_PREFIX)) return;
  const used = await db.maybe(
    'SELECT 1 FROM scenes WHERE thumbnail = $1 UNION ALL SELECT 1 FROM layouts WHERE thumbnail = $1 LIMIT 1',
    [url],
  );
  if (!used) await removeMediaFile(dataDir, url.slice(MEDIA_URL_PREFIX.length));
}

/** The rows that carry a `thumbnail` URL column. */
export type ThumbnailTable = 'scenes' | 'layouts';

/**
 * Stores a checked thumbnail for one of the tenant's scenes or layouts and returns its URL: the file is staged, the
 * row updated (404 when it is not the tenant's), then the file moved into place and the replaced one removed when
 * nothing else shows it. A failed update leaves no file behind.
 */
export async function storeThumbnail(
  db: Db,
  dataDir: string,
  target: { table: ThumbnailTable; id: number; customerId: number },
  prepared: PreparedMedia,
): Promise<string> {
  const staged = await stageMediaFile(dataDir, target.customerId, prepared);
  const url = mediaUrl(staged.file.path);
  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      // The table is one of two names above, never input.
      const row = await tx.maybe<{ thumbnail: string | null }>(
        `SELECT thumbnail FROM ${target.table} WHERE id = $1 AND customer_id = $2 FOR UPDATE`,
        [target.id, target.customerId],
      );
      if (!row) throw notFound();
      await tx.query(`UPDATE ${target.table} SET thumbnail = $1 WHERE id = $2 AND customer_id = $3`, [
        url,
        target.id,
        target.customerId,
      ]);
      return row.thumbnail;
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
  await staged.commit();
  await removeUnusedThumbnail(db, dataDir, replaced);
  return url;
}
