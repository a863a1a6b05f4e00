import type { SceneSummary } from '@screenplay/core';
import type { ScreenFoldersDto, ScreenSceneDto } from '@screenplay/core/screens';
import { useLoader } from '@screenplay/hooks';
import { screensCalls } from '@screenplay/hooks/screens';
import { useMemo } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/** What both assignment pages load: the tenant's screens and scenes (spec §7 `GET folders/screens`, `folders/scenes`). */
export interface AssignmentListing {
  screens: ScreenFoldersDto['screens'];
  scenes: SceneSummary[];
}

/**
 * The calls and listing of an assignment page: the screens and the scenes, and the toasts of assign/unassign. Every
 * change reloads the listing, so the page shows the server's word on what is assigned.
 */
export function useAssignment() {
  const { api, toasts } = usePortal();
  const calls = useMemo(() => screensCalls(api), [api]);
  const listing = useLoader(
    async (): Promise<AssignmentListing> => {
      const [screens, scenes] = await Promise.all([
        api.get<{ data: ScreenFoldersDto }>('folders/screens'),
        api.get<{ data: { scenes: SceneSummary[] } }>('folders/scenes'),
      ]);
      return { screens: screens.data.screens, scenes: scenes.data.scenes };
    },
    [api],
    { onError: (error) => toastError(toasts, error) },
  );
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
