import { createScheduleEditorStore } from '@screenplay/hooks/schedule';
import type { ScheduleEditorStore, ScheduleEditorTarget } from '@screenplay/hooks/schedule';
import { useValue } from '@screenplay/hooks';
import { useEffect, useMemo } from 'react';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/**
 * The page's schedule editor store over a target, loaded once the target is known (null while the page
 * still loads what the target needs), and a browser warning when the tab closes with unsaved changes.
 */
export function useScheduleEditor(
  target: ScheduleEditorTarget | null,
  selectedId: number | null = null,
): ScheduleEditorStore | null {
  const { toasts } = usePortal();
  const store = useMemo(
    () => (target ? createScheduleEditorStore({ target, onError: (error) => toastError(toasts, error) }) : null),
    [target, toasts],
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
