import type { Id, Scene } from '@screenplay/core';
import { ApiError, createMemorySceneRepository, type MemorySceneRepository } from '@screenplay/hooks';
import { type LayerRepository, type PlaylistItemDocument, playlistItemDocument } from '@screenplay/hooks/layers';

const STORAGE_KEY = 'acme-signage.scenes';
/** The one scene this app edits; a browser with nothing stored starts with it empty. */
export const SCENE_ID: Id = 1;
const FIRST_SCENE: Scene = {
  ...{ id: SCENE_ID, name: 'Lobby screen', width: 1920, height: 1080, ratio: '16:9', draft: false, sections: [] },
  ...{ tags: [], folderIds: [], screensCount: 0, updatedAt: '', updatedBy: null, thumbnail: null },
};

/**
 * A `SceneRepository` over localStorage: the kit's memory repository (the server's draft and save rules), loaded
 * from storage and written back after every call that changes something, so a reload finds what was left.
 */
export function createLocalSceneRepository(storage: Storage = localStorage): MemorySceneRepository {
  const stored = storage.getItem(STORAGE_KEY);
  const memory = createMemorySceneRepository(stored ? (JSON.parse(stored) as Scene[]) : [FIRST_SCENE]);
  const persist = <R>(result: R): R => {
    storage.setItem(STORAGE_KEY, JSON.stringify([memory.peek(SCENE_ID)]));
    return result;
  };
  // Every call but `peek` is followed by a write: simpler than listing the ones that change something.
  const repository = { ...memory };
  for (const [name, call] of Object.entries(memory) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    if (name !== 'peek') Object.assign(repository, { [name]: (...args: unknown[]) => call(...args).then(persist) });
  }
  return repository;
}

/** The item editor's repository: one section's playlist items, kept in the same scenes. */
export function sectionItems(scenes: MemorySceneRepository, sectionId: Id): LayerRepository<PlaylistItemDocument> {
  const section = () => scenes.loadSection(SCENE_ID, sectionId);
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
