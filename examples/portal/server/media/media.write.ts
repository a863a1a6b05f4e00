import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { asSystem, type TenantId } from '../tenancy';
import { mediaUrl, type PreparedMedia, type StagedFile, type StoredFile, stageMediaFile } from './storage';

/** Where a media row came from (the `media.source` column). */
export type MediaSource = 'upload' | 'url' | 'unsplash' | 'pixabay' | 'seed';

/**
 * One checked file to store, with the name it is listed under: its bytes (a download), or a file already staged
 * while it streamed in (an upload).
 */
export type IncomingMedia = { name: string; source: MediaSource } & (
  | { prepared: PreparedMedia }
  | { staged: StagedFile }
);

/** Longest media name kept (not in the spec; ours). */
export const MEDIA_NAME_MAX_LENGTH = 255;

/** A listed name: trimmed, without a client's directory part, at most {@link MEDIA_NAME_MAX_LENGTH} characters. */
export function mediaName(raw: string, fallback: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '').trim();
  return (name || fallback).slice(0, MEDIA_NAME_MAX_LENGTH);
}

/** Inserts one media row (and its folder link) for a stored file; returns its id. */
export async function insertMediaRow(
  tx: Db,
  row: {
    customerId: number;
    ownerId: number | null;
    folderId: number | null;
    name: string;
    source: MediaSource;
    file: StoredFile;
    now: Date;
  },
): Promise<number> {
  const { file } = row;
  const inserted = await tx.one<{ id: number }>(
    `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, width, height, duration, path, source, owner_id,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      randomUUID(),
      row.customerId,
      row.name,
      file.type,
      file.mime,
      file.size,
      file.width,
      file.height,
      file.duration,
      file.path,
      row.source,
      row.ownerId,
      row.now,
    ],
  );
  if (row.folderId !== null)
    await tx.query('INSERT INTO media_folders (media_id, folder_id) VALUES ($1, $2)', [inserted.id, row.folderId]);
  return inserted.id;
}

/**
 * Stores checked files all or nothing: writes every file not staged yet under a temporary name, inserts every row in one
 * transaction, and only then moves the files into place; when anything fails before the commit, the files
 * written are removed again (and a crash leaves them to the start-up sweep). Returns the new row ids in order.
 */
export async function storeMediaItems(
  db: Db,
  dataDir: string,
  target: { customerId: number; ownerId: number; folderId: number | null; now: Date },
  files: readonly IncomingMedia[],
): Promise<number[]> {
  const staged = files.map((incoming) => ('staged' in incoming ? incoming.staged : null));
  let ids: number[];
  try {
    for (const [index, incoming] of files.entries())
      if ('prepared' in incoming) staged[index] = await stageMediaFile(dataDir, target.customerId, incoming.prepared);
    ids = await db.transaction(async (tx) => {
      const inserted: number[] = [];
      for (const [index, incoming] of files.entries()) {
        const { file } = staged[index] as StagedFile;
        inserted.push(await insertMediaRow(tx, { ...target, name: incoming.name, source: incoming.source, file }));
      }
      return inserted;
    });
  } catch (error) {
    await Promise.all(staged.map((file) => file?.discard()));
    throw error;
  }
  await Promise.all(staged.map((file) => file?.commit()));
  return ids;
}

/** Whether a media row or a template preview records the stored file `path` (the start-up sweep's question; any tenant). */
export async function isMediaPathRecorded(db: Db, path: string): Promise<boolean> {
  const row = await db.one<{ recorded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM media WHERE path = $1 UNION ALL SELECT 1 FROM templates WHERE preview_path = $1) AS recorded',
    [path],
  );
  return row.recorded;
}

/**
 * Whether a stored file is still needed after a row was deleted: another media row (a copy) or a
 * layer of one of the tenant's scenes or templates refers to it.
 */
export async function isFileInUse(db: Db, customerId: number, path: string, url: string): Promise<boolean> {
  const row = await db.one<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM media WHERE path = $1)
         OR EXISTS (SELECT 1 FROM playlist_items pi JOIN sections s ON s.id = pi.section_id JOIN scenes sc ON sc.id = s.scene_id
                    WHERE sc.customer_id = $2 AND strpos(pi.layers::text, $3) > 0)
         OR EXISTS (SELECT 1 FROM templates t WHERE t.customer_id = $2 AND strpos(t.layers::text, $3) > 0) AS used`,
    [path, customerId, url],
  );
  return row.used;
}

/**
 * Deletes the tenant's media row in `tx` and says whether its file is now unused by every tenant (a copy of another
 * tenant may share it, so the check spans tenants); 404 when the row is not theirs.
 */
export async function deleteMediaRow(
  tx: Db,
  customerId: TenantId,
  row: { id: number; path: string },
): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM media WHERE id = $1 AND customer_id = $2 RETURNING id', [
    row.id,
    customerId,
  ]);
  if (deleted.length === 0) throw notFound();
  return !(await isFileInUse(asSystem(tx, 'shared-files'), customerId, row.path, mediaUrl(row.path)));
}

/**
 * Copies a media row in `tx`: a new row (own uuid, owned by `ownerId`) for the same file, in `folderId` (null: none).
 * The source is locked first so a concurrent delete cannot remove the file the copy is about to share; 404 when it
 * is gone.
 */
export async function copyMediaRow(
  tx: Db,
  sourceId: number,
  copy: { ownerId: number; folderId: number | null; now: Date },
): Promise<number> {
  const locked = await tx.maybe('SELECT id FROM media WHERE id = $1 FOR UPDATE', [sourceId]);
  if (!locked) throw notFound();
  const row = await tx.one<{ id: number }>(
    `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, width, height, duration, path, source, owner_id,
       created_at)
     SELECT $2, customer_id, name, type, mime, size_bytes, width, height, duration, path, source, $3, $4
       FROM media WHERE id = $1
     RETURNING id`,
    [sourceId, randomUUID(), copy.ownerId, copy.now],
  );
  if (copy.folderId !== null)
    await tx.query('INSERT INTO media_folders (media_id, folder_id) VALUES ($1, $2)', [row.id, copy.folderId]);
  return row.id;
}
