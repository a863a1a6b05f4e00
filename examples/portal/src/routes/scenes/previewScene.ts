import { leafSections, type Scene, type Section } from '@screenplay/core';
import { ApiError } from '@screenplay/hooks';
import { useEffect, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

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
  const [load, setLoad] = useState<SceneLoad>({ status: 'loading', scene: null });
  useEffect(() => {
    let isCurrent = true;
    setLoad({ status: 'loading', scene: null });
    if (!Number.isSafeInteger(sceneId) || sceneId <= 0) {
      setLoad({ status: 'missing', scene: null });
      return;
    }
    api.get<{ data: Scene }>(`scenes/${sceneId}`).then(
      ({ data }) => isCurrent && setLoad({ status: 'ready', scene: data }),
      (error: unknown) => {
        if (!isCurrent) return;
        const isExpected = error instanceof ApiError && (error.status === 404 || error.status === 403);
        if (!isExpected) toastError(toasts, error);
        setLoad({ status: 'missing', scene: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, toasts, sceneId]);
  return load;
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
