import { layersAssets, type Layer, type Scene } from '@screenplay/core';
import type { Schedule, ScheduleEvent } from '@screenplay/core/schedule';
import type {
  PlayerContent,
  PlayerFontFace,
  ScreenOrientation,
  ScreenTimer,
  TimerType,
  TimerWeekday,
} from '@screenplay/core/screens';
import type { Db } from '../db/client';
import { FONT_STYLES, type FontFamily, type FontStyleName } from '@screenplay/core/widgets';
import { fontCatalogue } from '../fonts/fontCatalogue';
import { findScene } from '../scenes/scene.read';
import type { TenantId } from '../tenancy';
import { playlistSchedulesOf } from '../scenes/itemSchedules';

/**
 * The content document of a paired player (core's `PlayerContent`): the screen's settings, its schedules, the
 * published version of every scene they play, their playlist items' schedules, and every media URL those scenes use. Media files are served by
 * unguessable URL under `/media` without a token (static.ts), so a player downloads them as any browser does.
 */

/** Every layer of the scenes, in order. */
function* layersOf(scenes: readonly Scene[]): Generator<Layer> {
  for (const scene of scenes)
    for (const section of scene.sections) for (const item of section.playlistItems) yield* item.layers;
}

/**
 * Every media URL the scenes' layers use, sorted (so the same content gives the same list): core's `layersAssets`, the
 * function that fills each stored layer's `media`, read again from the content (so layers stored before it count too).
 */
export function mediaUrlsOf(scenes: readonly Scene[]): string[] {
  return layersAssets(layersOf(scenes)).media;
}

/** The CSS weight and style of each of a family's styles (the catalogue's four). */
const FACE_OF: Record<FontStyleName, Pick<PlayerFontFace, 'weight' | 'style'>> = {
  Regular: { weight: '400', style: 'normal' },
  Bold: { weight: '700', style: 'normal' },
  Italic: { weight: '400', style: 'italic' },
  BoldItalic: { weight: '700', style: 'italic' },
};

/** The format a player loads: every browser that runs the player reads woff2, the smallest. */
const PLAYER_FONT_FORMAT = 'woff2';

/**
 * The faces of the catalogue's families that the scenes' layers name (core's `layersAssets`, as each stored layer's
 * `fonts`), woff2 only, in a stable order; a family the catalogue lacks is left to the device's own fonts.
 */
export function fontFacesOf(scenes: readonly Scene[], families: readonly FontFamily[]): PlayerFontFace[] {
  const named = new Set(layersAssets(layersOf(scenes)).fonts);
  const faces: PlayerFontFace[] = [];
  for (const family of families) {
    if (!named.has(family.fontFamily)) continue;
    for (const styleName of FONT_STYLES) {
      const file = family.fonts[styleName].formats.find((format) => format.format === PLAYER_FONT_FORMAT);
      if (file) faces.push({ family: family.fontFamily, ...FACE_OF[styleName], url: file.url, format: file.format });
    }
  }
  return faces;
}

/**
 * The published version of a scene, as a screen plays it: no draft sections (draft copies, which have `parentId`,
 * and new sections not yet saved) and nothing marked deleted, neither sections nor playlist items; the editor's
 * unsaved work never reaches a screen (ARCHITECTURE.md "One publishing rule").
 */
export function publishedScene(scene: Scene): Scene {
  const sections = scene.sections
    .filter((section) => !section.draft && section.parentId === null && !section.markAsDeleted)
    .map((section) => {
      const playlistItems = section.playlistItems.filter((item) => item.parentId === null && !item.markAsDeleted);
      const kept = new Set(playlistItems.map((item) => item.id));
      return { ...section, draft: false, playlistItems, itemsOrder: section.itemsOrder.filter((id) => kept.has(id)) };
    });
  return { ...scene, draft: false, sections };
}

interface ScreenSettingsRow {
  id: number;
  name: string;
  timezone: string;
  orientation: ScreenOrientation;
  resolution: string | null;
  volume: number;
  brightness1: number;
  brightness2: number;
  time_from1: string;
  time_from2: string;
  content_version: string;
}

interface TimerRow {
  type: TimerType;
  time_on: string;
  time_off: string;
  weekdays: TimerWeekday[];
  volume: number | null;
}

interface ScheduleRow {
  id: number;
  name: string;
  screen_id: number;
  scene_id: number;
  events: ScheduleEvent[];
}

/**
 * Reads a screen's whole content document in one transaction (so its version matches its parts); null when the
 * screen is gone. `db` is scoped to the screen's customer.
 */
export async function readPlayerContent(db: Db, customerId: TenantId, screenId: number): Promise<PlayerContent | null> {
  // Read before the transaction: the first call reads the font packages from disk, which must not hold PGlite.
  const { families } = await fontCatalogue();
  return db.transaction(async (tx) => {
    const screen = await tx.maybe<ScreenSettingsRow>(
      `SELECT id, name, timezone, orientation, resolution, volume, brightness1, brightness2, time_from1, time_from2,
              content_version FROM screens WHERE id = $1 AND customer_id = $2`,
      [screenId, customerId],
    );
    if (!screen) return null;
    const timers = await tx.query<TimerRow>(
      'SELECT type, time_on, time_off, weekdays, volume FROM screen_timers WHERE screen_id = $1 ORDER BY type',
      [screenId],
    );
    const scheduleRows = await tx.query<ScheduleRow>(
      `SELECT sch.id, sch.name, sch.screen_id, sch.scene_id, sch.events
         FROM schedules sch JOIN scenes s ON s.id = sch.scene_id
        WHERE sch.screen_id = $1 AND s.customer_id = $2 ORDER BY sch.id`,
      [screenId, customerId],
    );
    const schedules: Schedule[] = scheduleRows.map((row) => ({
      id: row.id,
      name: row.name,
      screenId: row.screen_id,
      sceneId: row.scene_id,
      events: row.events,
    }));
    const scenes: Scene[] = [];
    for (const sceneId of [...new Set(schedules.map((schedule) => schedule.sceneId))].sort((a, b) => a - b)) {
      const scene = await findScene(tx, customerId, sceneId);
      if (scene) scenes.push(publishedScene(scene));
    }
    const timerList: ScreenTimer[] = timers.map((row) => ({
      type: row.type,
      level: 'PROPRIETARY',
      timeOn: row.time_on,
      timeOff: row.time_off,
      weekdays: row.weekdays,
      volume: row.volume,
    }));
    const fonts = fontFacesOf(scenes, families);
    // The saved items' schedules only: the published scenes hold no draft items.
    const itemIds = scenes.flatMap((scene) =>
      scene.sections.flatMap((section) => section.playlistItems.map((item) => item.id)),
    );
    const playlistSchedules = await playlistSchedulesOf(tx, itemIds);
    return {
      version: screen.content_version,
      screen: {
        id: screen.id,
        name: screen.name,
        timezone: screen.timezone,
        orientation: screen.orientation,
        resolution: screen.resolution,
        volume: screen.volume,
        brightness: {
          brightness1: screen.brightness1,
          brightness2: screen.brightness2,
          timeFrom1: screen.time_from1,
          timeFrom2: screen.time_from2,
        },
        timers: timerList,
      },
      schedules,
      scenes,
      // Font files are downloaded and cached with the media, so text keeps its face offline too.
      media: [...mediaUrlsOf(scenes), ...fonts.map((face) => face.url)],
      fonts,
      playlistSchedules,
    };
  });
}
