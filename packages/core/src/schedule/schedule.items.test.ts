import { describe, expect, it } from 'vitest';
import { DAYS } from './schedule.days';
import { ITEM_SCHEDULE_HORIZON_MS, itemSchedulesAt } from './schedule.items';
import type { PlaylistItemSchedule } from './schedule.types';

const OSLO = { timezone: 'Europe/Oslo' };
const at = (iso: string) => Date.parse(iso);

/** Item 7 plays on weekdays from 09:00 to the end of 16:59; item 8 from 1 December 2026 on. */
const SCHEDULES: PlaylistItemSchedule[] = [
  {
    playlistItemId: 7,
    events: [
      {
        from: '2026-01-01',
        till: null,
        daysSchedule: [
          { days: DAYS.slice(0, 5), timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 16, tillMinute: 59 }] },
        ],
      },
    ],
  },
  {
    playlistItemId: 8,
    events: [
      {
        from: '2026-12-01',
        till: null,
        daysSchedule: [{ days: [...DAYS], timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }] }],
      },
    ],
  },
];

describe('playlist item schedules', () => {
  it('turn an item off outside its schedule, in the screen zone, and name the next change', () => {
    // Tuesday 24 November 2026, 08:59 in Oslo (UTC+1): item 7 starts at 09:00 local = 08:00Z.
    const before = itemSchedulesAt(OSLO, SCHEDULES, new Set([6, 7, 8]), at('2026-11-24T07:59:00Z'));
    expect(before).toEqual({ offItemIds: [7, 8], nextAt: at('2026-11-24T08:00:00Z') });
    const during = itemSchedulesAt(OSLO, SCHEDULES, new Set([6, 7, 8]), at('2026-11-24T08:00:00Z'));
    expect(during).toEqual({ offItemIds: [8], nextAt: at('2026-11-24T16:00:00Z') });
  });

  it('keep items without a schedule, and read only the items asked about', () => {
    const answer = itemSchedulesAt(OSLO, SCHEDULES, new Set([6]), at('2026-11-24T07:59:00Z'));
    expect(answer).toEqual({ offItemIds: [], nextAt: at('2026-11-24T07:59:00Z') + ITEM_SCHEDULE_HORIZON_MS });
  });

  it('start an item on its from day at local midnight', () => {
    const answer = itemSchedulesAt(OSLO, SCHEDULES, new Set([8]), at('2026-11-30T22:59:00Z'));
    expect(answer).toEqual({ offItemIds: [8], nextAt: at('2026-11-30T23:00:00Z') });
  });
});
