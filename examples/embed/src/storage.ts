import type { Id, Scene } from '@screenplay/core';
import { ApiError, createMemorySceneRepository, type MemorySceneRepository } from '@screenplay/hooks';
import { type LayerRepository, type PlaylistItemDocument, playlistItemDocument } from '@screenplay/hooks/layers';

const STORAGE_KEY = 'acme-signage.scenes';

/** The one scene this app edits, as it starts on a browser that has none stored. */
export const SCENE_ID: Id = 1;
const FIRST_SCENE: Scene = {
  ...{ id: SCENE_ID, name: 'Lobby screen', width: 1920, height: 1080, ratio: '16:9', draft: false },
  ...{ sections: [], tags: [], folderIds: [], screensCount: 0, updatedAt: new Date(0).toISOString() },
  ...{ updatedBy: null, thumbnail: null },
};

/**
 * A `SceneRepository` over this browser's localStorage: the kit's memory repository (the server's draft and save
 * semantics) loaded from storage, and written back after every call that changes something, drafts included, so
 * a reload finds the editor as it was left.
 */
export function createLocalSceneRepository(storage: Storage = localStorage): MemorySceneRepository {
  const stored = storage.getItem(STORAGE_KEY);
  const memory = createMemorySceneRepository(stored ? (JSON.parse(stored) as Scene[]) : [FIRST_SCENE]);
  const persist = () => storage.setItem(STORAGE_KEY, JSON.stringify([memory.peek(SCENE_ID)]));
  const write =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      persist();
      return result;
    };
  return {
    ...memory,
    ...{ createSection: write(memory.createSection), updateSection: write(memory.updateSection) },
    ...{ updateSections: write(memory.updateSections), revertSection: write(memory.revertSection) },
    ...{ cancelScene: write(memory.cancelScene), saveScene: write(memory.saveScene) },
    ...{ createPlaylistItem: write(memory.createPlaylistItem), updatePlaylistItem: write(memory.updatePlaylistItem) },
    ...{ deletePlaylistItem: write(memory.deletePlaylistItem), movePlaylistItem: write(memory.movePlaylistItem) },
  };
}

/** The item editor's repository: the playlist items of one section, kept in the same scenes. */
export function sectionItems(scenes: MemorySceneRepository, sectionId: Id): LayerRepository<PlaylistItemDocument> {
  const section = async () => scenes.loadSection(SCENE_ID, sectionId);
  return {
    async load(itemId) {
      const found = await section();
      const item = found.playlistItems.find((candidate) => candidate.id === itemId);
      if (!item) throw new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Not found' });
      return playlistItemDocument(found, item);
    },
    async save({ id, layers, duration }) {
      const item = await (id === null
        ? scenes.createPlaylistItem(sectionId, { layers, duration })
        : scenes.updatePlaylistItem(sectionId, { id, layers, duration }));
      return playlistItemDocument(await section(), item);
    },
  };
}
