import { type FolderGroupPermission, grantDecision } from '@screenplay/core';
import { effectivePermissions, inheritedPermissions, permissionsLevel } from '@screenplay/core/library';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { linkedFolderIds, SCENE_FOLDERS, type FolderLink } from '../folders/folderLinks';
import type { FolderWire } from '../scenes/wire';
import type { TenantActor } from './actor';

// The rule of which entries apply to a user is core's; the SQL below reads the workgroup user's entries
// (their workgroups' and those for every workgroup, `workgroup_id` NULL) for it.
export { effectivePermissions };

/**
 * SQL: `$1` customer, `$2` user, `$3` is admin, `$4` kind or null. One row per tenant folder (of the kind), with
 * the permission entries that apply to the user (the entries joined through their tenant folder). Every folder
 * of the kind is read, as a folder's ancestors restrict it too.
 */
const FOLDER_ROWS_SQL = `
SELECT f.id, f.name, f.parent_id, f.owner_id, f.kind,
  COALESCE(json_agg(json_build_object('permissionType', p.permission_type, 'level', p.level) ORDER BY p.id)
    FILTER (WHERE p.id IS NOT NULL), '[]'::json) AS entries
FROM folders f
LEFT JOIN folder_group_permissions p ON p.folder_id = f.id AND NOT $3::boolean
  AND (p.workgroup_id IS NULL OR p.workgroup_id IN (SELECT workgroup_id FROM workgroup_users WHERE user_id = $2))
WHERE f.customer_id = $1
  AND ($4::text IS NULL OR f.kind = $4::text)
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
  /** The entries of its ancestors that apply to the user, its parent's first. */
  ancestors: FolderGroupPermission[][];
}

/**
 * The ancestors' entries of each of `wanted` (by default every row), looked up among `rows` (a parent cycle, which
 * moves refuse, stops the walk).
 */
function withAncestors(
  rows: readonly Omit<FolderRow, 'ancestors'>[],
  wanted: readonly Omit<FolderRow, 'ancestors'>[] = rows,
): FolderRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((row) => {
    const ancestors: FolderGroupPermission[][] = [];
    const seen = new Set([row.id]);
    for (let parent = byId.get(row.parent_id ?? NaN); parent && !seen.has(parent.id); ) {
      seen.add(parent.id);
      ancestors.push(parent.entries);
      parent = byId.get(parent.parent_id ?? NaN);
    }
    return { ...row, ancestors };
  });
}

/** The actor's tenant folders, optionally only some ids and/or one kind, by name, each with its ancestors' entries. */
export async function findFolderRows(
  db: Db,
  actor: TenantActor,
  filter: { ids?: readonly number[]; kind?: string } = {},
): Promise<FolderRow[]> {
  const rows = await db.query<Omit<FolderRow, 'ancestors'>>(FOLDER_ROWS_SQL, [
    actor.customerId,
    actor.user.id,
    actor.isAdmin,
    filter.kind ?? null,
  ]);
  const ids = filter.ids ? new Set(filter.ids) : null;
  return withAncestors(rows, ids ? rows.filter((row) => ids.has(row.id)) : rows);
}

/** A folder row on the wire, with the entries that decide what the actor may do with it. */
export function toFolderWire(row: FolderRow, isAdmin: boolean): FolderWire {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    owner: row.owner_id,
    kind: row.kind,
    groupPermissions: isAdmin
      ? effectivePermissions(row.entries, true)
      : inheritedPermissions([row.entries, ...row.ancestors].map((entries) => effectivePermissions(entries, false))),
  };
}

/**
 * The one check of a write into, out of or inside folders (library items, scenes, screens): every id must be a
 * tenant folder of `kind` (404 otherwise, existence never leaks) that the actor may manage, its ancestors'
 * restrictions included; core's `grantDecision` on its level answers 404 for a hidden folder and 403 for a
 * readonly one.
 */
export async function assertFoldersWritable(
  db: Db,
  actor: TenantActor,
  folderIds: readonly number[],
  kind: string,
): Promise<void> {
  const ids = [...new Set(folderIds)];
  if (ids.length === 0) return;
  // Read within `kind` only: a folder's ancestors share its kind, and a folder of another kind is not found.
  const rows = await findFolderRows(db, actor, { ids, kind });
  if (rows.length !== ids.length) throw notFound();
  const decisions = rows.map((row) =>
    grantDecision(permissionsLevel(toFolderWire(row, actor.isAdmin).groupPermissions), 'write'),
  );
  if (decisions.includes('notFound')) throw notFound();
  if (decisions.includes('forbidden')) throw forbidden();
}

/**
 * Checks that the actor may change an item addressed by id (edit, delete, thumbnail, move), and put it into or take
 * it out of `alsoFolders`: as {@link assertFoldersWritable} for every folder it sits in (taking it out of such a
 * folder, or changing what that folder shows, is a write to it) and every folder of `alsoFolders`.
 */
export async function assertItemWritable(
  db: Db,
  actor: TenantActor,
  link: FolderLink,
  itemId: number,
  alsoFolders: readonly number[] = [],
): Promise<void> {
  const linked = await linkedFolderIds(db, actor.customerId, link, itemId);
  await assertFoldersWritable(db, actor, [...linked, ...alsoFolders], link.kind);
}

/** Checks that the actor may change a scene: 403 when one of its folders is readonly or hidden for them. */
export function assertSceneWritable(db: Db, actor: TenantActor, sceneId: number): Promise<void> {
  return assertItemWritable(db, actor, SCENE_FOLDERS, sceneId);
}
