import { canManageFolder, type FolderGroupPermission } from '@screenplay/core';
import { effectivePermissions } from '@screenplay/core/library';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { linkedFolderIds, SCENE_FOLDERS, type FolderLink } from '../routes/folderLinks';
import type { FolderWire } from '../routes/scenes/wire';
import type { TenantActor } from './actor';

// The rule of which entries apply to a user is core's; the SQL below reads the workgroup user's entries
// (their workgroups' and those for every workgroup, `workgroup_id` NULL) for it.
export { effectivePermissions };

/**
 * SQL: `$1` customer, `$2` user, `$3` is admin, `$4` JSON array of folder ids or null, `$5` kind or
 * null. One row per tenant folder found, with the permission entries that apply to the user (the
 * entries joined through their tenant folder).
 */
const FOLDER_ROWS_SQL = `
SELECT f.id, f.name, f.parent_id, f.owner_id, f.kind,
  COALESCE(json_agg(json_build_object('permissionType', p.permission_type, 'level', p.level) ORDER BY p.id)
    FILTER (WHERE p.id IS NOT NULL), '[]'::json) AS entries
FROM folders f
LEFT JOIN folder_group_permissions p ON p.folder_id = f.id AND NOT $3::boolean
  AND (p.workgroup_id IS NULL OR p.workgroup_id IN (SELECT workgroup_id FROM workgroup_users WHERE user_id = $2))
WHERE f.customer_id = $1
  AND ($4::jsonb IS NULL OR f.id IN (SELECT jsonb_array_elements_text($4::jsonb)::int))
  AND ($5::text IS NULL OR f.kind = $5::text)
GROUP BY f.id
ORDER BY lower(f.name), f.id`;

/** A folders row with the permission entries that apply to the reading user. */
export interface FolderRow {
  id: number;
  name: string;
  parent_id: number | null;
  owner_id: number | null;
  kind: FolderWire['kind'];
  entries: FolderGroupPermission[];
}

/** The actor's tenant folders, optionally only some ids and/or one kind, by name. */
export function findFolderRows(
  db: Db,
  actor: TenantActor,
  filter: { ids?: readonly number[]; kind?: string } = {},
): Promise<FolderRow[]> {
  return db.query<FolderRow>(FOLDER_ROWS_SQL, [
    actor.customerId,
    actor.user.id,
    actor.isAdmin,
    filter.ids ? JSON.stringify(filter.ids) : null,
    filter.kind ?? null,
  ]);
}

/** A folder row on the wire, with the entries that decide what the actor may do with it. */
export function toFolderWire(row: FolderRow, isAdmin: boolean): FolderWire {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    owner: row.owner_id,
    kind: row.kind,
    groupPermissions: effectivePermissions(row.entries, isAdmin),
  };
}

/**
 * Checks that the actor may write into each folder: every id must be a tenant folder of `kind`
 * (404 otherwise, existence never leaks) that they may manage (403 for readonly or hidden).
 */
export async function assertFoldersWritable(
  db: Db,
  actor: TenantActor,
  folderIds: readonly number[],
  kind: string,
): Promise<void> {
  const ids = [...new Set(folderIds)];
  if (ids.length === 0) return;
  const rows = await findFolderRows(db, actor, { ids });
  if (rows.length !== ids.length || rows.some((row) => row.kind !== kind)) throw notFound();
  for (const row of rows) {
    if (!canManageFolder(toFolderWire(row, actor.isAdmin))) throw forbidden();
  }
}

/**
 * Checks that the actor may change an item: 403 when one of the folders it sits in is readonly or
 * hidden for them (taking it out of such a folder would be a write to that folder).
 */
export async function assertItemWritable(db: Db, actor: TenantActor, link: FolderLink, itemId: number): Promise<void> {
  if (actor.isAdmin) return;
  await assertFoldersWritable(db, actor, await linkedFolderIds(db, actor.customerId, link, itemId), link.kind);
}

/** Checks that the actor may change a scene: 403 when one of its folders is readonly or hidden for them. */
export function assertSceneWritable(db: Db, actor: TenantActor, sceneId: number): Promise<void> {
  return assertItemWritable(db, actor, SCENE_FOLDERS, sceneId);
}
