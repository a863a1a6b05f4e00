import { DAYS } from './schedule.days';
import type { Day, ScheduleEvent, TimeRange } from './schedule.types';

/** Minutes in a day. */
export const MINUTES_PER_DAY = 1440;

/** Minute of the day a range starts at. */
export function rangeStart(range: TimeRange): number {
  return range.fromHour * 60 + range.fromMinute;
}

/** Minute of the day of a range's last covered minute (the range runs to its end). */
export function rangeLast(range: TimeRange): number {
  return range.tillHour * 60 + range.tillMinute;
}

/** Whether a range's till is earlier than its from: it crosses midnight into the next day. */
export function crossesMidnight(range: TimeRange): boolean {
  return rangeLast(range) < rangeStart(range);
}

/**
 * Minutes a range covers: from its start to the end of its till minute, across midnight when the till
 * is earlier (00:00-23:59 is 1440, 10:00-12:00 is 121, 22:00-01:59 is 240).
 */
export function rangeMinutes(range: TimeRange): number {
  return (rangeLast(range) + 1 - rangeStart(range) + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
}

/** The day before, in week order (Monday's is Sunday). */
export function previousDay(day: Day): Day {
  return DAYS[(DAYS.indexOf(day) + 6) % 7] ?? 'sunday';
}

/**
 * The day a range's occurrence that covers a wall-clock minute belongs to, or null when it does not
 * cover it. A range crossing midnight belongs to the day it starts on.
 */
export function coveringDay(range: TimeRange, days: readonly Day[], weekday: Day, minute: number): Day | null {
  const start = rangeStart(range);
  const last = rangeLast(range);
  if (!crossesMidnight(range)) return days.includes(weekday) && minute >= start && minute <= last ? weekday : null;
  if (days.includes(weekday) && minute >= start) return weekday;
  const yesterday = previousDay(weekday);
  return days.includes(yesterday) && minute <= last ? yesterday : null;
}

/**
 * An event's weekly active time in minutes: each day group's days times the minutes of its ranges.
 * The winner rule ranks events by it (smaller is more specific).
 */
export function weeklyMinutes(event: Pick<ScheduleEvent, 'daysSchedule'>): number {
  let total = 0;
  for (const group of event.daysSchedule) {
    const perDay = group.timeRanges.reduce((sum, range) => sum + rangeMinutes(range), 0);
    total += new Set(group.days).size * perDay;
  }
  return total;
}
