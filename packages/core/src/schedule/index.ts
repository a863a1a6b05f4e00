/**
 * @screenplay/core/schedule — what plays on which screen, when, and why; one implementation for the
 * server, the portal and the web player.
 *
 * Time semantics (each tested in schedule.*.test.ts):
 * - Times are wall-clock times in the screen's own IANA time zone (`timezone` of the screen).
 * - A time range covers from `fromHour:fromMinute` to the end of the minute `tillHour:tillMinute`
 *   (00:00-23:59 is the whole day). A range whose till is earlier than its from crosses midnight and
 *   belongs to the day it starts on.
 * - On the day clocks go forward, wall-clock times that do not exist are not played; on the day clocks go
 *   back, a wall-clock time that occurs twice is played both times. (Both follow from reading each
 *   instant's wall clock: a skipped reading never occurs, a repeated one occurs twice.)
 * - An event's `from`/`till` given as an ISO date mean the start of that day and the end of that day in
 *   the screen's zone; given as an ISO date-time with an offset, that instant; `till` null means no end.
 *   An event applies to the instants in [from, till).
 * - Who wins: when several scenes' schedules apply at an instant, the most specific wins: the event whose
 *   weekly active time is smallest (a Saturday 10:00-12:00 campaign beats an all-week default), then the
 *   shorter from-till span; scenes still tied play one after another.
 * - Expansion is bounded: `timeline` covers at most 31 days and evaluates only the instants where the
 *   answer can change, so no event can make it enumerate years.
 */
export type {
  Day,
  DayGroup,
  DayPreset,
  PlaylistItemSchedule,
  PlaylistItemScheduleDto,
  Schedule,
  ScheduleEvent,
  TimeRange,
} from './schedule.types';
export {
  DAYS,
  DAY_PRESETS,
  NEW_SCHEDULE_NAME,
  WHOLE_DAY,
  applyPreset,
  inWeekOrder,
  isComplexEvent,
  newEvent,
  presetOf,
  selectedDays,
  toggleDay,
} from './schedule.days';
export {
  MINUTES_PER_DAY,
  coveringDay,
  crossesMidnight,
  rangeMinutes,
  weeklyMinutes,
} from './schedule.rules';
export type { WallTime } from './schedule.zone';
export {
  boundaryInstant,
  firstInstantAt,
  instantsAt,
  isTimeZone,
  offsetAt,
  transitionBetween,
  wallTime,
} from './schedule.zone';
export type { LostCandidate, PlayReason, ScheduleScreen, TimelineSegment, WhatPlays } from './schedule.play';
export { TIMELINE_MAX_DAYS, timeline, whatPlays } from './schedule.play';
export type { ScheduleInput } from './schedule.validate';
export {
  MAX_SCHEDULE_EVENTS,
  MAX_SCHEDULES_PER_SCREEN,
  MAX_TIME_RANGES,
  MIN_SCHEDULES,
  SCHEDULE_NAME_MAX_LENGTH,
  isIsoDateOrDateTime,
  tillBeforeFrom,
} from './schedule.validate';
export * from './schedule.errors';
export * from './schedule.items';
export * from './schedule.week';
