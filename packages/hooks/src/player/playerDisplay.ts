import { DAYS, itemSchedulesAt, timeline, wallTime } from '@screenplay/core/schedule';
import {
  type PlayerContent,
  type ScreenOrientation,
  brightnessAt,
  isScreenOn,
  sceneTurnMs,
} from '@screenplay/core/screens';
import type { PlayerDisplay } from './player.types';

/** The schedule is evaluated again at its next boundary, or after this long at the latest (a device that slept). */
export const MAX_EVALUATION_WAIT_MS = 60 * 60_000;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** What the display shows at an instant, and when that can next change. */
export interface DisplayAt {
  display: PlayerDisplay;
  /** The instant (server clock) at which to evaluate again. */
  nextAt: number;
}

/**
 * What a screen shows at `now` (server clock): the winning scenes of core's schedule rules (tied scenes
 * take turns of `sceneTurnMs` each, counted from the start of the stretch they win), whether its timers
 * have it on, its brightness and its volume (a timer's own while it has the screen on). `nextAt` is the next schedule boundary, turn change or minute (timers
 * and brightness are minute-grained), whichever comes first.
 */
export function displayAt(content: PlayerContent, now: number): DisplayAt {
  const { screen } = content;
  const [segment] = timeline(screen, content.schedules, new Date(now), new Date(now + DAY_MS));
  const sceneIds = (segment?.sceneIds ?? []).filter((id) => content.scenes.some((scene) => scene.id === id));
  let sceneId: number | null = sceneIds[0] ?? null;
  let nextAt = Math.min(segment ? segment.to.getTime() : now + DAY_MS, now + MAX_EVALUATION_WAIT_MS);
  if (segment && sceneIds.length > 1) {
    const turns = sceneIds.map((id) =>
      sceneTurnMs(content.scenes.find((scene) => scene.id === id) ?? { sections: [] }),
    );
    const cycle = turns.reduce((sum, turn) => sum + turn, 0);
    let into = (now - segment.from.getTime()) % cycle;
    for (const [index, turn] of turns.entries()) {
      if (into < turn) {
        sceneId = sceneIds[index] ?? null;
        nextAt = Math.min(nextAt, now + (turn - into));
        break;
      }
      into -= turn;
    }
  }
  const wall = wallTime(now, screen.timezone);
  const weekday = (DAYS.indexOf(wall.weekday) + 1) % 7; // Sunday = 0, as timers count
  const isOn = isScreenOn(screen.timers, { weekday, minute: wall.minute });
  const brightness = brightnessAt(screen.brightness, wall.minute);
  // A timer with a volume of its own sets it while it has the screen on; otherwise the screen's volume plays.
  const timerVolume = screen.timers.find(
    (timer) => timer.volume !== null && isScreenOn([timer], { weekday, minute: wall.minute }),
  )?.volume;
  const volume = timerVolume ?? screen.volume;
  // The shown scene's playlist items loop only while their own schedules apply (an item without one always plays).
  const shown = content.scenes.find((scene) => scene.id === sceneId);
  const itemIds = new Set(shown?.sections.flatMap((section) => section.playlistItems.map((item) => item.id)) ?? []);
  const items = itemSchedulesAt(screen, content.playlistSchedules ?? [], itemIds, now);
  nextAt = Math.min(nextAt, items.nextAt, (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS);
  return { display: { sceneId, sceneIds, isOn, brightness, volume, offItemIds: items.offItemIds }, nextAt };
}

/** A size in CSS or scene pixels. */
export interface Box {
  width: number;
  height: number;
}

/**
 * The scale that fits a scene of `scene` size into `viewport`, letterboxed; a PORTRAIT screen turns the
 * stage by 90°, so the scene's width lies along the viewport's height.
 */
export function stageScale(scene: Box, viewport: Box, orientation: ScreenOrientation): number {
  const turned = orientation === 'PORTRAIT';
  const width = turned ? scene.height : scene.width;
  const height = turned ? scene.width : scene.height;
  if (width <= 0 || height <= 0) return 1;
  return Math.min(viewport.width / width, viewport.height / height);
}
