import type { Folder, SceneSummary } from '@screenplay/core';
import type { ApiClient } from '@screenplay/hooks';

/** What the Scenes screen lists: the tenant's scene folders and scenes (`GET folders/scenes`). */
export interface ScenesListing {
  folders: Folder[];
  scenes: SceneSummary[];
}

/** The Scenes screen's calls (authoring.md section 7), each answering the entity the list needs. */
export function scenesApi(api: ApiClient) {
  return {
    list: async () => (await api.get<{ data: ScenesListing }>('folders/scenes')).data,
    createFolder: async (name: string, parentId: number | null) =>
      (await api.post<{ data: Folder }>('folders', { name, parent_id: parentId, type: 'scenes' })).data,
    deleteFolder: (id: number) => api.delete(`folders/${id}`),
    rename: (id: number, name: string) => api.patch(`scenes/${id}`, { name }),
    copy: (id: number, folderId: number, name: string) => api.post(`scenes/${id}/copy/${folderId}`, { name }),
    move: (id: number, from: number | null, to: number) => api.post(`scenes/${id}/move`, { from, to }),
    remove: (id: number) => api.delete(`scenes/${id}`),
  };
}
