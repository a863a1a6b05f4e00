import { PLAYLIST_ITEM_DEFAULT_DURATION_S, itemsInOrder, type PlaylistItem, type Section } from '../scene';
import { isPlayable } from '../scene/scene.playlist';
import type { PlaylistTimeline, TimelineEntry, TimelinePosition } from './preview.types';

const MS_PER_S = 1000;

/** How long an item plays in milliseconds: its duration, or the default 60 s when it has none (0 in the call layer). */
export function itemDurationMs(item: Pick<PlaylistItem, 'duration'>): number {
  const seconds =
    Number.isFinite(item.duration) && item.duration > 0 ? item.duration : PLAYLIST_ITEM_DEFAULT_DURATION_S;
  return seconds * MS_PER_S;
}

// The rule lives with the playlist (scene.playlist.ts); the preview's exports keep offering it.
export { isPlayable };

/** A section's playlist as it plays: its visible, not deleted items in `itemsOrder`, each with its start and duration. */
export function playlistTimeline(section: Pick<Section, 'playlistItems' | 'itemsOrder'>): PlaylistTimeline {
  const entries: TimelineEntry[] = [];
  let startMs = 0;
  for (const item of itemsInOrder(section)) {
    if (!isPlayable(item)) continue;
    const durationMs = itemDurationMs(item);
    entries.push({ item, durationMs, startMs });
    startMs += durationMs;
  }
  return { entries, totalMs: startMs };
}

/**
 * What plays `elapsedMs` after the playlist started, looping; null for an empty playlist. Exactly at
 * a boundary the next item has started. Negative times count back from the end of the loop.
 */
export function itemAt(timeline: PlaylistTimeline, elapsedMs: number): TimelinePosition | null {
  const { entries, totalMs } = timeline;
  if (entries.length === 0 || totalMs <= 0) return null;
  const t = ((elapsedMs % totalMs) + totalMs) % totalMs;
  // Binary search for the last entry starting at or before t.
  let low = 0;
  let high = entries.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (entries[middle]!.startMs <= t) low = middle;
    else high = middle - 1;
  }
  const entry = entries[low]!;
  return { index: low, item: entry.item, remainingMs: entry.startMs + entry.durationMs - t };
}

/** The index after `index`, back to the first after the last; -1 for an empty playlist. */
export function nextIndex(timeline: PlaylistTimeline, index: number): number {
  const count = timeline.entries.length;
  return count === 0 ? -1 : (((index + 1) % count) + count) % count;
}

/** The index before `index`, round to the last before the first; -1 for an empty playlist. */
export function previousIndex(timeline: PlaylistTimeline, index: number): number {
  const count = timeline.entries.length;
  return count === 0 ? -1 : (((index - 1) % count) + count) % count;
}

/** When the item at `index` starts, in milliseconds from the start of the playlist (0 when there is none). */
export function startOf(timeline: PlaylistTimeline, index: number): number {
  return timeline.entries[index]?.startMs ?? 0;
}

/** Longest item summary, in characters (ours: enough to recognise an item in a list). */
export const ITEM_SUMMARY_MAX_LENGTH = 60;

/** A line cut to {@link ITEM_SUMMARY_MAX_LENGTH} characters, ending in '…' when cut. */
export function shortened(line: string): string {
  return line.length > ITEM_SUMMARY_MAX_LENGTH ? `${line.slice(0, ITEM_SUMMARY_MAX_LENGTH - 1)}…` : line;
}

/** A short description of an item: the first line of its first visible text layer, or null when it has none. */
export function itemSummary(item: Pick<PlaylistItem, 'layers'>): string | null {
  for (const layer of item.layers) {
    const text = layer.content.text;
    if (layer.invisible || typeof text !== 'string') continue;
    const line = text
      .split('\n')
      .find((part) => part.trim() !== '')
      ?.trim();
    if (!line) continue;
    return shortened(line);
  }
  return null;
}
