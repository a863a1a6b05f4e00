import { SCENE_SIZE_MAX, SECTION_MIN_SIZE, type Id, type Size } from '@screenplay/core';
import type { LayoutEditorRequest } from '@screenplay/hooks/library';

/** The sizes offered first for a new layout (ours: the common signage resolutions), with their description's key. */
export const LAYOUT_SIZE_PRESETS: readonly (Size & { labelKey: string })[] = [
  { width: 1920, height: 1080, labelKey: 'layoutEditor.presetFullHd' },
  { width: 1080, height: 1920, labelKey: 'layoutEditor.presetFullHdPortrait' },
  { width: 1280, height: 720, labelKey: 'layoutEditor.presetHd' },
  { width: 3840, height: 2160, labelKey: 'layoutEditor.presetUltraHd' },
];

/** The range a layout side accepts, the same as a scene's (the server's schema). */
export const LAYOUT_SIDE_RANGE = { min: SECTION_MIN_SIZE, max: SCENE_SIZE_MAX } as const;

/** Parses one side typed by the user: a whole number of pixels within {@link LAYOUT_SIDE_RANGE}, else null. */
export function parseLayoutSide(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= LAYOUT_SIDE_RANGE.min && value <= LAYOUT_SIDE_RANGE.max ? value : null;
}

/** A folder id from the query (`?folderId=`): a positive integer, else null (none, or the root -1). */
export function parseFolderId(text: string | null | undefined): Id | null {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
}

/** The editor's URL for a new layout of `size`, carrying the library folder it goes into. */
export function newLayoutPath(size: Size, folderId: Id | null): string {
  const query = new URLSearchParams({ width: String(size.width), height: String(size.height) });
  if (folderId !== null) query.set('folderId', String(folderId));
  return `/library/create_layout/-1?${query.toString()}`;
}

/**
 * Reads the layout editor's route (spec §2): `/library/edit_layout/:id` edits; `/library/create_layout/:id` builds
 * a new layout from `?width&height` when the id is negative, otherwise copies that layout into the current library
 * folder `?folderId`. Null when there is no id (the size is chosen first) or the URL is unusable.
 */
export function layoutOpenRequest(
  pathname: string,
  layoutIdParam: string | undefined,
  search: string,
): LayoutEditorRequest | null {
  const layoutId = Number(layoutIdParam);
  if (layoutIdParam === undefined || !Number.isInteger(layoutId) || layoutId === 0) return null;
  const query = new URLSearchParams(search);
  if (pathname.startsWith('/library/edit_layout/')) return layoutId > 0 ? { mode: 'edit', layoutId } : null;
  const folderId = parseFolderId(query.get('folderId'));
  if (layoutId > 0) return { mode: 'copy', layoutId, folderId };
  const width = parseLayoutSide(query.get('width'));
  const height = parseLayoutSide(query.get('height'));
  return width === null || height === null ? null : { mode: 'create', width, height, folderId };
}
