import { recordIdOf } from '@screenplay/core';
import type { MediaItem, MediaKind } from '@screenplay/core/library';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import { mediaUrl } from './storage';

/** A media row with the folders it sits in. */
export interface MediaRow {
  id: number;
  uuid: string;
  name: string;
  type: MediaKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  path: string;
  owner_id: number | null;
  created_at: Date | string;
  folder_ids: number[];
}

/** SQL: `$1` customer, `$2` folder or null, `$3` JSON array of ids or null, `$4` uuid or null. Newest first. */
const MEDIA_ROWS_SQL = `
SELECT m.id, m.uuid::text AS uuid, m.name, m.type, m.mime, m.size_bytes::float8 AS size, m.width, m.height, m.duration, m.path,
  m.owner_id, m.created_at,
  COALESCE(json_agg(mf.folder_id ORDER BY mf.folder_id) FILTER (WHERE mf.folder_id IS NOT NULL), '[]'::json) AS folder_ids
FROM media m
LEFT JOIN media_folders mf ON mf.media_id = m.id
WHERE m.customer_id = $1
  AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM media_folders x WHERE x.media_id = m.id AND x.folder_id = $2::int))
  AND ($3::jsonb IS NULL OR m.id IN (SELECT jsonb_array_elements_text($3::jsonb)::int))
  AND ($4::uuid IS NULL OR m.uuid = $4::uuid)
GROUP BY m.id
ORDER BY m.created_at DESC, m.id DESC`;

/** A media row on the wire (core's `MediaItem`, the file's URL under `/media`). */
export function toMediaWire(row: MediaRow): MediaItem {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    url: mediaUrl(row.path),
    width: row.width,
    height: row.height,
    duration: row.duration,
    type: row.type,
    mime: row.mime,
    size: Number(row.size),
    folderIds: row.folder_ids,
    owner: row.owner_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The tenant's media rows, optionally only those in one folder, with some ids or one uuid; newest first. */
export function findMediaRows(
  db: Db,
  customerId: TenantId,
  filter: { folderId?: number; ids?: readonly number[]; uuid?: string } = {},
): Promise<MediaRow[]> {
  return db.query<MediaRow>(MEDIA_ROWS_SQL, [
    customerId,
    filter.folderId ?? null,
    filter.ids ? JSON.stringify(filter.ids) : null,
    filter.uuid ?? null,
  ]);
}

/** The tenant's media files as the library lists them (`GET library/folders/media`), optionally one folder's, newest first. */
export async function findMediaItems(
  db: Db,
  customerId: TenantId,
  filter: { folderId?: number } = {},
): Promise<MediaItem[]> {
  return (await findMediaRows(db, customerId, filter)).map(toMediaWire);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One tenant media row by numeric id or uuid (as `GET media/get/{id}` accepts), or null. */
export async function findMediaRow(db: Db, customerId: TenantId, ref: string): Promise<MediaRow | null> {
  if (UUID.test(ref)) return (await findMediaRows(db, customerId, { uuid: ref.toLowerCase() }))[0] ?? null;
  const id = recordIdOf(ref);
  return id === null ? null : ((await findMediaRows(db, customerId, { ids: [id] }))[0] ?? null);
}
