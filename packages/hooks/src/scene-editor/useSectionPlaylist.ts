import type { Id } from '@screenplay/core';
import type { SceneEditorStore } from './sceneEditor.types';
import { useEffect, useState } from 'react';

/** Where the read of a section's stored playlist stands ('idle' without a server id: nothing to read). */
export type PlaylistLoad = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Reads the stored playlist of section `sectionId` into the scene editor store (`store.loadPlaylist`, in turn with
 * the playlist edits) whenever the id changes (a draft copy takes a new server id) and on `reload`. The panel lists
 * the store's section, so items another part of the editor adds (a drop on a section, then `showPlaylist`) appear
 * at once. A temporary (negative) or absent id reads nothing; failures are reported by the store.
 */
export function useSectionPlaylist(store: Pick<SceneEditorStore, 'loadPlaylist'>, sectionId: Id | null) {
  const isStored = sectionId !== null && sectionId > 0;
  const [load, setLoad] = useState<PlaylistLoad>('idle');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isStored || sectionId === null || attempt < 0) {
      setLoad('idle');
      return;
    }
    let isCurrent = true;
    setLoad('loading');
    void store.loadPlaylist(sectionId).then((isLoaded) => {
      if (isCurrent) setLoad(isLoaded ? 'ready' : 'failed');
    });
    return () => {
      isCurrent = false;
    };
  }, [store, sectionId, isStored, attempt]);
  return { load, reload: () => setAttempt((count) => count + 1) };
}

/** How long leaving the editor waits for queued section saves before giving up (ours). */
const SAVE_WAIT_MS = 10_000;

/**
 * Resolves true once the scene editor has no section edit waiting to be saved (at once when it has none),
 * false when a save fails or does not finish within 10 s: leaving the page then would drop the queued edit.
 */
export function whenSectionsSaved(
  store: Pick<SceneEditorStore, '$saveState'>,
  timeoutMs = SAVE_WAIT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let isDone = false;
    let stop: (() => void) | null = null;
    const finish = (isSaved: boolean) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      stop?.();
      resolve(isSaved);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    stop = store.$saveState.subscribe(({ status }) => {
      if (status === 'idle') finish(true);
      else if (status === 'error') finish(false);
    });
    if (isDone) stop();
  });
}
