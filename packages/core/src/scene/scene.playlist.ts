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
