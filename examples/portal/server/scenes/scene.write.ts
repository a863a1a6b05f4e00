import {
  DEFAULT_BACKGROUND,
  TAG_NAME_ERROR_KEY,
  layerAssets,
  tagNameError,
  type Layer,
  type LayerInput,
  type PlaylistItemBody,
  type TagRef,
  type ValidationErrors,
} from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import type { Db } from '../db/client';
import { copyItemSchedules } from './itemSchedules';
import type { TenantId } from '../tenancy';
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
  /** An offered animation id, or null for none. */
  animation?: string | null;
  draft: boolean;
  parentId?: number | null;
}

/** Inserts a section (order defaults to after the scene's last one) and returns its id. */
export async function insertSection(tx: Db, sceneId: number, section: NewSection): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO sections (scene_id, parent_id, name, "top", "left", width, height, hidden, draft, ratio, background,
       order_index, items_order, mark_as_deleted, animation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       COALESCE($12::int, (SELECT COALESCE(max(order_index), 0) + 1 FROM sections WHERE scene_id = $1 AND parent_id IS NULL)),
       $13::jsonb, $14, $15)
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
      section.animation ?? null,
    ],
  );
  return row.id;
}

/**
 * A layer with every wire field present (ids the client did not give are numbered from 1), its `media` and `fonts`
 * read from its content by core's `layerAssets` (whatever the client sent for them), so a stored layer always says
 * which files it shows.
 */
export function normaliseLayer(layer: LayerInput, index: number): Layer {
  return {
    ...layer,
    id: layer.id ?? index + 1,
    parentLayerId: layer.parentLayerId ?? null,
    sectionTemplateGroup: layer.sectionTemplateGroup ?? null,
    sectionTemplateId: layer.sectionTemplateId ?? null,
    invisible: layer.invisible ?? false,
    ...layerAssets(layer),
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
    errors.tags = [...(errors.tags ?? []), ...problems];
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
  // One statement for all sections (H4, issue 10): a 2,000-section scene holds the database for one round trip.
  const sectionRows = scene.sections.map((section, index) => ({
    i: index,
    name: section.name,
    top: section.top,
    left: section.left,
    width: section.width,
    height: section.height,
    hidden: section.hidden ?? false,
    ratio: section.ratio ?? null,
    background: section.background ?? DEFAULT_BACKGROUND,
    order_index: section.order ?? index + 1,
    mark_as_deleted: section.markAsDeleted ?? false,
    animation: section.animation ?? null,
  }));
  await tx.query(
    `INSERT INTO sections (scene_id, name, "top", "left", width, height, hidden, draft, ratio, background, order_index,
       items_order, mark_as_deleted, animation)
     SELECT $1, s.name, s."top", s."left", s.width, s.height, s.hidden, false, s.ratio, s.background, s.order_index,
       '[]'::jsonb, s.mark_as_deleted, s.animation
       FROM jsonb_to_recordset($2::jsonb) AS s(i int, name text, "top" float8, "left" float8, width float8,
         height float8, hidden boolean, ratio text, background text, order_index int, mark_as_deleted boolean,
         animation text)
      ORDER BY s.i`,
    [row.id, JSON.stringify(sectionRows)],
  );
  await replaceSceneTags(tx, row.id, scene.tagIds);
  if (scene.folderId !== null)
    await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [row.id, scene.folderId]);
  return row.id;
}

/** `count` fresh ids of `table`'s identity column, so copies can refer to each other before they are inserted. */
async function reserveIds(tx: Db, table: 'sections' | 'playlist_items', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id FROM generate_series(1, $1::int)`,
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * Copies `sections` (saved ones of a scene, in order) with their playlists (and the items' schedules) into scene `sceneId` in a fixed number
 * of statements, whatever their count (H4, issue 10: a 2,000-section copy must not hold the database for seconds).
 * Ids are reserved first, so each copy's `itemsOrder` names the copied items.
 */
async function copySections(
  tx: Db,
  sceneId: number,
  sections: readonly ({ id: number } & Omit<NewSection, 'draft'> & { itemsOrder: number[] })[],
): Promise<void> {
  if (sections.length === 0) return;
  const items = await tx.query<{ id: number; section_id: number }>(
    'SELECT id, section_id FROM playlist_items WHERE section_id = ANY($1::int[]) ORDER BY section_id, position, id',
    [sections.map((section) => section.id)],
  );
  const [sectionIds, itemIds] = [
    await reserveIds(tx, 'sections', sections.length),
    await reserveIds(tx, 'playlist_items', items.length),
  ];
  const newSection = new Map(sections.map((section, i) => [section.id, sectionIds[i] ?? 0]));
  const newItem = new Map(items.map((item, i) => [item.id, itemIds[i] ?? 0]));
  const sectionRows = sections.map((section, i) => ({
    i,
    id: newSection.get(section.id),
    name: section.name,
    top: section.top,
    left: section.left,
    width: section.width,
    height: section.height,
    hidden: section.hidden ?? false,
    ratio: section.ratio ?? null,
    background: section.background ?? DEFAULT_BACKGROUND,
    order_index: section.order ?? i + 1,
    items_order: section.itemsOrder.flatMap((id) => newItem.get(id) ?? []),
    animation: section.animation ?? null,
  }));
  await tx.query(
    `INSERT INTO sections (id, scene_id, name, "top", "left", width, height, hidden, draft, ratio, background,
       order_index, items_order, mark_as_deleted, animation) OVERRIDING SYSTEM VALUE
     SELECT s.id, $1, s.name, s."top", s."left", s.width, s.height, s.hidden, false, s.ratio, s.background,
       s.order_index, s.items_order, false, s.animation
       FROM jsonb_to_recordset($2::jsonb) AS s(i int, id int, name text, "top" float8, "left" float8, width float8,
         height float8, hidden boolean, ratio text, background text, order_index int, items_order jsonb, animation text)
      ORDER BY s.i`,
    [sceneId, JSON.stringify(sectionRows)],
  );
  if (items.length === 0) return;
  const itemRows = items.map((item) => ({
    old_id: item.id,
    id: newItem.get(item.id),
    section_id: newSection.get(item.section_id),
  }));
  await tx.query(
    `INSERT INTO playlist_items (id, section_id, layers, hidden, mark_as_deleted, duration, styles, position)
       OVERRIDING SYSTEM VALUE
     SELECT m.id, m.section_id, p.layers, p.hidden, p.mark_as_deleted, p.duration, p.styles, p.position
       FROM jsonb_to_recordset($1::jsonb) AS m(old_id int, id int, section_id int)
       JOIN playlist_items p ON p.id = m.old_id
      ORDER BY m.id`,
    [JSON.stringify(itemRows)],
  );
  await copyItemSchedules(tx, sceneId, itemRows);
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
    `SELECT id, name, "top", "left", width, height, hidden, ratio, background, order_index AS "order", items_order AS "itemsOrder",
       animation
       FROM sections WHERE scene_id = $1 AND NOT draft AND scene_id IN (SELECT id FROM scenes WHERE customer_id = $2)
      ORDER BY order_index, id`,
    [source.sceneId, source.customerId],
  );
  await copySections(tx, scene.id, sections);
  await tx.query('INSERT INTO scene_tags (scene_id, tag_id) SELECT $2, tag_id FROM scene_tags WHERE scene_id = $1', [
    source.sceneId,
    scene.id,
  ]);
  if (source.folderId !== null) {
    await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [scene.id, source.folderId]);
  }
  return scene.id;
}

/**
 * Moves playlist item `itemId` from section `from` to section `to` (the caller checked both are sections of the same
 * scene of the tenant): it goes to the end of `to` (position and `itemsOrder`) and leaves `from`'s `itemsOrder`. It is
 * no longer a copy of an item of its new section's parent, so `parentId` is cleared; a draft copy that had no
 * schedule of its own takes a copy of its parent item's (which goes when the source section's draft is promoted),
 * and its own schedule moves with it.
 */
export async function movePlaylistItem(
  tx: Db,
  move: { sceneId: number; itemId: number; from: number; to: number },
): Promise<void> {
  const { sceneId, itemId, from, to } = move;
  const item = await tx.one<{ parent_id: number | null; has_schedule: boolean }>(
    `SELECT parent_id, EXISTS (SELECT 1 FROM schedules WHERE playlist_item_id = $1 AND screen_id IS NULL) AS has_schedule
       FROM playlist_items WHERE id = $1`,
    [itemId],
  );
  await tx.query(
    `UPDATE playlist_items SET section_id = $2, parent_id = NULL,
       position = (SELECT COALESCE(max(position), 0) + 1 FROM playlist_items WHERE section_id = $2)
     WHERE id = $1 AND section_id = $3`,
    [itemId, to, from],
  );
  await tx.query(
    `UPDATE sections SET items_order = COALESCE((SELECT jsonb_agg(e.value ORDER BY e.ordinality)
       FROM jsonb_array_elements(items_order) WITH ORDINALITY AS e(value, ordinality) WHERE e.value <> to_jsonb($2::int)), '[]'::jsonb)
     WHERE id = $1`,
    [from, itemId],
  );
  await tx.query('UPDATE sections SET items_order = items_order || to_jsonb($2::int) WHERE id = $1', [to, itemId]);
  await tx.query('UPDATE schedules SET section_id = $2 WHERE playlist_item_id = $1', [itemId, to]);
  if (item.parent_id !== null && !item.has_schedule)
    await copyItemSchedules(tx, sceneId, [{ old_id: item.parent_id, id: itemId, section_id: to }]);
}
