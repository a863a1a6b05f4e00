import type { ScreenBrightness, ScreenTimer, TimerType, TimerWeekday } from './screens.types';

/** A screen has at most this many timers. */
export const MAX_SCREEN_TIMERS = 7; // spec accounts §5/§9: maximum 7 timers per screen

/** The timer slots in order (spec accounts §3: TIMER_1 to TIMER_7). */
export const TIMER_TYPES: readonly TimerType[] = Array.from(
  { length: MAX_SCREEN_TIMERS },
  (_, index) => `TIMER_${index + 1}` as TimerType,
);

/** Weekday codes in the order `Date.getDay()` numbers them (spec accounts §3: sun..sat). */
export const TIMER_WEEKDAYS: readonly TimerWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The two-letter label of a weekday code (spec accounts §3: two-letter labels). */
export function weekdayLabel(day: TimerWeekday): string {
  return day.charAt(0).toUpperCase() + day.charAt(1);
}

/** "HH:mm" on a 24-hour clock. */
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an "HH:mm" time, or null when it is not one. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = time ? HH_MM.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The timer a removed slot is sent as: null times and Monday only (spec accounts §4). */
export function removedTimer(type: TimerType): ScreenTimer {
  return { type, level: 'PROPRIETARY', timeOn: null, timeOff: null, weekdays: ['mon'], volume: null };
}

function sameTimer(a: ScreenTimer, b: ScreenTimer): boolean {
  return (
    a.timeOn === b.timeOn &&
    a.timeOff === b.timeOff &&
    a.volume === b.volume &&
    a.level === b.level &&
    a.weekdays.length === b.weekdays.length &&
    a.weekdays.every((day) => b.weekdays.includes(day))
  );
}

/**
 * The timer updates to send when a screen's timers go from `before` to `after` (spec accounts §4): only
 * the timers that changed or are new, and each removed timer as null times on Monday only.
 */
export function timerUpdates(before: readonly ScreenTimer[], after: readonly ScreenTimer[]): ScreenTimer[] {
  const previous = new Map(before.map((timer) => [timer.type, timer]));
  const next = new Map(after.map((timer) => [timer.type, timer]));
  const updates: ScreenTimer[] = [];
  for (const type of TIMER_TYPES) {
    const was = previous.get(type);
    const is = next.get(type);
    if (is && (!was || !sameTimer(was, is))) updates.push(is);
    else if (!is && was && was.timeOn !== null) updates.push(removedTimer(type));
  }
  return updates;
}

/** The first free timer slot, or null when all seven are used. */
export function nextTimerType(timers: readonly ScreenTimer[]): TimerType | null {
  const used = new Set(timers.filter((timer) => timer.timeOn !== null).map((timer) => timer.type));
  return TIMER_TYPES.find((type) => !used.has(type)) ?? null;
}

/** Field errors of one timer as the API refuses it (message keys; empty when valid). */
export function timerErrors(timer: ScreenTimer): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const removed = timer.timeOn === null && timer.timeOff === null;
  if (!TIMER_TYPES.includes(timer.type)) errors.type = ['screens.timerTypeInvalid'];
  if (!removed && minutesOfDay(timer.timeOn) === null) errors.timeOn = ['screens.timerTimeInvalid'];
  if (!removed && minutesOfDay(timer.timeOff) === null) errors.timeOff = ['screens.timerTimeInvalid'];
  if (timer.weekdays.length === 0 || timer.weekdays.some((day) => !TIMER_WEEKDAYS.includes(day))) {
    errors.weekdays = ['screens.timerWeekdaysRequired'];
  }
  if (timer.volume !== null && (!Number.isInteger(timer.volume) || timer.volume < 0 || timer.volume > 100)) {
    errors.volume = ['screens.volumeInvalid'];
  }
  return errors;
}

/** A wall-clock moment on the screen: its weekday (0 = Sunday, as `Date.getDay()`) and minute of the day. */
export interface WallClockMinute {
  weekday: number;
  minute: number;
}

/**
 * Whether the screen is on at a wall-clock minute under its timers. No timers means always on. A
 * timer covers from `timeOn` up to (not including) `timeOff` on each of its weekdays; one whose off time
 * is earlier than its on time runs past midnight and belongs to the day it starts on.
 */
export function isScreenOn(timers: readonly ScreenTimer[], at: WallClockMinute): boolean {
  const active = timers.filter((timer) => timer.timeOn !== null && timer.timeOff !== null);
  if (active.length === 0) return true;
  const today = TIMER_WEEKDAYS[at.weekday];
  const yesterday = TIMER_WEEKDAYS[(at.weekday + 6) % 7];
  return active.some((timer) => {
    const on = minutesOfDay(timer.timeOn);
    const off = minutesOfDay(timer.timeOff);
    if (on === null || off === null || on === off) return false;
    if (on < off) return today !== undefined && timer.weekdays.includes(today) && at.minute >= on && at.minute < off;
    const startedToday = today !== undefined && timer.weekdays.includes(today) && at.minute >= on;
    const startedYesterday = yesterday !== undefined && timer.weekdays.includes(yesterday) && at.minute < off;
    return startedToday || startedYesterday;
  });
}

/**
 * The brightness in force at a minute of the day: level 1 from `timeFrom1` until `timeFrom2`, level 2
 * from `timeFrom2` until `timeFrom1` (either period may cross midnight). Unparsable times keep level 1.
 */
export function brightnessAt(brightness: ScreenBrightness, minute: number): number {
  const from1 = minutesOfDay(brightness.timeFrom1);
  const from2 = minutesOfDay(brightness.timeFrom2);
  if (from1 === null || from2 === null || from1 === from2) return brightness.brightness1;
  const inFirst = from1 < from2 ? minute >= from1 && minute < from2 : minute >= from1 || minute < from2;
  return inFirst ? brightness.brightness1 : brightness.brightness2;
}
