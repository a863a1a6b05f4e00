import { describe, expect, it } from 'vitest';
import {
  DAYS,
  DAY_PRESETS,
  NEW_SCHEDULE_NAME,
  applyPreset,
  isComplexEvent,
  newEvent,
  presetOf,
  selectedDays,
  toggleDay,
} from './schedule.days';
import type { DayGroup } from './schedule.types';

const nineToFive = { fromHour: 9, fromMinute: 0, tillHour: 17, tillMinute: 0 };

describe('schedule editing rules (spec authoring §5, accounts §4)', () => {
  it('names a new schedule "new Schedule" and starts a new event now, no end, all days, 00:00 to 23:59', () => {
    expect(NEW_SCHEDULE_NAME).toBe('new Schedule');
    const now = new Date('2026-11-23T10:15:00.000Z');
    expect(newEvent(now)).toEqual({
      from: '2026-11-23T10:15:00.000Z',
      till: null,
      daysSchedule: [{ days: [...DAYS], timeRanges: [{ fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 }] }],
    });
  });

  it('has the presets All Week, Weekdays and Weekends', () => {
    expect(DAY_PRESETS.allWeek).toHaveLength(7);
    expect(DAY_PRESETS.weekdays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(DAY_PRESETS.weekends).toEqual(['saturday', 'sunday']);
  });

  it('applies a preset keeping the time ranges, and recognises one', () => {
    const groups = applyPreset([{ days: ['monday'], timeRanges: [nineToFive] }], 'weekdays');
    expect(groups).toEqual([{ days: DAY_PRESETS.weekdays, timeRanges: [nineToFive] }]);
    expect(presetOf(groups)).toBe('weekdays');
    expect(presetOf([{ days: ['monday'], timeRanges: [nineToFive] }])).toBeNull();
  });

  it('selects a day into the first group, in week order', () => {
    const groups = toggleDay([{ days: ['friday', 'monday'], timeRanges: [nineToFive] }], 'wednesday');
    expect(groups).toEqual([{ days: ['monday', 'wednesday', 'friday'], timeRanges: [nineToFive] }]);
  });

  it('deselects a day from the group holding it and drops a group left empty', () => {
    const complex: DayGroup[] = [
      { days: ['monday', 'tuesday'], timeRanges: [nineToFive] },
      { days: ['saturday'], timeRanges: [{ fromHour: 10, fromMinute: 0, tillHour: 12, tillMinute: 0 }] },
    ];
    expect(isComplexEvent({ daysSchedule: complex })).toBe(true);
    const after = toggleDay(complex, 'saturday');
    expect(after).toEqual([{ days: ['monday', 'tuesday'], timeRanges: [nineToFive] }]);
    expect(isComplexEvent({ daysSchedule: after })).toBe(false);
    expect(selectedDays(toggleDay(after, 'monday'))).toEqual(['tuesday']);
  });

  it('never deselects the last remaining day', () => {
    const single: DayGroup[] = [{ days: ['sunday'], timeRanges: [nineToFive] }];
    expect(toggleDay(single, 'sunday')).toEqual(single);
  });
});
