import { folderIdsJson, SCENE_FOLDERS } from '../folders/folderLinks';

/** A table linking items of one kind to their tags. */
export interface TagLink {
  table: 'scene_tags' | 'layout_tags';
  itemColumn: 'scene_id' | 'layout_id';
}

/** Scenes' tags. */
export const SCENE_TAGS: TagLink = { table: 'scene_tags', itemColumn: 'scene_id' };
/** Layouts' tags. */
export const LAYOUT_TAGS: TagLink = { table: 'layout_tags', itemColumn: 'layout_id' };

/** SQL of an item's tags as a JSON array of `{ id, name }` by name, for the item table aliased `alias`. */
export function tagsJson(link: TagLink, alias: string): string {
  return `COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
    FROM ${link.table} x JOIN tags t ON t.id = x.tag_id WHERE x.${link.itemColumn} = ${alias}.id), '[]'::json)`;
}

/** JSON of a playlist item row aliased `pi`, in wire shape. */
export const ITEM_JSON = `json_build_object('id', pi.id, 'parentId', pi.parent_id, 'layers', pi.layers, 'hidden', pi.hidden,
  'markAsDeleted', pi.mark_as_deleted, 'duration', pi.duration, 'styles', pi.styles)`;

/** The playlist items of the section aliased `sec`, ordered as stored. */
export const ITEMS_OF_SECTION = `COALESCE((SELECT json_agg(${ITEM_JSON} ORDER BY pi.position, pi.id)
  FROM playlist_items pi WHERE pi.section_id = sec.id), '[]'::json)`;

/** JSON of a section row aliased `sec`, with its playlist, in wire shape. */
export const SECTION_JSON = `json_build_object('id', sec.id, 'name', sec.name, 'top', sec."top", 'left', sec."left",
  'width', sec.width, 'height', sec.height, 'hidden', sec.hidden, 'draft', sec.draft, 'ratio', sec.ratio,
  'playlistItems', ${ITEMS_OF_SECTION}, 'itemsOrder', sec.items_order, 'background', sec.background,
  'order', sec.order_index, 'parentId', sec.parent_id, 'markAsDeleted', sec.mark_as_deleted, 'animation', sec.animation)`;

/** Sections are listed by `order`, then by id (spec §4: "Sections are ordered by order"). */
export const SECTION_ORDER = 'sec.order_index, sec.id';

/** The scene-level columns of the scene aliased `s` (users aliased `u` joined on `updated_by`). */
export const SCENE_COLUMNS = `s.id, s.name, s.width, s.height, s.ratio, s.draft, s.thumbnail, s.updated_at,
  NULLIF(btrim(concat_ws(' ', u.name, u.last_name)), '') AS updated_by_name,
  ${tagsJson(SCENE_TAGS, 's')} AS tags,
  ${folderIdsJson(SCENE_FOLDERS, 's')} AS folder_ids,
  (SELECT count(DISTINCT sc.screen_id)::int FROM schedules sc WHERE sc.scene_id = s.id) AS screens_count`;

/** The screens the scene aliased `s` plays on (a schedule of it names them), as `[{ id, name }]` by name. */
export const SCENE_SCREENS = `COALESCE((SELECT json_agg(json_build_object('id', scr.id, 'name', scr.name) ORDER BY lower(scr.name), scr.id)
  FROM screens scr WHERE scr.customer_id = s.customer_id
    AND scr.id IN (SELECT sc.screen_id FROM schedules sc WHERE sc.scene_id = s.id)), '[]'::json)`;

/** Saved sections of the scene aliased `s` (draft copies excluded, deleted ones too). */
export const SECTIONS_COUNT = `(SELECT count(*)::int FROM sections sec
  WHERE sec.scene_id = s.id AND sec.parent_id IS NULL AND NOT sec.mark_as_deleted) AS sections_count`;

/** Columns of a sections row as the save logic reads them. */
export const SECTION_ROW_COLUMNS = `id, parent_id, name, "top", "left", width, height, hidden, draft, ratio, background,
  order_index, items_order, mark_as_deleted, animation`;
