import type { templateFieldsSchema, templateUpdateFieldsSchema } from '@screenplay/core/library';
import type { Db } from '../db/client';
import { removeMediaFile } from '../media/storage';
import { normaliseLayer } from '../scenes/scene.write';
import { asSystem, type TenantId } from '../tenancy';

/** A template's fields as `POST library` takes them. */
export type TemplateFields = typeof templateFieldsSchema.infer;

/** A template's fields as its update takes them; what is left out stays. */
export type TemplateUpdate = typeof templateUpdateFieldsSchema.infer;

/** Who creates a template, when, and the stored preview's path (null without one). */
export interface TemplateOrigin {
  ownerId: number;
  previewPath: string | null;
  now: Date;
}

/** Creates the tenant's template in `tx` (layers normalised) and gives back its id. */
export async function insertTemplate(
  tx: Db,
  customerId: TenantId,
  fields: TemplateFields,
  origin: TemplateOrigin,
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO templates (customer_id, name, type, width, height, layers, preview_path, owner_id, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $9) RETURNING id`,
    [
      customerId,
      fields.name,
      fields.type,
      fields.width,
      fields.height,
      JSON.stringify(fields.layers.map(normaliseLayer)),
      origin.previewPath,
      origin.ownerId,
      origin.now,
    ],
  );
  return row.id;
}

/**
 * Writes the given fields of the tenant's template in `tx`; the preview becomes `preview.path` unless `preview.keep`
 * (nothing sent about it).
 */
export async function updateTemplate(
  tx: Db,
  customerId: TenantId,
  templateId: number,
  fields: TemplateUpdate,
  preview: { keep: boolean; path: string | null; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE templates SET name = COALESCE($3, name), type = COALESCE($4, type), width = COALESCE($5, width),
       height = COALESCE($6, height), layers = COALESCE($7::jsonb, layers), preview_path = CASE WHEN $8 THEN preview_path ELSE $9 END,
       updated_at = $10
     WHERE id = $1 AND customer_id = $2`,
    [
      templateId,
      customerId,
      fields.name ?? null,
      fields.type ?? null,
      fields.width ?? null,
      fields.height ?? null,
      fields.layers ? JSON.stringify(fields.layers.map(normaliseLayer)) : null,
      preview.keep,
      preview.path,
      preview.now,
    ],
  );
}

/** Copies a template (the caller has checked it is the tenant's) under a new name and owner; gives back the copy's id. */
export async function copyTemplate(
  tx: Db,
  templateId: number,
  copy: { name: string; ownerId: number; now: Date },
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO templates (customer_id, name, type, width, height, ratio, layers, preview_path, playlist_item_id, owner_id, updated_at, created_at)
     SELECT customer_id, $2, type, width, height, ratio, layers, preview_path, playlist_item_id, $3, $4, $4 FROM templates WHERE id = $1
     RETURNING id`,
    [templateId, copy.name, copy.ownerId, copy.now],
  );
  return row.id;
}

/** Deletes the tenant's template. */
export async function deleteTemplate(db: Db, customerId: TenantId, templateId: number): Promise<void> {
  await db.query('DELETE FROM templates WHERE id = $1 AND customer_id = $2', [templateId, customerId]);
}

/** Deletes a stored preview once no template or media row of any tenant uses its path any more (copies share the file). */
export async function removeUnusedFile(db: Db, dataDir: string, path: string | null): Promise<void> {
  if (path === null) return;
  const used = await asSystem(db, 'shared-files').maybe(
    'SELECT 1 FROM templates WHERE preview_path = $1 UNION ALL SELECT 1 FROM media WHERE path = $1 LIMIT 1',
    [path],
  );
  if (!used) await removeMediaFile(dataDir, path);
}
