import { leafSections, type Scene, type Section } from '@screenplay/core';
import { SCENES_API } from '@screenplay/core/contract';
import { ApiError, useLoader } from '@screenplay/hooks';
import { usePortal } from '../app/PortalContext';
import { toastError } from '../app/toastError';

/** A scene read for the preview and details pages: loading, loaded, or missing (not found, foreign, or failed). */
export type SceneLoad =
  | { status: 'loading'; scene: null }
  | { status: 'ready'; scene: Scene }
  | { status: 'missing'; scene: null };

/**
 * Reads `GET scenes/{id}` once per id. A 403/404 shows the page's own "not found" text; any other
 * failure is also toasted (the error catalogue); the loading flag is reset either way (spec).
 */
export function useSceneRecord(sceneId: number): SceneLoad {
  const { api, toasts } = usePortal();
  const isId = Number.isSafeInteger(sceneId) && sceneId > 0;
  const record = useLoader(
    async () => (isId ? (await api.call(SCENES_API.get, { params: { id: sceneId } })).data : null),
    [api, sceneId, isId],
    {
      onError: (error) => {
        const isExpected = error instanceof ApiError && (error.status === 404 || error.status === 403);
        if (!isExpected) toastError(toasts, error);
      },
    },
  );
  if (!isId) return { status: 'missing', scene: null };
  if (record.status === 'loading') return { status: 'loading', scene: null };
  return record.data ? { status: 'ready', scene: record.data } : { status: 'missing', scene: null };
}

/**
 * The sections a preview plays, bottom to top: the scene as the editor shows it (a draft copy stands
 * in for its parent, so unsaved edits can be previewed), without hidden or deleted sections.
 */
export function previewSections(scene: Scene): Section[] {
  return leafSections(scene.sections)
    .filter((section) => !section.hidden && !section.markAsDeleted)
    .sort((a, b) => a.order - b.order);
}
