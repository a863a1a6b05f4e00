import type { Rect, SectionCreateBody } from '@screenplay/core';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { TenantId } from '../tenancy';
import { insertPlaylistItem, insertSection } from './scene.write';

/** A section's row as the section routes check it: its box, draft state, parent and order. */
export interface StoredSection extends Rect {
  id: number;
  parent_id: number | null;
  draft: boolean;
  order_index: number;
  items_order: number[];
}

/** The scene's size and sections' boxes, or 404 when it is not the tenant's scene. */
export async function loadScene(db: Db, customerId: TenantId, sceneId: number) {
  const scene = await db.maybe<{ width: number; height: number }>(
    'SELECT width, height FROM scenes WHERE id = $1 AND customer_id = $2',
    [sceneId, customerId],
  );
  if (!scene) throw notFound();
  const sections = await db.query<StoredSection>(
    `SELECT sec.id, sec.parent_id, sec.draft, sec.order_index, sec.items_order, sec."top", sec."left", sec.width, sec.height
       FROM sections sec JOIN scenes s ON s.id = sec.scene_id WHERE sec.scene_id = $1 AND s.customer_id = $2`,
    [sceneId, customerId],
  );
  return { size: scene, sections: new Map(sections.map((section) => [section.id, section])) };
}

/**
 * Creates a draft section. With `parentId` it is the draft copy of that saved section: its playlist
 * is the body's items (an `id`/`parentId` naming one of the parent's items marks that item's copy)
 * or, without items in the body, a copy of the parent's playlist.
 */
export async function createDraft(
  tx: Db,
  customerId: TenantId,
  sceneId: number,
  body: SectionCreateBody,
  parent: StoredSection | null,
): Promise<number> {
  const sectionId = await insertSection(tx, sceneId, {
    ...body,
    order: body.order ?? parent?.order_index,
    parentId: parent?.id ?? null,
    draft: true,
    itemsOrder: [],
  });
  const parentItems = parent
    ? await tx.query<{ id: number }>(
        `SELECT pi.id FROM playlist_items pi JOIN sections sec ON sec.id = pi.section_id JOIN scenes s ON s.id = sec.scene_id
          WHERE pi.section_id = $1 AND s.customer_id = $2 ORDER BY pi.position, pi.id`,
        [parent.id, customerId],
      )
    : [];
  const parentItemIds = new Set(parentItems.map((item) => item.id));
  const copies = new Map<number, number>();
  const created: number[] = [];
  if (body.playlistItems) {
    for (const item of body.playlistItems) {
      const source =
        [item.parentId, item.id].find((id) => id !== undefined && id !== null && parentItemIds.has(id)) ?? null;
      const id = await insertPlaylistItem(tx, sectionId, item, { parentId: source, appendToOrder: false });
      if (source !== null) copies.set(source, id);
      created.push(id);
    }
  } else {
    for (const item of parentItems) {
      const copy = await tx.one<{ id: number }>(
        `INSERT INTO playlist_items (section_id, parent_id, layers, hidden, mark_as_deleted, duration, styles, position)
         SELECT $2, id, layers, hidden, mark_as_deleted, duration, styles, position FROM playlist_items WHERE id = $1 RETURNING id`,
        [item.id, sectionId],
      );
      copies.set(item.id, copy.id);
      created.push(copy.id);
    }
  }
  const wanted = (body.itemsOrder ?? parent?.items_order ?? [])
    .map((id) => copies.get(id) ?? id)
    .filter((id) => created.includes(id));
  const itemsOrder = [...new Set([...wanted, ...created])];
  await tx.query('UPDATE sections SET items_order = $2::jsonb WHERE id = $1', [sectionId, JSON.stringify(itemsOrder)]);
  return sectionId;
}

/** Deletes a section of a scene (a draft: a published one goes with the scene's save), its items with it. */
export async function deleteSection(db: Db, sceneId: number, sectionId: number): Promise<void> {
  await db.query('DELETE FROM sections WHERE id = $1 AND scene_id = $2', [sectionId, sceneId]);
}
