import type { PlaylistItem } from '../scene';

/** One playable item of a section's playlist, with where it starts in the loop. */
export interface TimelineEntry {
  item: PlaylistItem;
  /** How long the item plays, in milliseconds (an item with no duration plays the default 60 s). */
  durationMs: number;
  /** When the item starts, in milliseconds from the start of the playlist. */
  startMs: number;
}

/** A section's playlist as it plays: visible, not deleted items in `itemsOrder`, looping. */
export interface PlaylistTimeline {
  entries: readonly TimelineEntry[];
  /** The length of one loop in milliseconds (0 for an empty playlist). */
  totalMs: number;
}

/** What plays at a moment of a timeline. */
export interface TimelinePosition {
  /** The entry's index in the timeline. */
  index: number;
  item: PlaylistItem;
  /** Milliseconds until the next item starts. */
  remainingMs: number;
}

/** A command a remote control sends to a preview (`status` asks it to report its state at once). */
export type PreviewCommandName = 'play' | 'pause' | 'next' | 'previous' | 'status';

/** A control message on `scene-preview:{sceneId}`, addressed to one preview by its uid. */
export interface PreviewCommand {
  uid: string;
  command: PreviewCommandName;
}

/** What one section of a preview is showing. */
export interface PreviewSectionState {
  id: number;
  name: string;
  /** The index of the playing item, or -1 when the section's playlist is empty. */
  index: number;
  /** How many items the section plays. */
  count: number;
  /** A short description of the playing item (its first text), or null when it has none. */
  summary: string | null;
}

/** The state a preview publishes on `scene-preview:{sceneId}`. */
export interface PreviewState {
  uid: string;
  sceneId: number;
  sceneName: string;
  isPlaying: boolean;
  sections: PreviewSectionState[];
}

/**
 * Where every section of a preview is: each section's elapsed time is `offsets[i]`, plus the time
 * since `base` while playing. One clock for all sections keeps them in step; a step (next/previous)
 * moves each section to the start of its next/previous item.
 */
export interface PlaybackState {
  isPlaying: boolean;
  /** The clock's time (ms) when the offsets were last taken. */
  base: number;
  offsets: readonly number[];
}
