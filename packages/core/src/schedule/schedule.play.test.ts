import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS } from './schedule.days';
import { TIMELINE_MAX_DAYS, timeline, whatPlays } from './schedule.play';
import { rangeMinutes, weeklyMinutes } from './schedule.rules';
import type { Day, Schedule, TimeRange } from './schedule.types';

const range = (from: string, till: string): TimeRange => {
  const [fromHour, fromMinute] = from.split(':').map(Number) as [number, number];
  const [tillHour, tillMinute] = till.split(':').map(Number) as [number, number];
  return { fromHour, fromMinute, tillHour, tillMinute };
};

const schedule = (
  id: number,
  sceneId: number,
  days: readonly Day[],
  ranges: TimeRange[],
  from = '2026-01-01',
  till: string | null = null,
): Schedule => ({
  id,
  name: `schedule ${id}`,
  screenId: 1,
  sceneId,
  events: [{ from, till, daysSchedule: [{ days: [...days], timeRanges: ranges }] }],
});

const oslo = { timezone: 'Europe/Oslo' };
const at = (value: string) => new Date(value);

describe('time ranges', () => {
  it('cover to the end of their till minute, across midnight when till is earlier', () => {
    expect(rangeMinutes(range('00:00', '23:59'))).toBe(1440);
    expect(rangeMinutes(range('10:00', '12:00'))).toBe(121);
    expect(rangeMinutes(range('22:00', '01:59'))).toBe(240);
    expect(weeklyMinutes({ daysSchedule: [{ days: ['saturday'], timeRanges: [range('10:00', '12:00')] }] })).toBe(121);
    expect(weeklyMinutes({ daysSchedule: [{ days: [...DAYS], timeRanges: [range('00:00', '23:59')] }] })).toBe(10080);
  });

  it('play in the screen zone: 09:00-17:00 Oslo is 08:00Z-16:01Z in winter', () => {
    const s = [schedule(1, 10, DAYS, [range('09:00', '17:00')])];
    expect(whatPlays(oslo, s, at('2026-01-05T07:59:59Z')).sceneIds).toEqual([]);
    expect(whatPlays(oslo, s, at('2026-01-05T08:00:00Z')).sceneIds).toEqual([10]);
    expect(whatPlays(oslo, s, at('2026-01-05T16:00:59Z')).sceneIds).toEqual([10]);
    expect(whatPlays(oslo, s, at('2026-01-05T16:01:00Z')).sceneIds).toEqual([]);
    expect(whatPlays({ timezone: 'America/New_York' }, s, at('2026-01-05T08:00:00Z')).sceneIds).toEqual([]);
  });

  it('belong to the day they start on when they cross midnight', () => {
    const s = [schedule(1, 10, ['friday'], [range('22:00', '01:59')])];
    // Friday 9 Jan 2026, Oslo (UTC+1).
    expect(whatPlays(oslo, s, at('2026-01-09T21:00:00Z')).winners[0]?.day).toBe('friday');
    expect(whatPlays(oslo, s, at('2026-01-10T00:30:00Z')).sceneIds).toEqual([10]); // Saturday 01:30
    expect(whatPlays(oslo, s, at('2026-01-10T01:00:00Z')).sceneIds).toEqual([]); // Saturday 02:00
    expect(whatPlays(oslo, s, at('2026-01-09T00:30:00Z')).sceneIds).toEqual([]); // Friday 01:30: Thursday's
  });
});

describe('daylight-saving days', () => {
  // Oslo and Sydney skip 02:xx and repeat 02:xx; New York skips 02:xx and repeats 01:xx.
  const cases = [
    { zone: 'Europe/Oslo', forward: '2026-03-29', back: '2026-10-25', repeated: '02' },
    { zone: 'America/New_York', forward: '2026-03-08', back: '2026-11-01', repeated: '01' },
    { zone: 'Australia/Sydney', forward: '2026-10-04', back: '2026-04-05', repeated: '02' },
  ];

  it.each(cases)('$zone: the skipped hour plays nothing, the repeated hour plays twice', (dst) => {
    const { zone, forward, back } = dst;
    const screen = { timezone: zone };
    const skipped = [schedule(1, 10, DAYS, [range('02:00', '02:59')])];
    const repeated = [schedule(1, 10, DAYS, [range(`${dst.repeated}:00`, `${dst.repeated}:59`)])];
    const dayOf = (date: string, s: Schedule[]) =>
      timeline(screen, s, new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000), new Date(`${date}T23:59:00Z`));
    const playedMs = (date: string, s: Schedule[]) =>
      dayOf(date, s)
        .filter((segment) => segment.sceneIds.length > 0)
        .filter((segment) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(segment.from) === date)
        .reduce((sum, segment) => sum + segment.to.getTime() - segment.from.getTime(), 0);
    expect(playedMs(forward, skipped)).toBe(0);
    expect(playedMs(back, repeated)).toBe(2 * 3_600_000);
    expect(playedMs(back, skipped)).toBe(dst.repeated === '02' ? 2 * 3_600_000 : 3_600_000);
  });

  it('a whole-day range on the spring-forward day in Oslo lasts 23 hours, 25 on the fall-back day', () => {
    const s = [schedule(1, 10, ['sunday'], [range('00:00', '23:59')])];
    const length = (from: string, to: string) =>
      timeline(oslo, s, at(from), at(to))
        .filter((segment) => segment.sceneIds.length > 0)
        .reduce((sum, segment) => sum + segment.to.getTime() - segment.from.getTime(), 0);
    expect(length('2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z')).toBe(23 * 3_600_000);
    expect(length('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z')).toBe(25 * 3_600_000);
  });
});

describe('ranges crossing midnight on daylight-saving nights', () => {
  const played = (zone: string, s: Schedule[], from: string, to: string) =>
    timeline({ timezone: zone }, s, at(from), at(to))
      .filter((segment) => segment.sceneIds.length > 0)
      .reduce((sum, segment) => sum + segment.to.getTime() - segment.from.getTime(), 0);

  it('New York, clocks back: Saturday 22:00-01:59 plays the repeated 01:xx twice, as Saturday’s', () => {
    const s = [schedule(1, 10, ['saturday'], [range('22:00', '01:59')])];
    // 31 October 2026 22:00 EDT (02:00Z) to 1 November 02:00 EST (07:00Z): five hours of real time.
    expect(played('America/New_York', s, '2026-10-31T12:00:00Z', '2026-11-01T12:00:00Z')).toBe(5 * 3_600_000);
    for (const instant of ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z']) {
      const answer = whatPlays({ timezone: 'America/New_York' }, s, at(instant));
      expect(answer.sceneIds).toEqual([10]);
      expect(answer.winners[0]?.day).toBe('saturday');
    }
    expect(whatPlays({ timezone: 'America/New_York' }, s, at('2026-11-01T07:00:00Z')).sceneIds).toEqual([]);
  });

  it('Sydney, clocks forward: Saturday 22:00-02:59 loses the skipped 02:xx', () => {
    const s = [schedule(1, 10, ['saturday'], [range('22:00', '02:59')])];
    // 3 October 2026 22:00 AEST (12:00Z) to 4 October 03:00 AEDT (16:00Z): four hours, not five.
    expect(played('Australia/Sydney', s, '2026-10-03T00:00:00Z', '2026-10-04T12:00:00Z')).toBe(4 * 3_600_000);
  });

  it('Oslo, clocks back: a date-only till ends at the end of that 25-hour day', () => {
    const s = [schedule(1, 10, DAYS, [range('00:00', '23:59')], '2026-10-25', '2026-10-25')];
    expect(played('Europe/Oslo', s, '2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z')).toBe(25 * 3_600_000);
  });
});

describe('event from and till', () => {
  it('as dates: the start and the end of those days in the screen zone', () => {
    const s = [schedule(1, 10, DAYS, [range('00:00', '23:59')], '2026-06-01', '2026-06-02')];
    expect(whatPlays(oslo, s, at('2026-05-31T21:59:59Z')).sceneIds).toEqual([]);
    expect(whatPlays(oslo, s, at('2026-05-31T22:00:00Z')).sceneIds).toEqual([10]);
    expect(whatPlays(oslo, s, at('2026-06-02T21:59:59Z')).sceneIds).toEqual([10]);
    expect(whatPlays(oslo, s, at('2026-06-02T22:00:00Z')).sceneIds).toEqual([]);
  });

  it('as date-times with an offset: those instants; a null till has no end', () => {
    const s = [schedule(1, 10, DAYS, [range('00:00', '23:59')], '2026-06-01T12:00:00+02:00', null)];
    expect(whatPlays(oslo, s, at('2026-06-01T09:59:59Z')).sceneIds).toEqual([]);
    expect(whatPlays(oslo, s, at('2026-06-01T10:00:00Z')).sceneIds).toEqual([10]);
    expect(whatPlays(oslo, s, at('2099-12-31T10:00:00Z')).sceneIds).toEqual([10]);
  });
});

describe('who wins', () => {
  const allWeek = schedule(1, 10, DAYS, [range('00:00', '23:59')]);
  const saturdayCampaign = schedule(2, 20, ['saturday'], [range('10:00', '12:00')]);
  const saturday11 = at('2026-01-10T10:00:00Z'); // Saturday 11:00 in Oslo

  it('the most specific event: a Saturday 10:00-12:00 campaign beats an all-week default', () => {
    const answer = whatPlays(oslo, [allWeek, saturdayCampaign], saturday11);
    expect(answer.sceneIds).toEqual([20]);
    expect(answer.winners[0]).toMatchObject({ scheduleId: 2, day: 'saturday', weeklyMinutes: 121 });
    expect(answer.candidates).toEqual([expect.objectContaining({ sceneId: 10, lostBecause: 'lessSpecific' })]);
    expect(whatPlays(oslo, [allWeek, saturdayCampaign], at('2026-01-10T12:00:00Z')).sceneIds).toEqual([10]);
  });

  it('then the shorter from-till span', () => {
    const june = schedule(3, 30, DAYS, [range('00:00', '23:59')], '2026-01-01', '2026-01-31');
    const answer = whatPlays(oslo, [allWeek, june], saturday11);
    expect(answer.sceneIds).toEqual([30]);
    expect(answer.candidates).toEqual([expect.objectContaining({ sceneId: 10, lostBecause: 'longerSpan' })]);
  });

  it('scenes still tied play one after another, in scene order', () => {
    const other = { ...allWeek, id: 4, sceneId: 5 };
    expect(whatPlays(oslo, [allWeek, other], saturday11).sceneIds).toEqual([5, 10]);
  });
});

describe('timeline', () => {
  it('answers the segments of a week', () => {
    const s = [schedule(1, 10, ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], [range('09:00', '17:00')])];
    const week = timeline(oslo, s, at('2026-01-04T23:00:00Z'), at('2026-01-11T23:00:00Z'));
    const playing = week.filter((segment) => segment.sceneIds.length > 0);
    expect(playing).toHaveLength(5);
    expect(playing[0]).toMatchObject({ from: at('2026-01-05T08:00:00Z'), to: at('2026-01-05T16:01:00Z') });
  });

  it('refuses a period longer than 31 days', () => {
    expect(TIMELINE_MAX_DAYS).toBe(31);
    expect(() => timeline(oslo, [], at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:01Z'))).toThrow(RangeError);
  });

  it('agrees with minute-by-minute whatPlays (property)', () => {
    const zones = ['Europe/Oslo', 'America/New_York', 'Australia/Sydney', 'UTC', 'Asia/Kolkata'];
    const starts = ['2026-03-27T00:00:00Z', '2026-10-23T00:00:00Z', '2026-04-03T00:00:00Z', '2026-06-10T07:13:00Z'];
    const rangeArb = fc
      .record({ from: fc.integer({ min: 0, max: 1439 }), till: fc.integer({ min: 0, max: 1439 }) })
      .map(({ from, till }) => ({
        fromHour: Math.floor(from / 60),
        fromMinute: from % 60,
        tillHour: Math.floor(till / 60),
        tillMinute: till % 60,
      }));
    const scheduleArb = fc.record({
      sceneId: fc.integer({ min: 1, max: 4 }),
      days: fc.subarray([...DAYS], { minLength: 1 }),
      ranges: fc.array(rangeArb, { minLength: 1, maxLength: 2 }),
      fromOffsetH: fc.integer({ min: -48, max: 48 }),
      tillOffsetH: fc.option(fc.integer({ min: 1, max: 96 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...starts),
        fc.array(scheduleArb, { minLength: 1, maxLength: 3 }),
        (zone, start, specs) => {
          const from = Date.parse(start);
          const schedules = specs.map((spec, index) => {
            const eventFrom = new Date(from + spec.fromOffsetH * 3_600_000).toISOString();
            const eventTill =
              spec.tillOffsetH === null
                ? null
                : new Date(from + (spec.fromOffsetH + spec.tillOffsetH) * 3_600_000).toISOString();
            return schedule(index + 1, spec.sceneId, spec.days, spec.ranges, eventFrom, eventTill);
          });
          const to = from + 3 * 86_400_000;
          const segments = timeline({ timezone: zone }, schedules, new Date(from), new Date(to));
          let index = 0;
          for (let minute = from; minute < to; minute += 60_000) {
            while ((segments[index]?.to.getTime() ?? Number.POSITIVE_INFINITY) <= minute) index += 1;
            const expected = whatPlays({ timezone: zone }, schedules, new Date(minute)).sceneIds;
            expect(segments[index]?.sceneIds, `${zone} ${new Date(minute).toISOString()}`).toEqual(expected);
          }
        },
      ),
      { numRuns: 12, seed: 20261123 },
    );
  });
});
