import { type ScheduleScreen, timeline } from './schedule.play';
import type { PlaylistItemSchedule } from './schedule.types';

/** How far ahead the next change of the items' schedules is looked for; the player evaluates again by then. */
export const ITEM_SCHEDULE_HORIZON_MS = 86_400_000;

/** Which playlist items are off now, and when that can next change. */
export interface ItemSchedulesAt {
  /** The items (of those asked about) whose schedule does not apply now, ascending. */
  offItemIds: number[];
  /** The next instant (ms) at which an item's schedule starts or stops applying, at most the horizon away. */
  nextAt: number;
}

/**
 * Playlist item schedules (same model as a scene's, issue 12): inside a playing scene a section loops only
 * the items whose schedule applies now; an item without a schedule always plays. A schedule applies while
 * any of its events covers the instant in the screen's zone (there is no winner among items: every item
 * that applies plays). Only the schedules of `itemIds` are read, so a scene's evaluation ignores others'.
 */
export function itemSchedulesAt(
  screen: ScheduleScreen,
  schedules: readonly PlaylistItemSchedule[],
  itemIds: ReadonlySet<number>,
  instant: number,
): ItemSchedulesAt {
  const end = instant + ITEM_SCHEDULE_HORIZON_MS;
  const offItemIds: number[] = [];
  let nextAt = end;
  for (const schedule of schedules) {
    if (!itemIds.has(schedule.playlistItemId)) continue;
    const asScene = {
      id: schedule.playlistItemId,
      name: '',
      screenId: 0,
      sceneId: schedule.playlistItemId,
      events: schedule.events,
    };
    const [first] = timeline(screen, [asScene], new Date(instant), new Date(end));
    if (!first || first.sceneIds.length === 0) offItemIds.push(schedule.playlistItemId);
    if (first) nextAt = Math.min(nextAt, first.to.getTime());
  }
  return { offItemIds: [...new Set(offItemIds)].sort((a, b) => a - b), nextAt };
}
