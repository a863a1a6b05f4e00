import type { Id, PlaylistItem } from '@screenplay/core';
import { useLoader, type LoaderState, type SceneEditorStore } from '@screenplay/hooks';
import { useCallback, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/** Where a section's playlist stands: not asked (no stored section), loading, listed, or failed. */
export type PlaylistLoad =
  | { status: 'idle'; items: null }
  | { status: 'loading'; items: null }
  | { status: 'ready'; items: PlaylistItem[] }
  | { status: 'failed'; items: null };

/** The playlist's state from its loader, without the items deleted since it arrived. */
function playlistLoad(
  isStored: boolean,
  listed: LoaderState<PlaylistItem[] | null>,
  removedIds: readonly Id[],
): PlaylistLoad {
  if (!isStored) return { status: 'idle', items: null };
  if (listed.status === 'loading') return { status: 'loading', items: null };
  if (listed.status === 'error' || !listed.data) return { status: 'failed', items: null };
  return { status: 'ready', items: listed.data.filter((item) => !removedIds.includes(item.id)) };
}

/**
 * The items of a stored section (`GET sections/{s}/playlistitems`), asked again when the section id changes (a
 * draft copy takes a new server id) or on `reload`; `remove` deletes one (`DELETE sections/{s}/playlistitems/{id}`)
 * and lists the rest. A temporary (negative) or absent section id asks nothing. Failures are toasted.
 */
export function useSectionPlaylist(sectionId: Id | null) {
  const { api, toasts } = usePortal();
  const isStored = sectionId !== null && sectionId > 0;
  // Items deleted since the list arrived; a new list (another section, a reload) starts afresh.
  const [removedIds, setRemovedIds] = useState<readonly Id[]>([]);
  const listed = useLoader(
    async () =>
      isStored ? (await api.get<{ data: PlaylistItem[] }>(`sections/${sectionId}/playlistitems`)).data : null,
    [api, sectionId, isStored],
    { onData: () => setRemovedIds([]), onError: (error) => toastError(toasts, error) },
  );
  const load = playlistLoad(isStored, listed, removedIds);
  const { reload } = listed;
  const remove = useCallback(
    async (itemId: Id): Promise<boolean> => {
      if (!isStored) return false;
      try {
        await api.delete(`sections/${sectionId}/playlistitems/${itemId}`);
      } catch (error) {
        toastError(toasts, error);
        return false;
      }
      setRemovedIds((ids) => [...ids, itemId]);
      return true;
    },
    [api, toasts, sectionId, isStored],
  );
  return { load, reload, remove };
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
