import type { Folder, SceneSummary } from '@screenplay/core';
import type { ApiClient } from '../api/api.types';

/** What the Scenes screen lists: the tenant's scene folders and scenes (`GET folders/scenes`). */
export interface ScenesListing {
  folders: Folder[];
  scenes: SceneSummary[];
}

/** The Scenes screen's scene calls (spec §7); its folders go through the library's folder store. */
export function scenesCalls(api: ApiClient) {
  return {
    list: async () => (await api.get<{ data: ScenesListing }>('folders/scenes')).data,
    rename: (id: number, name: string) => api.patch(`scenes/${id}`, { name }),
    copy: (id: number, folderId: number, name: string) => api.post(`scenes/${id}/copy/${folderId}`, { name }),
    move: (id: number, from: number | null, to: number) => api.post(`scenes/${id}/move`, { from, to }),
    remove: (id: number) => api.delete(`scenes/${id}`),
  };
}

/** What {@link scenesCalls} returns. */
export type ScenesCalls = ReturnType<typeof scenesCalls>;
