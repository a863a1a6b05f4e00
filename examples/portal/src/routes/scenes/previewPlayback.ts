import {
  nextSwitchIn,
  positionsAt,
  setPlaying,
  startPlayback,
  stepPlayback,
  type PlaybackState,
  type PlaylistTimeline,
  type TimelinePosition,
} from '@screenplay/core';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** The playback's actions. */
export interface PreviewPlayback {
  isPlaying: boolean;
  positions: (TimelinePosition | null)[];
  play(): void;
  pause(): void;
  toggle(): void;
  next(): void;
  previous(): void;
}

/**
 * Plays the sections' timelines in the browser with core's playback rules: re-renders exactly when the
 * soonest item ends (one timeout, not a ticking interval), starts over when the timelines change, and obeys
 * play, pause, next and previous. `now` is injectable for tests; the default is `Date.now` (faked by
 * Playwright's clock).
 */
export function usePreviewPlayback(
  timelines: readonly PlaylistTimeline[],
  now: () => number = Date.now,
): PreviewPlayback {
  const [state, setState] = useState<PlaybackState>(() => startPlayback(timelines.length, now()));
  const [clock, setClock] = useState(() => now());
  useEffect(() => {
    const at = now();
    setState(startPlayback(timelines.length, at));
    setClock(at);
  }, [timelines, now]);

  const positions = useMemo(() => positionsAt(state, timelines, clock), [state, timelines, clock]);
  useEffect(() => {
    const wait = nextSwitchIn(state, positions);
    if (wait === null) return;
    const timer = setTimeout(() => setClock(now()), wait);
    return () => clearTimeout(timer);
  }, [state, positions, now]);

  const update = useCallback(
    (change: (current: PlaybackState, at: number) => PlaybackState) => {
      const at = now();
      setState((current) => change(current, at));
      setClock(at);
    },
    [now],
  );
  return {
    isPlaying: state.isPlaying,
    positions,
    play: useCallback(() => update((current, at) => setPlaying(current, true, at)), [update]),
    pause: useCallback(() => update((current, at) => setPlaying(current, false, at)), [update]),
    toggle: useCallback(() => update((current, at) => setPlaying(current, !current.isPlaying, at)), [update]),
    next: useCallback(() => update((current, at) => stepPlayback(current, timelines, 1, at)), [update, timelines]),
    previous: useCallback(() => update((current, at) => stepPlayback(current, timelines, -1, at)), [update, timelines]),
  };
}
