import { itemsInOrder, type Id, type PlaylistItem, type Section, type Size } from '@screenplay/core';

/** `/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?`: an item's editor, or a new item's without `itemId`. */
export function playlistItemPath(sceneId: Id, sectionId: Id, itemId?: Id | null): string {
  const base = `/scenes/edit_playlist/${sceneId}/${sectionId}`;
  return itemId === undefined || itemId === null ? base : `${base}/${itemId}`;
}

/** The query parameter that selects a section when the scene editor opens (ours: the way back from an item). */
export const SECTION_QUERY = 'sectionId';

/** The scene editor of a scene, with a section selected when given (the playlist item editor returns there). */
export function sceneEditorPath(sceneId: Id, sectionId?: Id | null): string {
  const base = `/scenes/edit_scene/${sceneId}`;
  return sectionId === undefined || sectionId === null ? base : `${base}?${SECTION_QUERY}=${sectionId}`;
}

/** The section `?sectionId=` names, or null (absent, or not a whole number). */
export function sectionFromSearch(search: string): Id | null {
  const raw = new URLSearchParams(search).get(SECTION_QUERY);
  const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A positive whole id from a route parameter; null for anything else (absent, temporary or malformed). */
export function storedId(raw: string | undefined): Id | null {
  const id = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Whether the scene editor's playlist panel can list a section's items: not without a section; not while the
 * section has only a temporary (negative) id, i.e. a new section or a draft copy whose save has not returned
 * (the playlist item calls `sections/{s}/playlistitems` need its server id); else it can.
 */
export function playlistAccess(section: Pick<Section, 'id'> | null): 'none' | 'unsaved' | 'ready' {
  if (!section) return 'none';
  return section.id > 0 ? 'ready' : 'unsaved';
}

/** A section's items as the panel lists them: in `itemsOrder` (spec §4), deleted items left out. */
export function panelItems(items: readonly PlaylistItem[], itemsOrder: readonly Id[]): PlaylistItem[] {
  return itemsInOrder({ playlistItems: items.filter((item) => !item.markAsDeleted), itemsOrder: [...itemsOrder] });
}

/** The scale that fits a canvas into a thumbnail box, proportions kept (1 for an empty canvas). */
export function fitScale(canvas: Size, box: Size): number {
  if (canvas.width <= 0 || canvas.height <= 0) return 1;
  return Math.min(box.width / canvas.width, box.height / canvas.height);
}
