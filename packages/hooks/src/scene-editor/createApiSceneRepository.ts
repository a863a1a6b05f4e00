import { SCENE_ERROR_CODES, type PlaylistItem, type Scene, type Section, type Tag } from '@screenplay/core';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';
import type { AnimationType, SceneRepository } from './sceneRepository.types';
import type { Envelope } from '@screenplay/core/contract';

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
    load: (sceneId) => data(api.get<Envelope<Scene>>(`scenes/${sceneId}`)),
    loadSection: (sceneId, sectionId) => data(api.get<Envelope<Section>>(`scenes/${sceneId}/sections/${sectionId}`)),
    createSection: (sceneId, section) =>
      data(api.post<Envelope<Section>>(`scenes/${sceneId}/sections`, toCreateWire(section))),
    updateSection: (sceneId, section) =>
      data(api.patch<Envelope<Section>>(`scenes/${sceneId}/sections/${section.id}`, toUpdateWire(section))),
    updateSections: (sceneId, sections) =>
      data(api.patch<Envelope<Section[]>>(`scenes/${sceneId}/sections`, { sections: sections.map(toUpdateWire) })),
    async revertSection(sceneId, sectionId) {
      await api.delete(`scenes/${sceneId}/sections/${sectionId}/cancel`);
    },
    cancelScene: (sceneId) => data(api.post<Envelope<Scene>>(`scenes/${sceneId}/cancel`)),
    saveScene: (sceneId, input) =>
      data(api.patch<Envelope<Scene>>(`scenes/${sceneId}`, { ...input, sections: input.sections.map(toUpdateWire) })),
    createPlaylistItem: (sectionId, item) =>
      data(api.post<Envelope<PlaylistItem>>(`sections/${sectionId}/playlistitems`, item)),
    updatePlaylistItem: (sectionId, item) =>
      data(api.patch<Envelope<PlaylistItem>>(`sections/${sectionId}/playlistitems/${item.id}`, item)),
    async deletePlaylistItem(sectionId, itemId) {
      await api.delete(`sections/${sectionId}/playlistitems/${itemId}`);
    },
    movePlaylistItem: (sectionId, itemId, toSectionId) =>
      data(
        api.post<Envelope<PlaylistItem>>(`sections/${sectionId}/playlistitems/${itemId}/move`, {
          sectionId: toSectionId,
        }),
      ),
    searchTags: (search) => data(api.get<Envelope<Tag[]>>('tags', { params: { search } })),
    animationTypes: () => data(api.get<Envelope<AnimationType[]>>('sections/animations/types')),
  };
}
