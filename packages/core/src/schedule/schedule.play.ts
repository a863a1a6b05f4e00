import { coveringDay, crossesMidnight, rangeLast, rangeStart, weeklyMinutes } from './schedule.rules';
import type { Day, Schedule } from './schedule.types';
import { boundaryInstant, instantsAt, offsetAt, transitionBetween, wallTime } from './schedule.zone';

/** The longest period a timeline covers (ours: the API's `timeline` answers at most 31 days). */
export const TIMELINE_MAX_DAYS = 31;

const DAY_MS = 86_400_000;

/** What makes a scene's schedule apply at an instant. */
export interface PlayReason {
  scheduleId: number;
  sceneId: number;
  eventIndex: number;
  dayGroupIndex: number;
  rangeIndex: number;
  /** The day the covering range's occurrence belongs to (a range crossing midnight: the day it starts). */
  day: Day;
  /** The event's weekly active minutes: smaller wins. */
  weeklyMinutes: number;
  /** The event's from-till span in ms (Infinity without an end): shorter wins a tie. */
  spanMs: number;
}

/** A schedule that applied but lost, and why. */
export interface LostCandidate extends PlayReason {
  lostBecause: 'lessSpecific' | 'longerSpan';
}

/** The answer of {@link whatPlays}. */
export interface WhatPlays {
  /** The winning scenes, played one after another when several tie; empty when nothing plays. */
  sceneIds: number[];
  /** Why each winner applies. */
  winners: PlayReason[];
  /** The schedules that applied too but lost. */
  candidates: LostCandidate[];
}

/** A screen as the schedule rules need it: its IANA time zone. */
export interface ScheduleScreen {
  timezone: string;
}

interface PreparedEvent {
  scheduleId: number;
  sceneId: number;
  eventIndex: number;
  event: Schedule['events'][number];
  start: number;
  end: number;
  weeklyMinutes: number;
}

/** Resolves every event's window to instants once (invalid boundaries drop the event). */
function prepare(schedules: readonly Schedule[], timeZone: string): PreparedEvent[] {
  const prepared: PreparedEvent[] = [];
  for (const schedule of schedules) {
    schedule.events.forEach((event, eventIndex) => {
      const start = boundaryInstant(event.from, timeZone, false);
      const end = event.till === null ? Number.POSITIVE_INFINITY : boundaryInstant(event.till, timeZone, true);
      if (start === null || end === null || end <= start) return;
      prepared.push({
        scheduleId: schedule.id,
        sceneId: schedule.sceneId,
        eventIndex,
        event,
        start,
        end,
        weeklyMinutes: weeklyMinutes(event),
      });
    });
  }
  return prepared;
}

function compare(a: PlayReason, b: PlayReason): number {
  if (a.weeklyMinutes !== b.weeklyMinutes) return a.weeklyMinutes - b.weeklyMinutes;
  if (a.spanMs === b.spanMs) return 0;
  return a.spanMs < b.spanMs ? -1 : 1;
}

function evaluate(prepared: readonly PreparedEvent[], instant: number, timeZone: string): WhatPlays {
  const wall = wallTime(instant, timeZone);
  const bestPerSchedule = new Map<number, PlayReason>();
  for (const item of prepared) {
    if (instant < item.start || instant >= item.end) continue;
    item.event.daysSchedule.forEach((group, dayGroupIndex) => {
      group.timeRanges.forEach((range, rangeIndex) => {
        const day = coveringDay(range, group.days, wall.weekday, wall.minute);
        if (!day) return;
        const reason: PlayReason = {
          scheduleId: item.scheduleId,
          sceneId: item.sceneId,
          eventIndex: item.eventIndex,
          dayGroupIndex,
          rangeIndex,
          day,
          weeklyMinutes: item.weeklyMinutes,
          spanMs: item.end - item.start,
        };
        const best = bestPerSchedule.get(item.scheduleId);
        if (!best || compare(reason, best) < 0) bestPerSchedule.set(item.scheduleId, reason);
      });
    });
  }
  const applying = [...bestPerSchedule.values()].sort((a, b) => compare(a, b) || a.sceneId - b.sceneId);
  const [top] = applying;
  if (!top) return { sceneIds: [], winners: [], candidates: [] };
  const winners = applying.filter((reason) => compare(reason, top) === 0);
  const candidates = applying
    .filter((reason) => compare(reason, top) !== 0)
    .map(
      (reason): LostCandidate => ({
        ...reason,
        lostBecause: reason.weeklyMinutes > top.weeklyMinutes ? 'lessSpecific' : 'longerSpan',
      }),
    );
  return { sceneIds: [...new Set(winners.map((reason) => reason.sceneId))], winners, candidates };
}

/**
 * What plays on a screen at an instant, and why: the most specific applicable schedule wins (the event
 * with the smallest weekly active time, then the shorter from-till span); scenes still tied all win and
 * play one after another (ordered by scene id). The losers come back with the reason they lost.
 */
export function whatPlays(screen: ScheduleScreen, schedules: readonly Schedule[], instant: Date): WhatPlays {
  return evaluate(prepare(schedules, screen.timezone), instant.getTime(), screen.timezone);
}

/** One stretch of a timeline during which the same schedules win. */
export interface TimelineSegment {
  from: Date;
  to: Date;
  sceneIds: number[];
  winners: PlayReason[];
}

function winnersKey(answer: WhatPlays): string {
  return answer.winners
    .map((r) => `${r.scheduleId}.${r.eventIndex}.${r.dayGroupIndex}.${r.rangeIndex}.${r.day}`)
    .join('|');
}

/** Every instant in (from, to) at which the answer of `whatPlays` may change. */
function boundaries(prepared: readonly PreparedEvent[], from: number, to: number, timeZone: string): number[] {
  const found = new Set<number>([from]);
  const add = (instant: number) => {
    if (instant > from && instant < to) found.add(instant);
  };
  for (const item of prepared) {
    add(item.start);
    add(item.end);
  }
  const first = wallTime(from, timeZone);
  const last = wallTime(to, timeZone);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  // From the day before: a range crossing midnight that started then ends inside the period.
  for (let day = Date.UTC(first.year, first.month - 1, first.day) - DAY_MS; day <= lastDay; day += DAY_MS) {
    const date = new Date(day);
    const [year, month, dayOfMonth] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const dayStart = day - offsetAt(day, timeZone);
    if (offsetAt(dayStart, timeZone) !== offsetAt(dayStart + DAY_MS, timeZone)) {
      add(transitionBetween(dayStart, dayStart + DAY_MS, timeZone));
    }
    for (const item of prepared) {
      if (item.end <= from - DAY_MS || item.start >= to) continue;
      for (const group of item.event.daysSchedule) {
        for (const range of group.timeRanges) {
          const end = rangeLast(range) + 1 + (crossesMidnight(range) ? 1440 : 0);
          for (const minute of [rangeStart(range), end]) {
            for (const instant of instantsAt(year, month, dayOfMonth, minute, timeZone)) add(instant);
          }
        }
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The segments of a period (at most {@link TIMELINE_MAX_DAYS} days; a longer one throws a RangeError):
 * consecutive stretches during which the same schedules win, found by evaluating only the instants at
 * which the answer can change (range starts and ends in the zone, event boundaries, offset changes).
 */
export function timeline(
  screen: ScheduleScreen,
  schedules: readonly Schedule[],
  from: Date,
  to: Date,
): TimelineSegment[] {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return [];
  if (end - start > TIMELINE_MAX_DAYS * DAY_MS)
    throw new RangeError(`A timeline covers at most ${TIMELINE_MAX_DAYS} days`);
  const prepared = prepare(schedules, screen.timezone);
  const points = boundaries(prepared, start, end, screen.timezone);
  const segments: TimelineSegment[] = [];
  let previousKey: string | null = null;
  points.forEach((point, index) => {
    const answer = evaluate(prepared, point, screen.timezone);
    const key = winnersKey(answer);
    const segmentEnd = new Date(points[index + 1] ?? end);
    const last = segments[segments.length - 1];
    if (last && key === previousKey) last.to = segmentEnd;
    else segments.push({ from: new Date(point), to: segmentEnd, sceneIds: answer.sceneIds, winners: answer.winners });
    previousKey = key;
  });
  return segments;
}
