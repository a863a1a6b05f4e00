import type { ScheduleEvent } from '@screenplay/core/schedule';

/** Schedule events and answers the schedule API tests share. */

/** The spec's new event: from a fixed instant, no end, all week, the whole day. */
export const ALL_WEEK: ScheduleEvent = {
  from: '2026-03-02T09:00:00.000Z',
  till: null,
  daysSchedule: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }],
    },
  ],
};

/** Weekdays 09:00-17:00 from a date. */
export const OFFICE_HOURS: ScheduleEvent = {
  from: '2026-03-02',
  till: '2026-12-31',
  daysSchedule: [
    {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 17, tillMinute: 0 }],
    },
  ],
};

/** The bad events of issue 12 ("a range out of bounds, an unknown day, till before from, an empty day list"). */
export const BAD_EVENTS: [string, ScheduleEvent | Record<string, unknown>, string, string][] = [
  [
    'a range out of bounds',
    {
      ...ALL_WEEK,
      daysSchedule: [{ days: ['monday'], timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 24, tillMinute: 0 }] }],
    },
    'events.0.daysSchedule.0.timeRanges.0',
    'scheduleErrors.rangeOutOfBounds',
  ],
  [
    'an unknown day',
    { ...ALL_WEEK, daysSchedule: [{ days: ['funday'], timeRanges: ALL_WEEK.daysSchedule[0]?.timeRanges }] },
    'events.0.daysSchedule.0.days',
    'scheduleErrors.dayUnknown',
  ],
  ['till before from', { ...ALL_WEEK, till: '2026-03-01' }, 'events.0.till', 'scheduleErrors.tillBeforeFrom'],
  [
    'an empty day list',
    { ...ALL_WEEK, daysSchedule: [{ days: [], timeRanges: ALL_WEEK.daysSchedule[0]?.timeRanges }] },
    'events.0.daysSchedule.0.days',
    'scheduleErrors.daysRequired',
  ],
];

/** A 422 answer of the schedule routes (examples/portal/server/http/errors.ts, `unprocessableKeys`). */
export interface Unprocessable {
  message: string;
  code: string;
  errors: Record<string, string[]>;
}
