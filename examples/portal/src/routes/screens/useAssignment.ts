import type { SceneSummary } from '@screenplay/core';
import type { ScreenSceneDto } from '@screenplay/core/screens';
import { FOLDERS_API } from '@screenplay/core/contract';
import { useLoader, useValue, type LoaderStatus } from '@screenplay/hooks';
import { createScreensStore, screensCalls, type ListedScreen } from '@screenplay/hooks/screens';
import { useEffect, useMemo, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useScreensRealtime } from '../../shared/screens/useScreensRealtime';

/** What both assignment pages load: the tenant's screens and scenes (spec §7 `GET folders/screens`, `folders/scenes`). */
export interface AssignmentListing {
  /** The screens as the screens list keeps them: status, content version and syncs live. */
  screens: readonly ListedScreen[];
  scenes: SceneSummary[];
}

/** The listing of an assignment page: loading until screens and scenes are both in; `reload()` lists both again. */
export interface AssignmentListingState {
  status: LoaderStatus;
  data: AssignmentListing | undefined;
  reload: () => void;
}

/**
 * The calls and listing of an assignment page: the screens and the scenes, and the toasts of assign/unassign. Every
 * change reloads the listing, so the page shows the server's word on what is assigned. The screens come from a
 * screens store kept live on `customer:{id}:screens`, as on /screens, so a screen's status and its scenes' sync
 * follow the player (issue 24: 'Content Loading' stood minutes after the player was Live, read once on opening).
 */
export function useAssignment() {
  const { api, toasts } = usePortal();
  const calls = useMemo(() => screensCalls(api), [api]);
  const [store] = useState(() => createScreensStore({ api, onError: (error) => toastError(toasts, error) }));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  useScreensRealtime(store);
  const screensStatus = useValue(store.$status);
  const screens = useValue(store.$screens);
  const scenes = useLoader(async () => (await api.call(FOLDERS_API.scenes)).data.scenes, [api], {
    onError: (error) => toastError(toasts, error),
  });
  const isScreensIn = screensStatus === 'ready' || (screensStatus === 'loading' && screens.length > 0);
  const listing: AssignmentListingState = {
    status:
      screensStatus === 'error' || scenes.status === 'error'
        ? 'error'
        : isScreensIn && scenes.status === 'ready'
          ? 'ready'
          : 'loading',
    data: isScreensIn && scenes.data ? { screens, scenes: scenes.data } : undefined,
    reload: () => {
      void store.load();
      scenes.reload();
    },
  };
  /** Runs a change, then says so and lists again; a refusal is a toast. */
  const change = async (work: () => Promise<unknown>, messageKey: 'assignment.done' | 'assignment.removed') => {
    try {
      await work();
      toasts.show({ type: 'INFO', messageKey });
      return true;
    } catch (error) {
      toastError(toasts, error);
      return false;
    }
  };
  /** Deletes every schedule that puts `sceneId` on `screenId` (found through `GET screens/{id}/scenes`). */
  const unassignScene = async (screenId: number, sceneId: number, known?: readonly ScreenSceneDto[]) => {
    const scenes = known ?? (await calls.screenScenes(screenId));
    const schedules = scenes.find((scene) => scene.id === sceneId)?.schedules ?? [];
    for (const schedule of schedules) await calls.unassign(screenId, schedule.id);
  };
  return { calls, listing, change, unassignScene };
}
