import { createApiScheduleRepository, createScheduleEditorStore } from '@screenplay/hooks/schedule';
import type { ScheduleEditorStore, ScheduleOwner } from '@screenplay/hooks/schedule';
import { useValue } from '@screenplay/hooks';
import { useEffect, useMemo } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/**
 * The page's schedule editor store over the API's schedules of `owner`, loaded once the owner is known (null
 * while the page still loads what it needs).
 */
export function useScheduleEditor(
  owner: ScheduleOwner | null,
  selectedId: number | null = null,
): ScheduleEditorStore | null {
  const { api, toasts } = usePortal();
  const store = useMemo(
    () =>
      owner
        ? createScheduleEditorStore({
            repository: createApiScheduleRepository(api),
            owner,
            onError: (error) => toastError(toasts, error),
          })
        : null,
    [api, owner, toasts],
  );
  useEffect(() => {
    if (!store) return;
    void store.load().then((isLoaded) => {
      if (isLoaded && selectedId !== null) store.selectStored(selectedId);
    });
  }, [store, selectedId]);
  return store;
}

/** Warns before the tab closes or reloads while `store` holds edits that are not saved. */
export function useUnsavedWarning(store: ScheduleEditorStore): void {
  const isDirty = useValue(store.$isDirty);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
