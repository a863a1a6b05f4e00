import type { Folder, SceneSummary } from '@screenplay/core';
import { FOLDERS_API, SCENES_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** What the Scenes screen lists: the tenant's scene folders and scenes (`GET folders/scenes`). */
export interface ScenesListing {
  folders: Folder[];
  scenes: SceneSummary[];
}

/** The Scenes screen's scene calls (spec §7); its folders go through the library's folder store. */
export function scenesCalls(api: ApiClient) {
  return {
    list: async (): Promise<ScenesListing> => (await api.call(FOLDERS_API.scenes)).data,
    rename: (id: number, name: string) => api.call(SCENES_API.update, { params: { id }, body: { name } }),
    copy: (id: number, folderId: number, name: string) =>
      api.call(SCENES_API.copy, { params: { id, folder: folderId }, body: { name } }),
    move: (id: number, from: number | null, to: number) =>
      api.call(SCENES_API.move, { params: { id }, body: { from, to } }),
    remove: (id: number) => api.call(SCENES_API.remove, { params: { id } }),
  };
}

/** What {@link scenesCalls} returns. */
export type ScenesCalls = ReturnType<typeof scenesCalls>;
