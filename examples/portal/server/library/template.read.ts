import type { LibraryLayerKind, LibraryTemplate } from '@screenplay/core/library';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import { mediaUrl } from '../media/storage';
import { folderIdsJson, TEMPLATE_FOLDERS } from '../folders/folderLinks';

/** Which of a tenant's templates to read; absent fields do not filter. */
export interface TemplateFilter {
  ids?: readonly number[];
  type?: LibraryLayerKind;
}

interface TemplateRow extends Omit<LibraryTemplate, 'preview' | 'updatedAt'> {
  previewPath: string | null;
  updatedAt: Date | string;
}

/**
 * Scenes of the template's tenant with a layer inserted from the template (its `sectionTemplateId`,
 * our reading of spec §3's scenesCount), for the template aliased `t`.
 */
const SCENES_COUNT = `(SELECT count(DISTINCT sec.scene_id)::int FROM playlist_items pi
  JOIN sections sec ON sec.id = pi.section_id JOIN scenes s ON s.id = sec.scene_id
  WHERE s.customer_id = t.customer_id AND pi.layers @> jsonb_build_array(jsonb_build_object('sectionTemplateId', t.id)))`;

/** The wire columns of the template aliased `t` (the preview as its stored path). */
const TEMPLATE_COLUMNS = `t.id, t.name, t.type, t.preview_path AS "previewPath", t.width, t.height, t.ratio, t.layers,
  ${folderIdsJson(TEMPLATE_FOLDERS, 't')} AS "folderIds", ${SCENES_COUNT} AS "scenesCount",
  t.playlist_item_id AS "playlistItemId", t.owner_id AS owner, t.updated_at AS "updatedAt"`;

/** A tenant's templates matching `filter`, by name then id. */
export async function findTemplates(
  db: Db,
  customerId: TenantId,
  filter: TemplateFilter = {},
): Promise<LibraryTemplate[]> {
  const rows = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM templates t
     WHERE t.customer_id = $1
       AND ($2::jsonb IS NULL OR t.id IN (SELECT jsonb_array_elements_text($2::jsonb)::int))
       AND ($3::text IS NULL OR t.type = $3::text)
     ORDER BY lower(t.name), t.id`,
    [customerId, filter.ids ? JSON.stringify(filter.ids) : null, filter.type ?? null],
  );
  return rows.map(({ previewPath, ...row }) => ({
    ...row,
    preview: previewPath === null ? null : mediaUrl(previewPath),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/** A template row as writes need it: its preview path, or null when it is not the tenant's. */
export function findTemplateRow(
  db: Db,
  customerId: TenantId,
  templateId: number,
): Promise<{ id: number; preview_path: string | null } | null> {
  return db.maybe('SELECT id, preview_path FROM templates WHERE id = $1 AND customer_id = $2', [
    templateId,
    customerId,
  ]);
}
