import type { Layout } from '@screenplay/core/library';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import { folderIdsJson, LAYOUT_FOLDERS } from '../folders/folderLinks';
import { LAYOUT_TAGS, tagsJson } from '../scenes/scene.sql';

/** Which of a tenant's layouts to read; absent fields do not filter. */
export interface LayoutFilter {
  ids?: readonly number[];
  width?: number;
  height?: number;
}

interface LayoutRow extends Omit<Layout, 'updatedAt'> {
  updatedAt: Date | string;
}

/** The wire columns of the layout aliased `l`. */
const LAYOUT_COLUMNS = `l.id, l.name, l.width, l.height, l.ratio, l.draft, l.sections, l.owner_id AS owner, l.updated_at AS "updatedAt", l.thumbnail,
  ${tagsJson(LAYOUT_TAGS, 'l')} AS tags, ${folderIdsJson(LAYOUT_FOLDERS, 'l')} AS "folderIds"`;

/** A tenant's layouts matching `filter`, by name then id (one query, tags and folders included). */
export async function findLayouts(db: Db, customerId: TenantId, filter: LayoutFilter = {}): Promise<Layout[]> {
  const rows = await db.query<LayoutRow>(
    `SELECT ${LAYOUT_COLUMNS} FROM layouts l
     WHERE l.customer_id = $1
       AND ($2::jsonb IS NULL OR l.id IN (SELECT jsonb_array_elements_text($2::jsonb)::int))
       AND ($3::int IS NULL OR l.width = $3::int)
       AND ($4::int IS NULL OR l.height = $4::int)
     ORDER BY lower(l.name), l.id`,
    [customerId, filter.ids ? JSON.stringify(filter.ids) : null, filter.width ?? null, filter.height ?? null],
  );
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }));
}

/** The ids of a tenant's layouts among `ids` (used to 404 before writing). */
export async function findLayoutIds(db: Db, customerId: TenantId, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM layouts WHERE customer_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)::int) ORDER BY id',
    [customerId, JSON.stringify(ids)],
  );
  return rows.map((row) => row.id);
}
