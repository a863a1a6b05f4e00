import { newPlaylistItem } from '@screenplay/core';
import type { Id, PlaylistItem, Section } from '@screenplay/core';
import type { ApiClient } from '../api/api.types';
import { draftItemId } from '../scene-editor/playlistDraft';
import { notFoundError } from './layerErrors';
import type { LayerRepository, PlaylistItemDocument } from './layerRepository.types';
import { PLAYLIST_ITEMS_API } from '@screenplay/core/contract';

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

/** Options of {@link createApiPlaylistItemRepository}. */
export interface PlaylistItemRepositoryOptions {
  /**
   * The draft section that takes the writes (ARCHITECTURE.md "One publishing rule": a published section answers 409
   * to item writes), asked once, at the first save: e.g. `resolvePlaylistDraft` for a page, the scene editor store's
   * `playlistDraft` for a drop. Without it the writes go to the section itself (a draft already).
   */
  draft?: () => Promise<(ItemSection & Pick<Section, 'playlistItems'>) | null>;
}

/**
 * Creates the repository of one section's playlist items on the product API: `GET sections/{s}/playlistitems`
 * (the item picked by id; errors.notFound when it is not there), `POST sections/{s}/playlistitems` with the layers
 * and duration of a new item, `PATCH sections/{s}/playlistitems/{id}` with the layers and duration otherwise.
 * With `options.draft` the first save finds (or makes) the section's draft and writes there from then on, an item
 * of the published section becoming its copy in the draft; the saved document's `sectionId` says where it is.
 * Every answer is `{ data: PlaylistItem }` (`{ data: PlaylistItem[] }` for the list).
 * @example
 * const editor = createLayerEditorStore({
 *   repository: createApiPlaylistItemRepository(api, section, {
 *     draft: () => resolvePlaylistDraft(createApiSceneRepository(api), sceneId, section.id),
 *   }),
 * });
 */
export function createApiPlaylistItemRepository(
  api: ApiClient,
  section: ItemSection,
  options: PlaylistItemRepositoryOptions = {},
): LayerRepository<PlaylistItemDocument> {
  let target = section;
  let isDrafted = options.draft === undefined;
  const inSection = () => ({ s: target.id });

  /** The draft to write to, the document's item id as the draft knows it (null: new). */
  async function draftFor(itemId: Id | null): Promise<Id | null> {
    if (isDrafted || !options.draft) return itemId;
    const draft = await options.draft();
    if (!draft) throw notFoundError();
    const copy = itemId === null ? null : draftItemId(draft, itemId);
    if (itemId !== null && copy === null) throw notFoundError();
    target = { id: draft.id, width: draft.width, height: draft.height };
    isDrafted = true;
    return copy;
  }

  return {
    async load(itemId: Id) {
      // The API lists a section's items (spec §7 "GET sections/{s}/playlistitems"); there is no call for one item.
      const { data } = await api.call(PLAYLIST_ITEMS_API.list, { params: inSection() });
      const item = data.find((candidate) => candidate.id === itemId);
      if (!item) throw notFoundError();
      return playlistItemDocument(target, item);
    },
    async save(document) {
      const { layers, duration } = document;
      const itemId = await draftFor(document.id);
      if (itemId === null) {
        const { parentId, hidden, styles } = document;
        const body = { layers, duration, parentId, hidden, styles };
        const { data } = await api.call(PLAYLIST_ITEMS_API.create, { params: inSection(), body });
        return playlistItemDocument(target, data);
      }
      const params = { ...inSection(), id: itemId };
      const { data } = await api.call(PLAYLIST_ITEMS_API.update, { params, body: { layers, duration } });
      return playlistItemDocument(target, data);
    },
  };
}
