import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** Where a load stands: running, done with its data, or failed with its error. */
export type LoaderStatus = 'loading' | 'ready' | 'error';

/** What {@link useLoader} returns; `data` is kept from the last success while `reload()` runs. */
export interface LoaderState<T> {
  status: LoaderStatus;
  /** The last loaded value; undefined before the first success and, unless `keepPreviousData`, when the dependencies change. */
  data: T | undefined;
  /** The failure of the last load, or null. */
  error: unknown;
  /** Runs the load again with the same dependencies (a retry button). */
  reload: () => void;
}

/** Options of {@link useLoader}. */
export interface LoaderOptions<T> {
  /** Called with the data of a load that is still current (not superseded, component still mounted). */
  onData?: (data: T) => void;
  /** Called with the failure of a load that is still current; stale failures are dropped silently. */
  onError?: (error: unknown) => void;
  /**
   * Keep showing the last data while a load for new dependencies runs (a list refined as the user types),
   * instead of forgetting it (another record: its data must not stand in for the new one's).
   */
  keepPreviousData?: boolean;
}

/** What a load receives: `isCurrent()` turns false once a newer load started or the component left. */
export interface LoadContext {
  isCurrent: () => boolean;
}

/**
 * Runs `load` when `deps` change (and on `reload()`), and reports only the answer of the latest run:
 * an answer that arrives after the dependencies changed, or after the component unmounted, is dropped,
 * so a slow first answer never overwrites a fast second one.
 *
 * @example
 * const scene = useLoader(async () => (await api.call(SCENES_API.get, { params: { id: sceneId } })).data, [api, sceneId], { onError: (e) => toastError(toasts, e) });
 * if (scene.status === 'error') return <Retry onClick={scene.reload} />;
 */
export function useLoader<T>(
  load: (context: LoadContext) => Promise<T>,
  deps: DependencyList,
  options: LoaderOptions<T> = {},
): LoaderState<T> {
  const [state, setState] = useState<Omit<LoaderState<T>, 'reload'>>({
    status: 'loading',
    data: undefined,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const startedAttempt = useRef(attempt);
  // The latest callbacks, read when an answer arrives: they are new functions on every render.
  const latest = useRef({ load, options });
  latest.current = { load, options };

  // `deps` are the caller's, as with useEffect; `attempt` adds the reloads.
  useEffect(() => {
    let isCurrent = true;
    const context: LoadContext = { isCurrent: () => isCurrent };
    const isReload = startedAttempt.current !== attempt;
    startedAttempt.current = attempt;
    const keepsData = isReload || latest.current.options.keepPreviousData === true;
    setState((previous) => ({ status: 'loading', data: keepsData ? previous.data : undefined, error: null }));
    latest.current.load(context).then(
      (data) => {
        if (!isCurrent) return;
        setState({ status: 'ready', data, error: null });
        latest.current.options.onData?.(data);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setState((previous) => ({ ...previous, status: 'error', error }));
        latest.current.options.onError?.(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
