import { useEffect, useMemo, useRef } from 'react';
import type { ApiError } from '../../api/ApiError';
import { createScheduleEditorStore } from './createScheduleEditorStore';
import type { ScheduleEditorStore } from './scheduleEditor.types';
import type { ScheduleOwner, ScheduleRepository } from './scheduleRepository.types';

/** Options of {@link useScheduleEditorStore}. */
export interface UseScheduleEditorStoreOptions {
  repository: ScheduleRepository;
  /** Whose schedules; null while the host still loads what it needs to know them (no store then). */
  owner: ScheduleOwner | null;
  /** The stored schedule to select once loaded (`:scheduleId`). */
  selectedId?: number | null;
  /** A failed load other than 403/404 (the portal shows a toast). */
  onError?: (error: ApiError) => void;
}

/**
 * A schedule editor store over `repository`'s schedules of `owner`, created and loaded once per repository and
 * owner (an owner equal by value keeps its store), then the stored schedule `selectedId` selected.
 * @example
 * const store = useScheduleEditorStore({ repository, owner: { kind: 'playlistItem', sectionId: 4, itemId: 9 } });
 */
export function useScheduleEditorStore({
  repository,
  owner,
  selectedId = null,
  onError,
}: UseScheduleEditorStoreOptions): ScheduleEditorStore | null {
  const ownerKey = owner ? JSON.stringify(owner) : null;
  // The latest onError is called when a load fails, without a new store for a new callback.
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner's value (ownerKey) names the store
  const store = useMemo(
    () =>
      owner ? createScheduleEditorStore({ repository, owner, onError: (error) => onErrorRef.current?.(error) }) : null,
    [repository, ownerKey],
  );
  useEffect(() => {
    if (!store) return;
    void store.load().then((isLoaded) => {
      if (isLoaded && selectedId !== null) store.selectStored(selectedId);
    });
  }, [store, selectedId]);
  return store;
}
