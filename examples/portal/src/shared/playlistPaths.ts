import type { Id, Size } from '@screenplay/core';

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

/** The scale that fits a canvas into a thumbnail box, proportions kept (1 for an empty canvas). */
export function fitScale(canvas: Size, box: Size): number {
  if (canvas.width <= 0 || canvas.height <= 0) return 1;
  return Math.min(box.width / canvas.width, box.height / canvas.height);
}
