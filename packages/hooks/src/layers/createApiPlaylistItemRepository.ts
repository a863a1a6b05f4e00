import { newPlaylistItem } from '@screenplay/core';
import type { Id, PlaylistItem, Section } from '@screenplay/core';
import type { ApiClient } from '../api/api.types';
import { notFoundError } from './layerErrors';
import type { LayerRepository, PlaylistItemDocument } from './layerRepository.types';

interface Envelope<T> {
  data: T;
}

/** The section a playlist item is edited in: its id and its size (the editor's canvas). */
export type ItemSection = Pick<Section, 'id' | 'width' | 'height'>;

/**
 * The document of a playlist item in its section; without an item, a new one (id null, playing 60 s, core's
 * `newPlaylistItem`). A temporary (negative) item id counts as new: the first save creates the item.
 */
export function playlistItemDocument(
  section: ItemSection,
  item: PlaylistItem = newPlaylistItem(0),
): PlaylistItemDocument {
  const { id, ...fields } = item;
  return { ...fields, id: id > 0 ? id : null, sectionId: section.id, width: section.width, height: section.height };
}

/**
 * Creates the repository of one section's playlist items on the product API: `GET sections/{s}/playlistitems`
 * (the item picked by id; errors.notFound when it is not there), `POST sections/{s}/playlistitems` with the layers
 * and duration of a new item, `PATCH sections/{s}/playlistitems/{id}` with the layers and duration otherwise.
 * Every answer is `{ data: PlaylistItem }` (`{ data: PlaylistItem[] }` for the list).
 * @example
 * const editor = createLayerEditorStore({ repository: createApiPlaylistItemRepository(api, section) });
 */
export function createApiPlaylistItemRepository(
  api: ApiClient,
  section: ItemSection,
): LayerRepository<PlaylistItemDocument> {
  const url = `sections/${section.id}/playlistitems`;
  return {
    async load(itemId: Id) {
      // The API lists a section's items (spec §7 "GET sections/{s}/playlistitems"); there is no call for one item.
      const { data } = await api.get<Envelope<PlaylistItem[]>>(url);
      const item = data.find((candidate) => candidate.id === itemId);
      if (!item) throw notFoundError();
      return playlistItemDocument(section, item);
    },
    async save(document) {
      const { layers, duration } = document;
      if (document.id === null) {
        const { parentId, hidden, styles } = document;
        const { data } = await api.post<Envelope<PlaylistItem>>(url, { layers, duration, parentId, hidden, styles });
        return playlistItemDocument(section, data);
      }
      const { data } = await api.patch<Envelope<PlaylistItem>>(`${url}/${document.id}`, { layers, duration });
      return playlistItemDocument(section, data);
    },
  };
}
