import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

/**
 * Reads a signal in a React component through useSyncExternalStore, so the component re-renders when that
 * signal changes and never for any other (no signals Babel transform needed).
 * @example
 * const user = useValue(session.$user);
 */
export function useValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // signal.subscribe runs its callback once at once; React already reads the snapshot, so skip that run.
      let isFirst = true;
      return source.subscribe(() => {
        if (isFirst) isFirst = false;
        else onChange();
      });
    },
    [source],
  );
  const getSnapshot = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
