import type { Schedule } from '@screenplay/core/schedule';
import {
  type LostDetail,
  type ScheduleDraft,
  type ScreenTimelineDto,
  type Week,
  type WeekBlock,
  lostAt,
  nowInWeek,
  shiftWeek,
  timeline,
  timelineSegmentDtos,
  weekBlocks,
  weekOf,
  withScheduleDraft,
} from '@screenplay/core/schedule';
import type { ScreenSceneDto } from '@screenplay/core/screens';
import { useCallback, useMemo, useState } from 'react';
import { SCREENS_API } from '@screenplay/core/contract';
import type { ApiClient } from '../../api/api.types';
import { useNow } from '../../layers/useNow';
import { useLoader } from '../../loader/useLoader';

/** "Now" moves on the minute: the week view shows minutes, never seconds. */
export const WEEK_NOW_TICK_MS = 60_000;

/** Options of {@link useScreenWeek}. */
export interface ScreenWeekOptions {
  api: ApiClient;
  screenId: number;
  /** The screen's IANA zone: the week runs Monday to Monday there. */
  timeZone: string;
  /** The week first shown (any instant in it); this week by default. */
  weekStart?: Date;
  /**
   * Changes whenever the screen's schedules may have changed (a realtime message, a save): the week is
   * fetched again, keeping the last answer on screen meanwhile.
   */
  changeKey?: unknown;
  /**
   * An editor's unsaved schedules of one scene: the week shows what the screen would play with them in place
   * of that scene's stored ones (laid out in the browser with core's `timeline`, the same rules the server
   * and the player run), so the editor can show which scenes would override it and why.
   */
  preview?: ScheduleDraft & { sceneName: string };
}

/** A scene of the screen as the week view names it. */
export interface WeekScene {
  id: number;
  name: string;
}

/** What {@link useScreenWeek} answers. */
export interface ScreenWeek {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  week: Week;
  /** Seven lists of blocks, Monday first (empty until loaded). */
  days: WeekBlock[][];
  /** The screen's scenes by id (names for the blocks). */
  scenes: ReadonlyMap<number, WeekScene>;
  /** The screen's schedules (the reasons' words). */
  schedules: readonly Schedule[];
  /** Where now is in the shown week (null in another week); moves each minute. */
  now: { dayIndex: number; minute: number } | null;
  isThisWeek: boolean;
  /** What lost to a block's winner at its start, and why. */
  losersOf: (block: WeekBlock) => LostDetail[];
  previous: () => void;
  next: () => void;
  thisWeek: () => void;
  reload: () => void;
}

interface WeekAnswer {
  timeline: ScreenTimelineDto;
  scenes: ScreenSceneDto[];
}

/**
 * A screen's week: `GET screens/{id}/timeline?from=&to=` for the shown Monday-to-Monday week in the screen's
 * zone and `GET screens/{id}/scenes` for the scenes' names and schedules, laid out by core's `weekBlocks`;
 * previous and next week; "now" advancing each minute; fetched again when `changeKey` changes.
 *
 * @example
 * const week = useScreenWeek({ api, screenId: screen.id, timeZone: screen.timezone, changeKey: revision });
 * <WeekView week={week} />
 */
export function useScreenWeek({
  api,
  screenId,
  timeZone,
  weekStart,
  changeKey,
  preview,
}: ScreenWeekOptions): ScreenWeek {
  const now = useNow(WEEK_NOW_TICK_MS).getTime();
  const [anchor, setAnchor] = useState<number | null>(() => weekStart?.getTime() ?? null);
  const week = useMemo(() => weekOf(anchor ?? now, timeZone), [anchor, now, timeZone]);
  const loaded = useLoader(
    async (): Promise<WeekAnswer> => {
      const [timeline, scenes] = await Promise.all([
        api.call(SCREENS_API.timeline, {
          params: { id: screenId },
          query: { from: new Date(week.start).toISOString(), to: new Date(week.end).toISOString() },
        }),
        api.call(SCREENS_API.scenes, { params: { id: screenId } }),
      ]);
      return { timeline: timeline.data, scenes: scenes.data };
    },
    [api, screenId, week.start, week.end, changeKey],
    { keepPreviousData: true },
  );

  const answer = loaded.data;
  const schedules = useMemo(() => {
    const stored = (answer?.scenes ?? []).flatMap((scene) => scene.schedules);
    return preview ? withScheduleDraft(stored, screenId, preview) : stored;
  }, [answer, preview, screenId]);
  const days = useMemo(() => {
    if (!answer) return week.days.map(() => []);
    const segments = preview
      ? timelineSegmentDtos(timeline({ timezone: timeZone }, schedules, new Date(week.start), new Date(week.end)))
      : answer.timeline.segments;
    return weekBlocks(week, segments);
  }, [answer, week, preview, schedules, timeZone]);
  const scenes = useMemo(() => {
    const named = new Map((answer?.scenes ?? []).map((scene) => [scene.id, { id: scene.id, name: scene.name }]));
    if (preview) named.set(preview.sceneId, { id: preview.sceneId, name: preview.sceneName });
    return named;
  }, [answer, preview]);
  const losersOf = useCallback((block: WeekBlock) => lostAt(timeZone, schedules, block.from), [timeZone, schedules]);

  return {
    status: loaded.status,
    error: loaded.error,
    week,
    days,
    scenes,
    schedules,
    now: nowInWeek(week, now),
    isThisWeek: now >= week.start && now < week.end,
    losersOf,
    previous: () => setAnchor(shiftWeek(week, -1).start),
    next: () => setAnchor(shiftWeek(week, 1).start),
    thisWeek: () => setAnchor(null),
    reload: loaded.reload,
  };
}
