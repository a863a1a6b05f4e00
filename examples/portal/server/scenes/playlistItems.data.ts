import type { playlistItemUpdateBodySchema } from '@screenplay/core';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import { normaliseLayer } from './scene.write';

/** A playlist item's new fields (`PATCH sections/{s}/playlistitems/{id}`); what is left out stays. */
export type PlaylistItemUpdate = typeof playlistItemUpdateBodySchema.infer;

/**
 * The item `parentId` names when it is an item of the parent of the tenant's draft section `sectionId` (only such
 * an item can be a new item's parent); null otherwise.
 */
export async function findParentItem(
  db: Db,
  customerId: TenantId,
  sectionId: number,
  parentId: number,
): Promise<number | null> {
  const row = await db.maybe<{ id: number }>(
    `SELECT pi.id FROM playlist_items pi JOIN sections d ON d.parent_id = pi.section_id JOIN scenes s ON s.id = d.scene_id
      WHERE pi.id = $1 AND d.id = $2 AND s.customer_id = $3`,
    [parentId, sectionId, customerId],
  );
  return row?.id ?? null;
}

/** Writes an item's given fields (layers normalised as on create) in `tx`; the caller has checked item and section. */
export async function updatePlaylistItem(
  tx: Db,
  sectionId: number,
  itemId: number,
  update: PlaylistItemUpdate,
): Promise<void> {
  await tx.query(
    `UPDATE playlist_items SET layers = COALESCE($3::jsonb, layers), hidden = COALESCE($4, hidden),
     mark_as_deleted = COALESCE($5, mark_as_deleted), duration = COALESCE($6, duration), styles = COALESCE($7::jsonb, styles)
   WHERE id = $1 AND section_id = $2`,
    [
      itemId,
      sectionId,
      update.layers ? JSON.stringify(update.layers.map(normaliseLayer)) : null,
      update.hidden ?? null,
      update.markAsDeleted ?? null,
      update.duration ?? null,
      update.styles ? JSON.stringify(update.styles) : null,
    ],
  );
}

/** Deletes an item of a section and takes it out of the section's `items_order`, in `tx`. */
export async function deletePlaylistItem(tx: Db, sectionId: number, itemId: number): Promise<void> {
  await tx.query('DELETE FROM playlist_items WHERE id = $1 AND section_id = $2', [itemId, sectionId]);
  await tx.query(
    `UPDATE sections SET items_order = COALESCE((SELECT jsonb_agg(e.value ORDER BY e.ordinality)
       FROM jsonb_array_elements(items_order) WITH ORDINALITY AS e(value, ordinality) WHERE e.value <> to_jsonb($2::int)), '[]'::jsonb)
     WHERE id = $1`,
    [sectionId, itemId],
  );
}
