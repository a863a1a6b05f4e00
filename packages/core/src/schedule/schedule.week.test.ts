import { describe, expect, it } from 'vitest';
import { DAYS } from './schedule.days';
import { timeline } from './schedule.play';
import type { Day, Schedule, TimeRange } from './schedule.types';
import {
  blockTimes,
  clockText,
  hoursAndMinutes,
  lostAt,
  nowInWeek,
  rangeTimes,
  reasonDetail,
  type ScreenTimelineSegmentDto,
  shiftWeek,
  timelineSegmentDtos,
  type Week,
  weekBlocks,
  weekOf,
} from './schedule.week';

const OSLO = 'Europe/Oslo';
const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

const range = (from: string, till: string): TimeRange => {
  const [fromHour, fromMinute] = from.split(':').map(Number) as [number, number];
  const [tillHour, tillMinute] = till.split(':').map(Number) as [number, number];
  return { fromHour, fromMinute, tillHour, tillMinute };
};

const schedule = (
  id: number,
  sceneId: number,
  name: string,
  days: readonly Day[],
  ranges: TimeRange[],
  from = '2026-01-01',
  till: string | null = null,
): Schedule => ({
  id,
  name,
  screenId: 1,
  sceneId,
  events: [{ from, till, daysSchedule: [{ days: [...days], timeRanges: ranges }] }],
});

const DEFAULT = schedule(1, 10, 'Default', DAYS, [range('00:00', '23:59')]);
const OPENING = schedule(2, 20, 'Opening hours', WEEKDAYS, [range('09:00', '16:59')]);

/** The server's answer for a week, as JSON brings it (core's `timeline`, instants as ISO, Infinity as null). */
function answer(week: Week, schedules: Schedule[]): ScreenTimelineSegmentDto[] {
  const segments = timeline({ timezone: week.timeZone }, schedules, new Date(week.start), new Date(week.end));
  return JSON.parse(JSON.stringify(timelineSegmentDtos(segments))) as ScreenTimelineSegmentDto[];
}

/** Each block of a day as `scenes from-to` (wall clock, end exclusive). */
const shape = (blocks: ReturnType<typeof weekBlocks>[number]) =>
  blocks.map((block) => `${block.sceneIds.join('+')} ${clockText(block.startMinute)}-${clockText(block.endMinute)}`);

describe('the week of an instant', () => {
  it('runs Monday 00:00 to the next Monday 00:00 in the zone, with each day dated', () => {
    const week = weekOf(Date.parse('2026-01-07T12:00:00Z'), OSLO);
    expect(new Date(week.start).toISOString()).toBe('2026-01-04T23:00:00.000Z');
    expect(new Date(week.end).toISOString()).toBe('2026-01-11T23:00:00.000Z');
    expect(week.days.map((day) => `${day.day} ${day.date}`)).toEqual([
      'monday 5',
      'tuesday 6',
      'wednesday 7',
      'thursday 8',
      'friday 9',
      'saturday 10',
      'sunday 11',
    ]);
    // Sunday 23:30 in Oslo is still that week; Monday 00:00 starts the next.
    expect(weekOf(Date.parse('2026-01-11T22:30:00Z'), OSLO).start).toBe(week.start);
    expect(weekOf(Date.parse('2026-01-11T23:00:00Z'), OSLO).start).toBe(week.end);
  });

  it('has a 23-hour Sunday when clocks go forward (29 March 2026) and a 25-hour one when they go back (25 October)', () => {
    const spring = weekOf(Date.parse('2026-03-25T12:00:00Z'), OSLO);
    expect(new Date(spring.start).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(new Date(spring.end).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const springSunday = spring.days[6];
    expect(springSunday && (springSunday.end - springSunday.start) / 3_600_000).toBe(23);
    const autumn = weekOf(Date.parse('2026-10-21T12:00:00Z'), OSLO);
    expect(new Date(autumn.start).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(new Date(autumn.end).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const autumnSunday = autumn.days[6];
    expect(autumnSunday && (autumnSunday.end - autumnSunday.start) / 3_600_000).toBe(25);
  });

  it('steps to the week before and after across a clock change', () => {
    const spring = weekOf(Date.parse('2026-03-25T12:00:00Z'), OSLO);
    expect(new Date(shiftWeek(spring, 1).start).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(shiftWeek(spring, -1).start).toISOString()).toBe('2026-03-15T23:00:00.000Z');
    expect(shiftWeek(shiftWeek(spring, 1), -1)).toEqual(spring);
  });
});

describe('the blocks of each day', () => {
  it('show the most specific schedule in its hours and the default around it', () => {
    const week = weekOf(Date.parse('2026-01-07T12:00:00Z'), OSLO);
    const days = weekBlocks(week, answer(week, [DEFAULT, OPENING]));
    expect(shape(days[0] ?? [])).toEqual(['10 00:00-09:00', '20 09:00-17:00', '10 17:00-24:00']);
    expect(shape(days[5] ?? [])).toEqual(['10 00:00-24:00']);
    expect(days[0]?.[1]?.reasons.map((reason) => reason.scheduleId)).toEqual([2]);
    // The default has no end: its span arrives as null over JSON.
    expect(days[0]?.[0]?.reasons[0]?.spanMs).toBeNull();
  });

  it('leave out what plays nothing: an empty week has no blocks', () => {
    const week = weekOf(Date.parse('2026-01-07T12:00:00Z'), OSLO);
    expect(weekBlocks(week, answer(week, [])).flat()).toEqual([]);
    expect(weekBlocks(week, answer(week, [OPENING]))[5]).toEqual([]);
  });

  it('split a range crossing midnight into the evening of its day and the morning after', () => {
    const week = weekOf(Date.parse('2026-01-07T12:00:00Z'), OSLO);
    const late = schedule(3, 30, 'Late', ['friday'], [range('22:00', '01:59')]);
    const days = weekBlocks(week, answer(week, [late]));
    expect(shape(days[4] ?? [])).toEqual(['30 22:00-24:00']);
    expect(shape(days[5] ?? [])).toEqual(['30 00:00-02:00']);
    // Sunday's range runs into Monday: the week shows Sunday's evening, and its Monday the last week's Sunday's morning.
    const sunday = weekBlocks(
      week,
      answer(week, [schedule(4, 40, 'Sunday night', ['sunday'], [range('23:00', '00:59')])]),
    );
    expect(shape(sunday[6] ?? [])).toEqual(['40 23:00-24:00']);
    expect(shape(sunday[0] ?? [])).toEqual(['40 00:00-01:00']);
    expect(sunday[0]?.[0]?.reasons[0]?.day).toBe('sunday');
  });

  it('leave the skipped hour empty on the day clocks go forward (Oslo, Sunday 29 March 2026)', () => {
    const week = weekOf(Date.parse('2026-03-25T12:00:00Z'), OSLO);
    const night = schedule(5, 50, 'Night', ['sunday'], [range('01:00', '03:59')]);
    const days = weekBlocks(week, answer(week, [night]));
    expect(shape(days[6] ?? [])).toEqual(['50 01:00-02:00', '50 03:00-04:00']);
    const allDay = weekBlocks(week, answer(week, [DEFAULT]));
    expect(shape(allDay[6] ?? [])).toEqual(['10 00:00-02:00', '10 03:00-24:00']);
  });

  it('draw the repeated hour once on the day clocks go back (Oslo, Sunday 25 October 2026)', () => {
    const week = weekOf(Date.parse('2026-10-21T12:00:00Z'), OSLO);
    const night = schedule(5, 50, 'Night', ['sunday'], [range('01:00', '03:59')]);
    // 01:00-04:00 by the clock is four hours of time; the second 02:00-03:00 merges into the block.
    expect(shape(weekBlocks(week, answer(week, [night]))[6] ?? [])).toEqual(['50 01:00-04:00']);
    const block = weekBlocks(week, answer(week, [night]))[6]?.[0];
    expect(block && (block.to - block.from) / 3_600_000).toBe(4);
    expect(block?.lanes).toBe(1);
    // A campaign in the second pass only (02:30-02:45 at +01:00) shares the repeated hour with the default.
    const secondPass = schedule(
      6,
      60,
      'Second pass',
      ['sunday'],
      [range('00:00', '23:59')],
      '2026-10-25T02:30:00+01:00',
      '2026-10-25T02:45:00+01:00',
    );
    const days = weekBlocks(week, answer(week, [DEFAULT, secondPass]));
    expect(shape(days[6] ?? [])).toEqual(['10 00:00-24:00', '60 02:30-02:45']);
    expect(days[6]?.map((one) => [one.lane, one.lanes])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });
});

describe('now and the times people read', () => {
  it('marks now by its day and wall-clock minute, and nothing outside the week', () => {
    const week = weekOf(Date.parse('2026-01-07T12:00:00Z'), OSLO);
    expect(nowInWeek(week, Date.parse('2026-01-07T13:32:00Z'))).toEqual({ dayIndex: 2, minute: 14 * 60 + 32 });
    expect(nowInWeek(week, week.end)).toBeNull();
    expect(nowInWeek(week, week.start - 1)).toBeNull();
  });

  it('writes a block as the editor writes ranges: its first and its last minute', () => {
    expect(blockTimes({ startMinute: 540, endMinute: 1020 })).toEqual({ from: '09:00', till: '16:59' });
    expect(blockTimes({ startMinute: 0, endMinute: 1440 })).toEqual({ from: '00:00', till: '23:59' });
    expect(clockText(1440)).toBe('24:00');
    expect(rangeTimes(range('22:00', '01:59'))).toEqual({ from: '22:00', till: '01:59' });
    expect(hoursAndMinutes(10_080)).toEqual({ hours: 168, minutes: 0 });
    expect(hoursAndMinutes(2405)).toEqual({ hours: 40, minutes: 5 });
  });
});

describe('the reason', () => {
  it('names the schedule, the day group and the range that made a scene win', () => {
    const week = weekOf(Date.parse('2026-01-07T12:00:00Z'), OSLO);
    const block = weekBlocks(week, answer(week, [DEFAULT, OPENING]))[0]?.[1];
    const reason = block?.reasons[0];
    expect(reason && reasonDetail(reason, [DEFAULT, OPENING])).toEqual({
      scheduleId: 2,
      scheduleName: 'Opening hours',
      sceneId: 20,
      days: WEEKDAYS,
      preset: 'weekdays',
      range: range('09:00', '16:59'),
      weeklyMinutes: 2400,
      spanMs: null,
    });
    expect(reason && reasonDetail(reason, [DEFAULT])).toBeNull();
  });

  it('says what lost and why: less specific (more weekly time), or the same weekly time over a longer span', () => {
    const monday10 = Date.parse('2026-01-05T09:00:00Z');
    expect(lostAt(OSLO, [DEFAULT, OPENING], monday10)).toEqual([
      expect.objectContaining({
        scheduleName: 'Default',
        preset: 'allWeek',
        lostBecause: 'lessSpecific',
        weeklyMinutes: 10_080,
        winnerWeeklyMinutes: 2400,
      }),
    ]);
    const january = schedule(7, 70, 'January', WEEKDAYS, [range('09:00', '16:59')], '2026-01-01', '2026-01-31');
    const lost = lostAt(OSLO, [OPENING, january], monday10);
    expect(lost).toEqual([
      expect.objectContaining({ scheduleName: 'Opening hours', lostBecause: 'longerSpan', spanMs: null }),
    ]);
    expect(lost[0]?.winnerSpanMs).toBe(31 * 86_400_000);
    expect(lostAt(OSLO, [OPENING], Date.parse('2026-01-10T09:00:00Z'))).toEqual([]);
  });
});
