import { useCallback, useEffect, useRef } from 'react';

/** A single cancellable timer owned by a component: scheduling replaces the pending callback, unmounting cancels it. */
export function useTimeout(): { schedule: (callback: () => void, delayMs: number) => void; cancel: () => void } {
  const handle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (handle.current !== null) clearTimeout(handle.current);
    handle.current = null;
  }, []);
  const schedule = useCallback(
    (callback: () => void, delayMs: number) => {
      cancel();
      handle.current = setTimeout(() => {
        handle.current = null;
        callback();
      }, delayMs);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
