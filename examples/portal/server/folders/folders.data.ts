import type { Db } from '../db/client';
import type { FolderRow, TenantId } from '../tenancy';
import { FOLDER_LINKS } from './folderLinks';

/** SQL: the folder aliased `f` holds no scene, layout, template or media (spec §8: folder delete with content is 409). */
const HOLDS_NO_ITEMS = FOLDER_LINKS.map(
  (link) => `NOT EXISTS (SELECT 1 FROM ${link.table} x WHERE x.folder_id = f.id)`,
).join(' AND ');

/** Whether `candidateParentId` is `folderId` itself or one of its sub-folders (moving there would make a cycle). */
export async function isSelfOrDescendant(
  db: Db,
  customerId: TenantId,
  folderId: number,
  candidateParentId: number,
): Promise<boolean> {
  const row = await db.maybe<{ found: boolean }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM folders WHERE id = $2 AND customer_id = $3
       UNION ALL SELECT f.id, f.parent_id FROM folders f JOIN up ON f.id = up.parent_id WHERE f.customer_id = $3
     ) SELECT true AS found FROM up WHERE id = $1 LIMIT 1`,
    [folderId, candidateParentId, customerId],
  );
  return row !== null;
}

/** A folder to create: its kind, parent (null: the root), name, owner and time. */
export interface NewFolder {
  kind: FolderRow['kind'];
  parentId: number | null;
  name: string;
  ownerId: number;
  now: Date;
}

/** Creates the tenant's folder and gives back its id (permissions are the caller's to check first). */
export async function insertFolder(db: Db, customerId: TenantId, folder: NewFolder): Promise<number> {
  const row = await db.one<{ id: number }>(
    'INSERT INTO folders (customer_id, kind, parent_id, name, owner_id, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [customerId, folder.kind, folder.parentId, folder.name, folder.ownerId, folder.now],
  );
  return row.id;
}

/** Renames (null keeps the name) and moves a folder the caller has checked is the tenant's. */
export async function updateFolder(
  db: Db,
  folderId: number,
  change: { name: string | null; parentId: number | null },
): Promise<void> {
  await db.query('UPDATE folders SET name = COALESCE($2, name), parent_id = $3 WHERE id = $1', [
    folderId,
    change.name,
    change.parentId,
  ]);
}

/**
 * Deletes a folder only when it holds no sub-folder and no item, checked and deleted in one statement so the check
 * and the delete see the same folder; false when it was not empty (nothing deleted).
 */
export async function deleteEmptyFolder(db: Db, folderId: number): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM folders f WHERE f.id = $1
       AND NOT EXISTS (SELECT 1 FROM folders sub WHERE sub.parent_id = f.id)
       AND ${HOLDS_NO_ITEMS}
     RETURNING f.id`,
    [folderId],
  );
  return deleted.length > 0;
}
