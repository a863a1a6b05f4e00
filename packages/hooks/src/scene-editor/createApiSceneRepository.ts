import { SCENE_ERROR_CODES, type Section } from '@screenplay/core';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';
import type { SceneRepository } from './sceneRepository.types';
import { type Envelope, PLAYLIST_ITEMS_API, SCENES_API, SECTIONS_API, TAGS_API } from '@screenplay/core/contract';

/** The section fields an update or a scene save carries (playlist items have calls of their own). */
export type SectionUpdateWire = Pick<
  Section,
  | 'id'
  | 'name'
  | 'top'
  | 'left'
  | 'width'
  | 'height'
  | 'hidden'
  | 'ratio'
  | 'itemsOrder'
  | 'background'
  | 'order'
  | 'markAsDeleted'
  | 'animation'
>;

/** A section as `PATCH scenes/{id}/sections[/{sid}]` and `PATCH scenes/{id}` take it: its id and editable fields. */
export function toUpdateWire(section: Section): SectionUpdateWire {
  const { id, name, top, left, width, height, hidden, ratio, itemsOrder, background, order, markAsDeleted } = section;
  const animation = section.animation ?? null;
  return { id, name, top, left, width, height, hidden, ratio, itemsOrder, background, order, markAsDeleted, animation };
}

/** A new section as `POST scenes/{id}/sections` takes it: no id (a temporary one means nothing to the server), no client-only fields. */
function toCreateWire(section: Section): Omit<Section, 'id' | 'draft' | 'needToUpdate'> {
  const { id: _id, draft: _draft, needToUpdate: _needToUpdate, ...wire } = section;
  return wire;
}

/**
 * Creates the scene repository on the product API (`/api/v1` scenes, sections, playlist items, tags),
 * unwrapping every `{ data }` answer; failures reject with the client's `ApiError` (a 422
 * `sceneEditor.invalidSceneData` carries that key as its `messageKey`).
 * @example
 * const editor = createSceneEditorStore({ repository: createApiSceneRepository(api), clientId: crypto.randomUUID() });
 */
export function createApiSceneRepository(api: ApiClient): SceneRepository {
  async function data<T>(request: Promise<Envelope<T>>): Promise<T> {
    try {
      return (await request).data;
    } catch (reason) {
      // A refused scene shows its own message rather than the status's generic one.
      if (reason instanceof ApiError && reason.code === SCENE_ERROR_CODES.invalidSceneData)
        throw reason.withMessageKey(SCENE_ERROR_CODES.invalidSceneData);
      throw reason;
    }
  }

  return {
    load: (sceneId) => data(api.call(SCENES_API.get, { params: { id: sceneId } })),
    loadSection: (sceneId, sectionId) =>
      data<Section>(api.call(SECTIONS_API.get, { params: { id: sceneId, sid: sectionId } })),
    createSection: (sceneId, section) =>
      data<Section>(api.call(SECTIONS_API.create, { params: { id: sceneId }, body: toCreateWire(section) })),
    updateSection: (sceneId, section) =>
      data<Section>(
        api.call(SECTIONS_API.update, { params: { id: sceneId, sid: section.id }, body: toUpdateWire(section) }),
      ),
    updateSections: (sceneId, sections) =>
      data<Section[]>(
        api.call(SECTIONS_API.updateMany, { params: { id: sceneId }, body: { sections: sections.map(toUpdateWire) } }),
      ),
    async revertSection(sceneId, sectionId) {
      await api.call(SECTIONS_API.revert, { params: { id: sceneId, sid: sectionId } });
    },
    cancelScene: (sceneId) => data(api.call(SCENES_API.cancel, { params: { id: sceneId } })),
    saveScene: (sceneId, input) =>
      data(
        api.call(SCENES_API.update, {
          params: { id: sceneId },
          body: { ...input, sections: input.sections.map(toUpdateWire) },
        }),
      ),
    createPlaylistItem: (sectionId, item) =>
      data(api.call(PLAYLIST_ITEMS_API.create, { params: { s: sectionId }, body: item })),
    updatePlaylistItem: (sectionId, item) =>
      data(api.call(PLAYLIST_ITEMS_API.update, { params: { s: sectionId, id: item.id }, body: item })),
    async deletePlaylistItem(sectionId, itemId) {
      await api.call(PLAYLIST_ITEMS_API.remove, { params: { s: sectionId, id: itemId } });
    },
    movePlaylistItem: (sectionId, itemId, toSectionId) =>
      data(
        api.call(PLAYLIST_ITEMS_API.move, {
          params: { s: sectionId, id: itemId },
          body: { sectionId: toSectionId },
        }),
      ),
    searchTags: (search) => data(api.call(TAGS_API.search, { query: { search } })),
    animationTypes: async () => [...(await data(api.call(SECTIONS_API.animationTypes)))],
  };
}
