import type { Id, Layer, PlaylistItem, Section } from './scene.types';

/** How long a playlist item created in the editor plays, in seconds. */
export const PLAYLIST_ITEM_DEFAULT_DURATION_S = 60; // spec: playlist item default duration 60 s (in the scene state)

/** A new playlist item with the given (temporary) id, playing 60 s. */
export function newPlaylistItem(id: Id, layers: Layer[] = []): PlaylistItem {
  return {
    id,
    parentId: null,
    layers,
    hidden: false,
    markAsDeleted: false,
    duration: PLAYLIST_ITEM_DEFAULT_DURATION_S,
    styles: {},
  };
}

/** The section with the item appended to its playlist and to the end of `itemsOrder`. */
export function addPlaylistItem(section: Section, item: PlaylistItem): Section {
  return { ...section, playlistItems: [...section.playlistItems, item], itemsOrder: [...section.itemsOrder, item.id] };
}

/**
 * A section's playlist items in display order: as listed in `itemsOrder` (unknown or repeated ids
 * skipped), then any item `itemsOrder` does not name, in playlist order.
 */
export function itemsInOrder(section: Pick<Section, 'playlistItems' | 'itemsOrder'>): PlaylistItem[] {
  const byId = new Map(section.playlistItems.map((item) => [item.id, item]));
  const ordered: PlaylistItem[] = [];
  for (const id of section.itemsOrder) {
    const item = byId.get(id);
    if (!item) continue;
    ordered.push(item);
    byId.delete(id);
  }
  for (const item of section.playlistItems) {
    if (byId.get(item.id) !== item) continue;
    ordered.push(item);
    byId.delete(item.id);
  }
  return ordered;
}

/** Whether an item plays: deleted items are marked and hidden ones are skipped. */
export function isPlayable(item: Pick<PlaylistItem, 'hidden' | 'markAsDeleted'>): boolean {
  return !item.hidden && !item.markAsDeleted;
}

/**
 * The item a section shows first (what the scene editor draws in it): the first item in display order
 * ({@link itemsInOrder}) that plays, i.e. neither hidden nor marked deleted; null when none does.
 * @example currentItem(section)?.layers ?? []
 */
export function currentItem(section: Pick<Section, 'playlistItems' | 'itemsOrder'>): PlaylistItem | null {
  return itemsInOrder(section).find(isPlayable) ?? null;
}

/**
 * The items the scene editor's playlist panel lists: in display order ({@link itemsInOrder}), without those
 * marked deleted (spec: deleted items are marked and hidden; they stay stored until the scene is saved).
 */
export function listedItems(section: Pick<Section, 'playlistItems' | 'itemsOrder'>): PlaylistItem[] {
  return itemsInOrder(section).filter((item) => !item.markAsDeleted);
}

/**
 * The item `id` names in a playlist: the item itself, or its draft copy (the copy's `parentId` is `id`) once its
 * section became a draft copy and the items took new ids. Undefined when neither is there.
 */
export function findPlaylistItem(items: readonly PlaylistItem[], id: Id): PlaylistItem | undefined {
  return items.find((item) => item.id === id) ?? items.find((item) => item.parentId === id);
}

/** An item's key that survives its section's draft copy (a copy answers to its parent item's id). */
export function playlistItemKey(item: Pick<PlaylistItem, 'id' | 'parentId'>): Id {
  return item.parentId ?? item.id;
}

/**
 * The section's `itemsOrder` after moving item `id` (or its draft copy) to position `to` of the listed items
 * ({@link listedItems}, 0-based); marked-deleted items follow the listed ones (they go when the scene is saved).
 * Null when the item is not listed, `to` is outside the list or the item is already there.
 * @example reorderedItems(section, 12, 0) // item 12 first
 */
export function reorderedItems(
  section: Pick<Section, 'playlistItems' | 'itemsOrder'>,
  id: Id,
  to: number,
): Id[] | null {
  const listed = listedItems(section);
  const item = findPlaylistItem(listed, id);
  const from = item ? listed.indexOf(item) : -1;
  if (!item || from === to || !Number.isInteger(to) || to < 0 || to >= listed.length) return null;
  const ids = listed.map((entry) => entry.id);
  ids.splice(from, 1);
  ids.splice(to, 0, item.id);
  const deleted = itemsInOrder(section).filter((entry) => entry.markAsDeleted);
  return [...ids, ...deleted.map((entry) => entry.id)];
}
