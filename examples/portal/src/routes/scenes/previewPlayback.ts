import {
  itemAt,
  nextIndex,
  previousIndex,
  startOf,
  type PlaylistTimeline,
  type TimelinePosition,
} from '@screenplay/core';
import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Where every section of a preview is: each section's elapsed time is `offsets[i]`, plus the time
 * since `base` while playing. One clock for all sections keeps them in step; a step (next/previous)
 * moves each section to the start of its next/previous item.
 */
export interface PlaybackState {
  isPlaying: boolean;
  /** `now()` when the offsets were last taken. */
  base: number;
  offsets: readonly number[];
}

/** A playback of `count` sections, all at their first item, playing from `now`. */
export function startPlayback(count: number, now: number): PlaybackState {
  return { isPlaying: true, base: now, offsets: Array.from({ length: count }, () => 0) };
}

/** A section's elapsed time at `now`. */
export function elapsedAt(state: PlaybackState, index: number, now: number): number {
  return (state.offsets[index] ?? 0) + (state.isPlaying ? now - state.base : 0);
}

function rebase(state: PlaybackState, now: number, isPlaying: boolean): PlaybackState {
  return { isPlaying, base: now, offsets: state.offsets.map((_, index) => elapsedAt(state, index, now)) };
}

/** The playback playing (true) or paused (false) from `now`, every section where it was. */
export function setPlaying(state: PlaybackState, isPlaying: boolean, now: number): PlaybackState {
  return state.isPlaying === isPlaying ? state : rebase(state, now, isPlaying);
}

/** Every section moved to the start of its next (1) or previous (-1) item at `now`; an empty playlist stays put. */
export function step(
  state: PlaybackState,
  timelines: readonly PlaylistTimeline[],
  direction: 1 | -1,
  now: number,
): PlaybackState {
  const current = rebase(state, now, state.isPlaying);
  const offsets = current.offsets.map((elapsed, index) => {
    const timeline = timelines[index];
    const position = timeline ? itemAt(timeline, elapsed) : null;
    if (!timeline || !position) return elapsed;
    const target = direction === 1 ? nextIndex(timeline, position.index) : previousIndex(timeline, position.index);
    return startOf(timeline, target);
  });
  return { ...current, offsets };
}

/** What each section plays at `now` (null for an empty playlist). */
export function positionsAt(
  state: PlaybackState,
  timelines: readonly PlaylistTimeline[],
  now: number,
): (TimelinePosition | null)[] {
  return timelines.map((timeline, index) => itemAt(timeline, elapsedAt(state, index, now)));
}

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
 * Plays the sections' timelines in the browser: re-renders exactly when the soonest item ends (one
 * timeout, not a ticking interval), starts over when the timelines change, and obeys play, pause,
 * next and previous. `now` is injectable for tests; the default is `Date.now` (faked by Playwright's clock).
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
    if (!state.isPlaying) return;
    const remaining = positions.reduce(
      (soonest, position) => (position ? Math.min(soonest, position.remainingMs) : soonest),
      Infinity,
    );
    if (!Number.isFinite(remaining)) return;
    const timer = setTimeout(() => setClock(now()), Math.max(0, remaining));
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
    next: useCallback(() => update((current, at) => step(current, timelines, 1, at)), [update, timelines]),
    previous: useCallback(() => update((current, at) => step(current, timelines, -1, at)), [update, timelines]),
  };
}
