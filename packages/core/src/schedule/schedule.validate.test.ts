import { describe, expect, it } from 'vitest';
import { NEW_SCHEDULE_NAME, newEvent } from './schedule.days';
import {
  MAX_SCHEDULE_EVENTS,
  SCHEDULE_NAME_MAX_LENGTH,
  isIsoDateOrDateTime,
  scheduleEventProblem,
  scheduleListErrors,
} from './schedule.validate';

const event = newEvent(new Date('2026-03-02T09:00:00Z'));

describe('isIsoDateOrDateTime', () => {
  it('takes ISO dates and date-times with a zone, and real calendar days only', () => {
    expect(isIsoDateOrDateTime('2026-03-02')).toBe(true);
    expect(isIsoDateOrDateTime('2026-03-02T09:00:00.000Z')).toBe(true);
    expect(isIsoDateOrDateTime('2026-03-02T09:00+01:00')).toBe(true);
    expect(isIsoDateOrDateTime('2026-02-30')).toBe(false);
    expect(isIsoDateOrDateTime('2026-02-30T09:00:00Z')).toBe(false);
    expect(isIsoDateOrDateTime('2026-03-02T09:00:00')).toBe(false);
    expect(isIsoDateOrDateTime('tomorrow')).toBe(false);
    expect(isIsoDateOrDateTime(20260302)).toBe(false);
  });
});

describe('scheduleEventProblem', () => {
  it('accepts the spec’s new event', () => {
    expect(scheduleEventProblem(event)).toBeNull();
  });
  it('checks till, days and time ranges at their edges', () => {
    const range = { fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 };
    const withRange = (r: Record<string, number>) => ({
      ...event,
      daysSchedule: [{ days: ['monday'], timeRanges: [r] }],
    });
    expect(scheduleEventProblem(withRange(range))).toBeNull();
    expect(scheduleEventProblem(withRange({ ...range, tillHour: 24 }))).not.toBeNull();
    expect(scheduleEventProblem(withRange({ ...range, fromMinute: 60 }))).not.toBeNull();
    expect(scheduleEventProblem(withRange({ ...range, fromHour: -1 }))).not.toBeNull();
    expect(scheduleEventProblem(withRange({ ...range, fromMinute: 1.5 }))).not.toBeNull();
    expect(scheduleEventProblem({ ...event, till: '2026-03-01' })).not.toBeNull();
    expect(scheduleEventProblem({ ...event, till: '2026-03-02T09:00:00Z' })).toBeNull();
    expect(scheduleEventProblem({ ...event, till: '2026-03-02T08:59:59Z' })).not.toBeNull();
    expect(scheduleEventProblem({ ...event, till: '2026-03-02' })).toBeNull();
    expect(scheduleEventProblem({ ...event, daysSchedule: [] })).not.toBeNull();
    expect(scheduleEventProblem({ ...event, daysSchedule: [{ days: [], timeRanges: [range] }] })).not.toBeNull();
    expect(
      scheduleEventProblem({ ...event, daysSchedule: [{ days: ['funday'], timeRanges: [range] }] }),
    ).not.toBeNull();
    expect(
      scheduleEventProblem({ ...event, daysSchedule: [{ days: ['monday', 'monday'], timeRanges: [range] }] }),
    ).not.toBeNull();
    expect(scheduleEventProblem({ ...event, daysSchedule: [{ days: ['monday'], timeRanges: [] }] })).not.toBeNull();
    expect(scheduleEventProblem(null)).not.toBeNull();
  });
});

describe('scheduleListErrors', () => {
  it('needs at least one schedule (spec: "at least one schedule is required")', () => {
    expect(scheduleListErrors([])).toEqual({ schedules: ['screensApi.scheduleRequired'] });
    expect(scheduleListErrors(undefined)).toEqual({ schedules: ['screensApi.scheduleRequired'] });
    expect(scheduleListErrors([{ name: NEW_SCHEDULE_NAME, events: [event] }])).toEqual({});
  });
  it('names the schedule and field of each problem', () => {
    expect(
      scheduleListErrors([
        { name: NEW_SCHEDULE_NAME, events: [event] },
        { name: ' ', events: [] },
        { name: 'x'.repeat(SCHEDULE_NAME_MAX_LENGTH + 1), events: Array(MAX_SCHEDULE_EVENTS + 1).fill(event) },
      ]),
    ).toEqual({
      'schedules.1.name': ['screensApi.scheduleNameInvalid'],
      'schedules.1.events': ['screensApi.scheduleEventInvalid'],
      'schedules.2.name': ['screensApi.scheduleNameInvalid'],
      'schedules.2.events': ['screensApi.scheduleEventInvalid'],
    });
    expect(scheduleListErrors([{ name: 'ok', events: Array(MAX_SCHEDULE_EVENTS).fill(event) }])).toEqual({});
  });
});
