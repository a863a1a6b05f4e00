import { useValue } from '@screenplay/hooks';
import type { ScheduleEditorStore } from '@screenplay/hooks/schedule';
import { useEffect } from 'react';

/** Warns before the tab closes or reloads while `store` holds edits that are not saved (`isEnabled` false: never). */
export function useUnsavedWarning(store: ScheduleEditorStore, isEnabled = true): void {
  const isDirty = useValue(store.$isDirty);
  useEffect(() => {
    if (!isDirty || !isEnabled) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isEnabled]);
}
