import { DAYS, presetOf } from './schedule.days';
import { type LostCandidate, type PlayReason, type TimelineSegment, whatPlays } from './schedule.play';
import { MINUTES_PER_DAY, rangeLast, rangeStart } from './schedule.rules';
import type { Day, DayPreset, Schedule, ScheduleEvent, TimeRange } from './schedule.types';
import { firstInstantAt, offsetAt, transitionBetween, wallTime } from './schedule.zone';

/**
 * A screen's week as a grid (issue 12's week view, ours): the week runs from Monday 00:00 to the next
 * Monday 00:00 in the screen's zone, and each of its 7 days holds the blocks of what plays, placed by
 * wall clock (minutes of that local day), so a day reads as the screen's own clock does.
 *
 * Daylight saving, by wall clock:
 * - On the day clocks go forward (23 hours), the skipped hour stays empty: a stretch across it is cut
 *   at the jump into the part before and the part after (in Oslo, 01:00-02:00 and 03:00-04:00).
 * - On the day clocks go back (25 hours), the repeated hour is drawn once for both of its passes: the
 *   same scene's stretches there merge into one block; different scenes in the two passes overlap and
 *   share the width (each block says how many lanes its slot has and which is its own).
 * - A stretch crossing midnight is split into one block per day.
 */

const DAY_MS = 86_400_000;
const MINUTES_PER_HOUR = 60;

/** A {@link PlayReason} as JSON carries it: a span without end (`Infinity`) arrives as null. */
export type PlayReasonDto = Omit<PlayReason, 'spanMs'> & { spanMs: number | null };

/** One segment of `GET screens/{id}/timeline` (instants as ISO strings; `reason` the winners'). */
export interface ScreenTimelineSegmentDto {
  from: string;
  to: string;
  sceneIds: number[];
  reason: PlayReasonDto[];
}

/** `GET screens/{id}/timeline?from=&to=` → `{ data: ScreenTimelineDto }`: a period's segments in the screen's zone. */
export interface ScreenTimelineDto {
  timezone: string;
  segments: ScreenTimelineSegmentDto[];
}

/** One day of a {@link Week}: its local date and the instants it starts and ends at. */
export interface WeekDay {
  /** 0 (Monday) to 6 (Sunday). */
  index: number;
  day: Day;
  year: number;
  month: number;
  date: number;
  /** The first instant of the local day (ms). */
  start: number;
  /** The first instant of the next local day (ms): 23 or 25 hours later on a daylight-saving day. */
  end: number;
}

/** A Monday-to-Monday week in a zone. */
export interface Week {
  timeZone: string;
  /** Monday 00:00 in the zone (ms). */
  start: number;
  /** The next Monday 00:00 in the zone (ms). */
  end: number;
  days: WeekDay[];
}

/** The week (Monday to Monday in `timeZone`) that holds `instant`. */
export function weekOf(instant: number, timeZone: string): Week {
  const wall = wallTime(instant, timeZone);
  const monday = Date.UTC(wall.year, wall.month - 1, wall.day) - DAYS.indexOf(wall.weekday) * DAY_MS;
  const dates = Array.from({ length: DAYS.length + 1 }, (_, index) => new Date(monday + index * DAY_MS));
  const starts = dates.map((date) =>
    firstInstantAt(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 0, timeZone),
  );
  const days = DAYS.map(
    (day, index): WeekDay => ({
      index,
      day,
      year: dates[index]?.getUTCFullYear() ?? 0,
      month: (dates[index]?.getUTCMonth() ?? 0) + 1,
      date: dates[index]?.getUTCDate() ?? 0,
      start: starts[index] ?? 0,
      end: starts[index + 1] ?? 0,
    }),
  );
  return { timeZone, start: starts[0] ?? 0, end: starts[DAYS.length] ?? 0, days };
}

/** The week before (`-1`) or after (`1`) a week, in the same zone. */
export function shiftWeek(week: Week, by: -1 | 1): Week {
  return weekOf(by === 1 ? week.end : week.start - 1, week.timeZone);
}

/** What plays in one stretch of one day, placed by wall clock. */
export interface WeekBlock {
  dayIndex: number;
  /** Minute of the local day the block starts at (0..1439). */
  startMinute: number;
  /** Minute of the local day the block ends at, exclusive (1..1440). */
  endMinute: number;
  /** The instants it covers (ms; the first of them when a repeated hour merged two passes). */
  from: number;
  to: number;
  /** The winning scenes (several take turns). */
  sceneIds: number[];
  /** Why each winner plays. */
  reasons: PlayReasonDto[];
  /** Its lane among blocks sharing its wall-clock time (only in a repeated hour), 0 first. */
  lane: number;
  /** How many lanes its time has (1 almost always). */
  lanes: number;
}

function segmentKey(segment: ScreenTimelineSegmentDto): string {
  return `${segment.sceneIds.join(',')}|${segment.reason.map((reason) => reason.scheduleId).join(',')}`;
}

/** The wall-clock pieces of [from, to) within one day: two when the zone's offset changes inside. */
function wallPieces(from: number, to: number, timeZone: string): [number, number][] {
  if (offsetAt(from, timeZone) === offsetAt(to - 1, timeZone)) return [[from, to]];
  const jump = transitionBetween(from, to - 1, timeZone);
  return [
    [from, jump],
    [jump, to],
  ];
}

function placeLanes(blocks: WeekBlock[]): void {
  for (const block of blocks) {
    const sharing = blocks.filter(
      (other) => other.startMinute < block.endMinute && block.startMinute < other.endMinute,
    );
    block.lanes = sharing.length;
    block.lane = sharing.indexOf(block);
  }
}

/**
 * The blocks of each day of a week (7 lists, Monday first) from a timeline's segments: stretches where
 * nothing plays are left out, a stretch crossing midnight is split per day, and the daylight-saving days
 * are placed by wall clock as the module comment says.
 */
export function weekBlocks(week: Week, segments: readonly ScreenTimelineSegmentDto[]): WeekBlock[][] {
  return week.days.map((day) => {
    const blocks: (WeekBlock & { key: string })[] = [];
    for (const segment of segments) {
      if (segment.sceneIds.length === 0) continue;
      const from = Math.max(Date.parse(segment.from), day.start);
      const to = Math.min(Date.parse(segment.to), day.end);
      if (!(to > from)) continue;
      const key = segmentKey(segment);
      for (const [start, end] of wallPieces(from, to, week.timeZone)) {
        const startMinute = wallTime(start, week.timeZone).minute;
        const endMinute = wallTime(end - 1, week.timeZone).minute + 1;
        const same = blocks.find(
          (block) => block.key === key && block.startMinute <= endMinute && startMinute <= block.endMinute,
        );
        if (same) {
          same.startMinute = Math.min(same.startMinute, startMinute);
          same.endMinute = Math.max(same.endMinute, endMinute);
          same.to = Math.max(same.to, end);
          continue;
        }
        blocks.push({
          key,
          dayIndex: day.index,
          startMinute,
          endMinute,
          from: start,
          to: end,
          sceneIds: segment.sceneIds,
          reasons: segment.reason,
          lane: 0,
          lanes: 1,
        });
      }
    }
    blocks.sort((a, b) => a.startMinute - b.startMinute || a.from - b.from);
    placeLanes(blocks);
    return blocks.map(({ key: _key, ...block }) => block);
  });
}

/** Where "now" is in a week: the day and the wall-clock minute, or null outside the week. */
export function nowInWeek(week: Week, instant: number): { dayIndex: number; minute: number } | null {
  const day = week.days.find((one) => instant >= one.start && instant < one.end);
  return day ? { dayIndex: day.index, minute: wallTime(instant, week.timeZone).minute } : null;
}

/** A minute of the day as `HH:MM` (1440 reads `24:00`). */
export function clockText(minute: number): string {
  const hours = Math.floor(minute / MINUTES_PER_HOUR);
  return `${String(hours).padStart(2, '0')}:${String(minute % MINUTES_PER_HOUR).padStart(2, '0')}`;
}

/**
 * A block's times as the schedule editor writes ranges: its first minute and its last covered minute
 * (a block of the whole day reads 00:00-23:59, one of Weekdays 09:00-17:00 reads 09:00-17:00).
 */
export function blockTimes(block: Pick<WeekBlock, 'startMinute' | 'endMinute'>): { from: string; till: string } {
  return { from: clockText(block.startMinute), till: clockText(Math.min(block.endMinute, MINUTES_PER_DAY) - 1) };
}

/** A time range as the schedule editor writes it (`09:00`, `17:00`: its first and its last minute). */
export function rangeTimes(range: TimeRange): { from: string; till: string } {
  return { from: clockText(rangeStart(range)), till: clockText(rangeLast(range)) };
}

/** Weekly minutes as whole hours and the minutes left (the winner rule's measure, for people). */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / MINUTES_PER_HOUR), minutes: minutes % MINUTES_PER_HOUR };
}

/** Why a schedule applies, in the words of its schedule: the name, the day group and the range. */
export interface ReasonDetail {
  scheduleId: number;
  scheduleName: string;
  sceneId: number;
  /** The day group's days, in week order. */
  days: Day[];
  /** The day group's preset (All Week, Weekdays, Weekends), or null for another choice of days. */
  preset: DayPreset | null;
  range: TimeRange;
  /** The event's weekly active minutes (smaller wins). */
  weeklyMinutes: number;
  /** The event's from-till span in ms; null without an end. */
  spanMs: number | null;
}

/** A schedule that applied but lost, and why: against the winner's weekly time or span. */
export interface LostDetail extends ReasonDetail {
  lostBecause: LostCandidate['lostBecause'];
  winnerWeeklyMinutes: number;
  winnerSpanMs: number | null;
}

/** The schedule, day group and range a reason names, or null when the schedules at hand lack it. */
export function reasonDetail(reason: PlayReasonDto, schedules: readonly Schedule[]): ReasonDetail | null {
  const schedule = schedules.find((one) => one.id === reason.scheduleId);
  const group = schedule?.events[reason.eventIndex]?.daysSchedule[reason.dayGroupIndex];
  const range = group?.timeRanges[reason.rangeIndex];
  if (!schedule || !group || !range) return null;
  return {
    scheduleId: schedule.id,
    scheduleName: schedule.name,
    sceneId: reason.sceneId,
    days: DAYS.filter((day) => group.days.includes(day)),
    preset: presetOf([group]),
    range,
    weeklyMinutes: reason.weeklyMinutes,
    spanMs: reason.spanMs !== null && Number.isFinite(reason.spanMs) ? reason.spanMs : null,
  };
}

/**
 * The schedules that also applied at an instant but lost to the winner, described (core's `whatPlays`
 * on the screen's schedules: the same rule the server's timeline used).
 */
export function lostAt(timeZone: string, schedules: readonly Schedule[], instant: number): LostDetail[] {
  const answer = whatPlays({ timezone: timeZone }, schedules, new Date(instant));
  const [winner] = answer.winners;
  if (!winner) return [];
  return answer.candidates.flatMap((candidate) => {
    const detail = reasonDetail(candidate, schedules);
    if (!detail) return [];
    return [
      {
        ...detail,
        lostBecause: candidate.lostBecause,
        winnerWeeklyMinutes: winner.weeklyMinutes,
        winnerSpanMs: Number.isFinite(winner.spanMs) ? winner.spanMs : null,
      },
    ];
  });
}

/** Timeline segments as `GET screens/{id}/timeline` sends them (one mapping for the server and a local preview). */
export function timelineSegmentDtos(segments: readonly TimelineSegment[]): ScreenTimelineSegmentDto[] {
  return segments.map((segment) => ({
    from: segment.from.toISOString(),
    to: segment.to.toISOString(),
    sceneIds: segment.sceneIds,
    reason: segment.winners.map((reason) => ({
      ...reason,
      spanMs: Number.isFinite(reason.spanMs) ? reason.spanMs : null,
    })),
  }));
}

/** A scene's schedules on a screen as an editor holds them before they are saved (new ones have no id yet). */
export interface ScheduleDraft {
  sceneId: number;
  schedules: readonly { id: number | null; name: string; events: ScheduleEvent[] }[];
}

/**
 * A screen's stored schedules with one scene's replaced by an editor's draft: what the screen would play if
 * the draft were saved. New schedules get negative ids (never a stored one's).
 */
export function withScheduleDraft(stored: readonly Schedule[], screenId: number, draft: ScheduleDraft): Schedule[] {
  const others = stored.filter((schedule) => schedule.sceneId !== draft.sceneId);
  const drafted = draft.schedules.map((schedule, index) => ({
    id: schedule.id ?? -(index + 1),
    name: schedule.name,
    screenId,
    sceneId: draft.sceneId,
    events: schedule.events,
  }));
  return [...others, ...drafted];
}
