import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';

/**
 * A table linking items to the folders they sit in, with the folder kind it holds. Scenes sit in
 * scene folders; layouts, templates and media in library folders; screens in screen folders.
 */
export interface FolderLink {
  table: 'scene_folders' | 'layout_folders' | 'template_folders' | 'media_folders' | 'screen_folders';
  itemColumn: 'scene_id' | 'layout_id' | 'template_id' | 'media_id' | 'screen_id';
  /** The tenant-owned table of the items (it has `customer_id`). */
  itemTable: 'scenes' | 'layouts' | 'templates' | 'media' | 'screens';
  kind: 'scenes' | 'library' | 'screens';
}

/** Scenes in scene folders. */
export const SCENE_FOLDERS: FolderLink = {
  table: 'scene_folders',
  itemColumn: 'scene_id',
  itemTable: 'scenes',
  kind: 'scenes',
};
/** Layouts in library folders. */
export const LAYOUT_FOLDERS: FolderLink = {
  table: 'layout_folders',
  itemColumn: 'layout_id',
  itemTable: 'layouts',
  kind: 'library',
};
/** Templates (the Elements tab) in library folders. */
export const TEMPLATE_FOLDERS: FolderLink = {
  table: 'template_folders',
  itemColumn: 'template_id',
  itemTable: 'templates',
  kind: 'library',
};
/** Media in library folders. */
export const MEDIA_FOLDERS: FolderLink = {
  table: 'media_folders',
  itemColumn: 'media_id',
  itemTable: 'media',
  kind: 'library',
};

/** Screens in screen folders. */
export const SCREEN_FOLDERS: FolderLink = {
  table: 'screen_folders',
  itemColumn: 'screen_id',
  itemTable: 'screens',
  kind: 'screens',
};

/** Every link table: a folder with a row in any of them is not empty. */
export const FOLDER_LINKS: readonly FolderLink[] = [
  SCENE_FOLDERS,
  LAYOUT_FOLDERS,
  TEMPLATE_FOLDERS,
  MEDIA_FOLDERS,
  SCREEN_FOLDERS,
];

/** The folder ids among folder references (`null`, the root, is no folder). */
export function realFolders(...ids: (number | null)[]): number[] {
  return ids.filter((id): id is number => id !== null);
}

/** The folders a tenant's item sits in, by id (none when the item is not the tenant's). */
export async function linkedFolderIds(
  db: Db,
  customerId: TenantId,
  link: FolderLink,
  itemId: number,
): Promise<number[]> {
  const rows = await db.query<{ folder_id: number }>(
    `SELECT x.folder_id FROM ${link.table} x JOIN ${link.itemTable} i ON i.id = x.${link.itemColumn}
      WHERE x.${link.itemColumn} = $1 AND i.customer_id = $2 ORDER BY x.folder_id`,
    [itemId, customerId],
  );
  return rows.map((row) => row.folder_id);
}

/** Moves an item out of `from` and into `to` (null: the root, which is no folder). */
export async function moveBetweenFolders(
  tx: Db,
  link: FolderLink,
  itemId: number,
  from: number | null,
  to: number | null,
): Promise<void> {
  if (from !== null)
    await tx.query(`DELETE FROM ${link.table} WHERE ${link.itemColumn} = $1 AND folder_id = $2`, [itemId, from]);
  if (to !== null) {
    await tx.query(`INSERT INTO ${link.table} (${link.itemColumn}, folder_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      itemId,
      to,
    ]);
  }
}

/** Puts items into exactly one folder (`null`: out of every folder), the drop of items on a folder. */
export async function placeInFolder(
  tx: Db,
  link: FolderLink,
  itemIds: readonly number[],
  folderId: number | null,
): Promise<void> {
  const ids = JSON.stringify(itemIds);
  await tx.query(
    `DELETE FROM ${link.table} WHERE ${link.itemColumn} IN (SELECT jsonb_array_elements_text($1::jsonb)::int)`,
    [ids],
  );
  if (folderId !== null) {
    await tx.query(
      `INSERT INTO ${link.table} (${link.itemColumn}, folder_id)
       SELECT value::int, $2 FROM jsonb_array_elements_text($1::jsonb) ON CONFLICT DO NOTHING`,
      [ids, folderId],
    );
  }
}

/** SQL of an item's folder ids as a JSON array, for the item table aliased `alias`. */
export function folderIdsJson(link: FolderLink, alias: string): string {
  return `COALESCE((SELECT json_agg(x.folder_id ORDER BY x.folder_id) FROM ${link.table} x WHERE x.${link.itemColumn} = ${alias}.id), '[]'::json)`;
}
