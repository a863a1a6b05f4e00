import { itemAt, nextIndex, previousIndex, startOf } from './preview';
import type { PlaybackState, PlaylistTimeline, TimelinePosition } from './preview.types';

/** A playback of `count` sections, all at their first item, playing from `now`. */
export function startPlayback(count: number, now: number): PlaybackState {
  return { isPlaying: true, base: now, offsets: Array.from({ length: count }, () => 0) };
}

/** A section's elapsed time at `now`. */
export function elapsedAt(state: PlaybackState, index: number, now: number): number {
  return (state.offsets[index] ?? 0) + (state.isPlaying ? now - state.base : 0);
}

/** The same positions taken at `now`, playing or not from there. */
function rebase(state: PlaybackState, now: number, isPlaying: boolean): PlaybackState {
  return { isPlaying, base: now, offsets: state.offsets.map((_, index) => elapsedAt(state, index, now)) };
}

/** The playback playing (true) or paused (false) from `now`, every section where it was. */
export function setPlaying(state: PlaybackState, isPlaying: boolean, now: number): PlaybackState {
  return state.isPlaying === isPlaying ? state : rebase(state, now, isPlaying);
}

/** Every section moved to the start of its next (1) or previous (-1) item at `now`; an empty playlist stays put. */
export function stepPlayback(
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

/** Milliseconds until the soonest section switches items, or null when nothing will (paused, or all empty). */
export function nextSwitchIn(state: PlaybackState, positions: readonly (TimelinePosition | null)[]): number | null {
  if (!state.isPlaying) return null;
  const soonest = positions.reduce(
    (least, position) => (position ? Math.min(least, position.remainingMs) : least),
    Number.POSITIVE_INFINITY,
  );
  return Number.isFinite(soonest) ? Math.max(0, soonest) : null;
}
