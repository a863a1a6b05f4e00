import {
  DEFAULT_BACKGROUND,
  TAG_NAME_ERROR_KEY,
  tagNameError,
  type Layer,
  type LayerInput,
  type PlaylistItemBody,
  type TagRef,
  type ValidationErrors,
} from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import type { Db } from '../../db/client';
import type { TenantId } from '../../tenancy';
import { SCENE_TAGS, type TagLink } from './scene.sql';

/** Fields of a new section row. */
export interface NewSection {
  name: string;
  top: number;
  left: number;
  width: number;
  height: number;
  hidden?: boolean;
  ratio?: string | null;
  background?: string;
  order?: number;
  itemsOrder?: number[];
  markAsDeleted?: boolean;
  draft: boolean;
  parentId?: number | null;
}

/** Inserts a section (order defaults to after the scene's last one) and returns its id. */
export async function insertSection(tx: Db, sceneId: number, section: NewSection): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO sections (scene_id, parent_id, name, "top", "left", width, height, hidden, draft, ratio, background,
       order_index, items_order, mark_as_deleted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       COALESCE($12::int, (SELECT COALESCE(max(order_index), 0) + 1 FROM sections WHERE scene_id = $1 AND parent_id IS NULL)),
       $13::jsonb, $14)
     RETURNING id`,
    [
      sceneId,
      section.parentId ?? null,
      section.name,
      section.top,
      section.left,
      section.width,
      section.height,
      section.hidden ?? false,
      section.draft,
      section.ratio ?? null,
      section.background ?? DEFAULT_BACKGROUND,
      section.order ?? null,
      JSON.stringify(section.itemsOrder ?? []),
      section.markAsDeleted ?? false,
    ],
  );
  return row.id;
}

/** A layer with every wire field present (ids the client did not give are numbered from 1). */
export function normaliseLayer(layer: LayerInput, index: number): Layer {
  return {
    ...layer,
    id: layer.id ?? index + 1,
    parentLayerId: layer.parentLayerId ?? null,
    sectionTemplateGroup: layer.sectionTemplateGroup ?? null,
    sectionTemplateId: layer.sectionTemplateId ?? null,
    invisible: layer.invisible ?? false,
    media: layer.media ?? [],
    fonts: layer.fonts ?? [],
  };
}

/**
 * Inserts a playlist item at the end of a section (stored as sent; duration 0 when absent, the call
 * layer's default in spec §3) and, unless told not to, appends it to the section's `itemsOrder`.
 */
export async function insertPlaylistItem(
  tx: Db,
  sectionId: number,
  item: PlaylistItemBody,
  options: { parentId?: number | null; appendToOrder?: boolean } = {},
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO playlist_items (section_id, parent_id, layers, hidden, mark_as_deleted, duration, styles, position)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::jsonb,
       (SELECT COALESCE(max(position), 0) + 1 FROM playlist_items WHERE section_id = $1))
     RETURNING id`,
    [
      sectionId,
      options.parentId ?? null,
      JSON.stringify((item.layers ?? []).map(normaliseLayer)),
      item.hidden ?? false,
      item.markAsDeleted ?? false,
      item.duration ?? 0,
      JSON.stringify(item.styles ?? {}),
    ],
  );
  if (options.appendToOrder !== false) {
    await tx.query('UPDATE sections SET items_order = items_order || to_jsonb($2::int) WHERE id = $1', [
      sectionId,
      row.id,
    ]);
  }
  return row.id;
}

/**
 * Resolves tag references of a tenant to tag ids, creating tags given by a new name. Problems
 * (unknown ids, names under 2 characters) are added to `errors` under `tags` and nothing is created.
 */
export async function resolveTags(
  tx: Db,
  customerId: number,
  refs: readonly TagRef[],
  errors: ValidationErrors,
): Promise<number[]> {
  const problems: string[] = [];
  const byId = refs.flatMap((ref) => (ref.id === undefined ? [] : [ref.id]));
  const names = refs.flatMap((ref) => (ref.id === undefined ? [(ref.name ?? '').trim()] : []));
  if (names.some((name) => tagNameError(name, []) !== null)) {
    problems.push(EN_MESSAGES[TAG_NAME_ERROR_KEY] ?? 'Tag name must be at least 2 characters');
  }
  const known = await tx.query<{ id: number }>(
    'SELECT id FROM tags WHERE customer_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)::int)',
    [customerId, JSON.stringify(byId)],
  );
  if (known.length !== new Set(byId).size) problems.push('The selected tag does not exist.');
  if (problems.length > 0) {
    (errors.tags ??= []).push(...problems);
    return [];
  }
  const ids = new Set(byId);
  for (const name of names) {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO tags (customer_id, name) VALUES ($1, $2)
       ON CONFLICT (customer_id, lower(name)) DO UPDATE SET name = tags.name RETURNING id`,
      [customerId, name],
    );
    ids.add(row.id);
  }
  return [...ids];
}

/** Replaces the tags of an item (resolve them first with {@link resolveTags}). */
export async function replaceTags(tx: Db, link: TagLink, itemId: number, tagIds: readonly number[]): Promise<void> {
  await tx.query(`DELETE FROM ${link.table} WHERE ${link.itemColumn} = $1`, [itemId]);
  await tx.query(
    `INSERT INTO ${link.table} (${link.itemColumn}, tag_id) SELECT $1, value::int FROM jsonb_array_elements_text($2::jsonb) ON CONFLICT DO NOTHING`,
    [itemId, JSON.stringify(tagIds)],
  );
}

/** Replaces the tags of a scene. */
export function replaceSceneTags(tx: Db, sceneId: number, tagIds: readonly number[]): Promise<void> {
  return replaceTags(tx, SCENE_TAGS, sceneId, tagIds);
}

/** A new saved scene: its fields, saved sections (no playlists), tags already resolved and its folder. */
export interface NewScene {
  customerId: number;
  name: string;
  width: number;
  height: number;
  ratio: string | null;
  sections: readonly Omit<NewSection, 'draft' | 'parentId'>[];
  tagIds: readonly number[];
  /** null: the root (no folder). */
  folderId: number | null;
  userId: number;
  now: Date;
}

/**
 * Inserts a saved scene with fresh saved sections (not draft, empty playlists, numbered in the
 * order given unless they carry their own `order`), its tags and its folder; returns its id.
 */
export async function insertScene(tx: Db, scene: NewScene): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO scenes (customer_id, name, width, height, ratio, updated_at, updated_by, created_at)
     VALUES ($1, $2, $3, $4, COALESCE($5, 'Free'), $6, $7, $6) RETURNING id`,
    [scene.customerId, scene.name, scene.width, scene.height, scene.ratio, scene.now, scene.userId],
  );
  for (const [index, section] of scene.sections.entries()) {
    await insertSection(tx, row.id, { ...section, order: section.order ?? index + 1, draft: false, itemsOrder: [] });
  }
  await replaceSceneTags(tx, row.id, scene.tagIds);
  if (scene.folderId !== null)
    await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [row.id, scene.folderId]);
  return row.id;
}

/**
 * Copies a scene's saved state (sections that are not drafts, their playlists, tags) into a new
 * scene named `name` in `folderId` (null = root). Drafts are someone's unsaved edits and stay behind.
 */
export async function copyScene(
  tx: Db,
  source: { customerId: TenantId; sceneId: number; name: string; folderId: number | null; userId: number; now: Date },
): Promise<number> {
  const scene = await tx.one<{ id: number }>(
    `INSERT INTO scenes (customer_id, name, width, height, ratio, draft, thumbnail, updated_at, updated_by)
     SELECT customer_id, $2, width, height, ratio, false, thumbnail, $3, $4 FROM scenes WHERE id = $1 AND customer_id = $5
     RETURNING id`,
    [source.sceneId, source.name, source.now, source.userId, source.customerId],
  );
  const sections = await tx.query<{ id: number } & Omit<NewSection, 'draft'> & { itemsOrder: number[] }>(
    `SELECT id, name, "top", "left", width, height, hidden, ratio, background, order_index AS "order", items_order AS "itemsOrder"
       FROM sections WHERE scene_id = $1 AND NOT draft AND scene_id IN (SELECT id FROM scenes WHERE customer_id = $2)
      ORDER BY order_index, id`,
    [source.sceneId, source.customerId],
  );
  for (const section of sections) {
    const sectionId = await insertSection(tx, scene.id, { ...section, draft: false, itemsOrder: [] });
    const items = await tx.query<{ id: number }>(
      `SELECT id FROM playlist_items WHERE section_id = $1 ORDER BY position, id`,
      [section.id],
    );
    const newIds = new Map<number, number>();
    for (const item of items) {
      const copy = await tx.one<{ id: number }>(
        `INSERT INTO playlist_items (section_id, layers, hidden, mark_as_deleted, duration, styles, position)
         SELECT $2, layers, hidden, mark_as_deleted, duration, styles, position FROM playlist_items WHERE id = $1 RETURNING id`,
        [item.id, sectionId],
      );
      newIds.set(item.id, copy.id);
    }
    const itemsOrder = section.itemsOrder.flatMap((id) => newIds.get(id) ?? []);
    await tx.query('UPDATE sections SET items_order = $2::jsonb WHERE id = $1', [
      sectionId,
      JSON.stringify(itemsOrder),
    ]);
  }
  await tx.query('INSERT INTO scene_tags (scene_id, tag_id) SELECT $2, tag_id FROM scene_tags WHERE scene_id = $1', [
    source.sceneId,
    scene.id,
  ]);
  if (source.folderId !== null) {
    await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [scene.id, source.folderId]);
  }
  return scene.id;
}
