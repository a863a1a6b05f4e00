import { describe, expect, it } from 'vitest';
import { NEW_SCHEDULE_NAME, newEvent } from './schedule.days';
import { scheduleErrors, scheduleEventErrors, scheduleListErrors } from './schedule.errors';
import {
  MAX_SCHEDULE_EVENTS,
  MAX_SCHEDULES_PER_SCREEN,
  MAX_TIME_RANGES,
  SCHEDULE_NAME_MAX_LENGTH,
} from './schedule.validate';

const event = newEvent(new Date('2026-03-02T09:00:00Z'));
const range = { fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 };
const withGroup = (group: Record<string, unknown>) => ({ ...event, daysSchedule: [group] });
const withRange = (r: Record<string, unknown>) => withGroup({ days: ['monday'], timeRanges: [r] });

describe('scheduleEventErrors', () => {
  it('accepts the spec’s new event', () => {
    expect(scheduleEventErrors(event, 'e')).toEqual({});
  });

  it('takes hours 0..23 and minutes 0..59 as integers only', () => {
    expect(scheduleEventErrors(withRange(range), 'e')).toEqual({});
    const out = { 'e.daysSchedule.0.timeRanges.0': ['scheduleErrors.rangeOutOfBounds'] };
    for (const bad of [
      { tillHour: 24 },
      { fromHour: 24 },
      { fromMinute: 60 },
      { tillMinute: 60 },
      { fromHour: -1 },
      { fromMinute: 1.5 },
      { tillHour: '23' },
      { tillMinute: undefined },
    ])
      expect(scheduleEventErrors(withRange({ ...range, ...bad }), 'e'), JSON.stringify(bad)).toEqual(out);
    expect(
      scheduleEventErrors(withGroup({ days: ['monday'], timeRanges: [range, { ...range, tillHour: 24 }] }), 'e'),
    ).toEqual({ 'e.daysSchedule.0.timeRanges.1': ['scheduleErrors.rangeOutOfBounds'] });
    expect(scheduleEventErrors(withRange({ fromHour: 23, fromMinute: 59, tillHour: 0, tillMinute: 0 }), 'e')).toEqual(
      {},
    );
  });

  it('names unknown, repeated and missing days', () => {
    expect(scheduleEventErrors(withGroup({ days: ['funday'], timeRanges: [range] }), 'e')).toEqual({
      'e.daysSchedule.0.days': ['scheduleErrors.dayUnknown'],
    });
    expect(scheduleEventErrors(withGroup({ days: ['monday', 'monday'], timeRanges: [range] }), 'e')).toEqual({
      'e.daysSchedule.0.days': ['scheduleErrors.dayRepeated'],
    });
    expect(scheduleEventErrors(withGroup({ days: ['Monday', 'Monday'], timeRanges: [range] }), 'e')).toEqual({
      'e.daysSchedule.0.days': ['scheduleErrors.dayUnknown', 'scheduleErrors.dayRepeated'],
    });
    expect(scheduleEventErrors(withGroup({ days: [], timeRanges: [range] }), 'e')).toEqual({
      'e.daysSchedule.0.days': ['scheduleErrors.daysRequired'],
    });
    expect(scheduleEventErrors(withGroup({ timeRanges: [range] }), 'e')).toEqual({
      'e.daysSchedule.0.days': ['scheduleErrors.daysRequired'],
    });
    expect(scheduleEventErrors({ ...event, daysSchedule: [] }, 'e')).toEqual({
      'e.daysSchedule': ['scheduleErrors.daysRequired'],
    });
  });

  it('needs time ranges', () => {
    expect(scheduleEventErrors(withGroup({ days: ['monday'], timeRanges: [] }), 'e')).toEqual({
      'e.daysSchedule.0.timeRanges': ['scheduleErrors.timeRangesRequired'],
    });
    expect(scheduleEventErrors(withGroup({ days: ['monday'] }), 'e')).toEqual({
      'e.daysSchedule.0.timeRanges': ['scheduleErrors.timeRangesRequired'],
    });
  });

  it('takes at most 24 time ranges a day group', () => {
    expect(MAX_TIME_RANGES).toBe(24);
    const ranges = (count: number) => Array.from({ length: count }, () => range);
    expect(scheduleEventErrors(withGroup({ days: ['monday'], timeRanges: ranges(24) }), 'e')).toEqual({});
    expect(scheduleEventErrors(withGroup({ days: ['monday'], timeRanges: ranges(25) }), 'e')).toEqual({
      'e.daysSchedule.0.timeRanges': ['scheduleErrors.tooManyRanges'],
    });
  });

  it('checks from and till, comparing calendar days when either is a date only', () => {
    expect(scheduleEventErrors({ ...event, from: 'tomorrow' }, 'e')).toEqual({ 'e.from': ['scheduleErrors.from'] });
    expect(scheduleEventErrors({ ...event, from: '2026-02-30' }, 'e')).toEqual({ 'e.from': ['scheduleErrors.from'] });
    expect(scheduleEventErrors({ ...event, till: 'never' }, 'e')).toEqual({ 'e.till': ['scheduleErrors.till'] });
    expect(scheduleEventErrors({ ...event, till: undefined }, 'e')).toEqual({ 'e.till': ['scheduleErrors.till'] });
    expect(scheduleEventErrors({ ...event, till: '2026-03-01' }, 'e')).toEqual({
      'e.till': ['scheduleErrors.tillBeforeFrom'],
    });
    expect(scheduleEventErrors({ ...event, till: '2026-03-02' }, 'e')).toEqual({});
    expect(scheduleEventErrors({ ...event, from: '2026-03-02', till: '2026-03-01' }, 'e')).toEqual({
      'e.till': ['scheduleErrors.tillBeforeFrom'],
    });
    expect(scheduleEventErrors({ ...event, from: '2026-03-02', till: '2026-03-02' }, 'e')).toEqual({});
    expect(scheduleEventErrors({ ...event, till: '2026-03-02T09:00:00Z' }, 'e')).toEqual({});
    expect(scheduleEventErrors({ ...event, till: '2026-03-02T08:59:59Z' }, 'e')).toEqual({
      'e.till': ['scheduleErrors.tillBeforeFrom'],
    });
    // An unreadable from cannot be compared: only its own problem is named.
    expect(scheduleEventErrors({ ...event, from: 'x', till: '2000-01-01' }, 'e')).toEqual({
      'e.from': ['scheduleErrors.from'],
    });
  });

  it('names every field of a non-object event', () => {
    expect(scheduleEventErrors(null, 'e')).toEqual({
      'e.from': ['scheduleErrors.from'],
      'e.till': ['scheduleErrors.till'],
      'e.daysSchedule': ['scheduleErrors.daysRequired'],
    });
  });
});

describe('scheduleErrors', () => {
  it('takes names of 1 to 255 characters, trimmed', () => {
    expect(scheduleErrors({ name: 'x'.repeat(SCHEDULE_NAME_MAX_LENGTH), events: [event] }, 's')).toEqual({});
    expect(scheduleErrors({ name: 'x'.repeat(SCHEDULE_NAME_MAX_LENGTH + 1), events: [event] }, 's')).toEqual({
      's.name': ['scheduleErrors.name'],
    });
    expect(scheduleErrors({ name: '   ', events: [event] }, 's')).toEqual({ 's.name': ['scheduleErrors.name'] });
    expect(scheduleErrors({ name: 7, events: [event] }, 's')).toEqual({ 's.name': ['scheduleErrors.name'] });
  });

  it('takes 1 to 100 events and names each event’s problems', () => {
    expect(scheduleErrors({ name: 'a', events: [] }, 's')).toEqual({ 's.events': ['scheduleErrors.eventsRequired'] });
    expect(scheduleErrors({ name: 'a' }, 's')).toEqual({ 's.events': ['scheduleErrors.eventsRequired'] });
    expect(scheduleErrors({ name: 'a', events: Array(MAX_SCHEDULE_EVENTS).fill(event) }, 's')).toEqual({});
    expect(scheduleErrors({ name: 'a', events: Array(MAX_SCHEDULE_EVENTS + 1).fill(event) }, 's')).toEqual({
      's.events': ['scheduleErrors.tooManyEvents'],
    });
    expect(scheduleErrors({ name: 'a', events: [event, { ...event, till: '2020-01-01' }] }, 's')).toEqual({
      's.events.1.till': ['scheduleErrors.tillBeforeFrom'],
    });
  });
});

describe('scheduleListErrors', () => {
  it('needs at least one schedule (spec: "at least one schedule is required")', () => {
    expect(scheduleListErrors([])).toEqual({ schedules: ['scheduleErrors.required'] });
    expect(scheduleListErrors(undefined)).toEqual({ schedules: ['scheduleErrors.required'] });
    expect(scheduleListErrors({}, 'list')).toEqual({ list: ['scheduleErrors.required'] });
    expect(scheduleListErrors([{ name: NEW_SCHEDULE_NAME, events: [event] }])).toEqual({});
  });

  it('takes at most 50 schedules, a screen’s whole list', () => {
    expect(MAX_SCHEDULES_PER_SCREEN).toBe(50);
    const list = (count: number) => Array.from({ length: count }, () => ({ name: NEW_SCHEDULE_NAME, events: [event] }));
    expect(scheduleListErrors(list(50))).toEqual({});
    expect(scheduleListErrors(list(51))).toEqual({ schedules: ['scheduleErrors.tooManySchedules'] });
  });

  it('names the schedule and field of each problem', () => {
    expect(
      scheduleListErrors([
        { name: NEW_SCHEDULE_NAME, events: [event] },
        { name: ' ', events: [] },
        { name: 'x'.repeat(SCHEDULE_NAME_MAX_LENGTH + 1), events: Array(MAX_SCHEDULE_EVENTS + 1).fill(event) },
        { name: 'ok', events: [withRange({ ...range, tillMinute: 60 })] },
      ]),
    ).toEqual({
      'schedules.1.name': ['scheduleErrors.name'],
      'schedules.1.events': ['scheduleErrors.eventsRequired'],
      'schedules.2.name': ['scheduleErrors.name'],
      'schedules.2.events': ['scheduleErrors.tooManyEvents'],
      'schedules.3.events.0.daysSchedule.0.timeRanges.0': ['scheduleErrors.rangeOutOfBounds'],
    });
  });
});
