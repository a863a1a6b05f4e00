/** A day of the week as schedules name it (spec: days monday..sunday). */
export type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** A wall-clock range of one day; it covers from `from` to the end of the minute `till`. */
export interface TimeRange {
  fromHour: number;
  fromMinute: number;
  tillHour: number;
  tillMinute: number;
}

/** Days that share the same time ranges. */
export interface DayGroup {
  days: Day[];
  timeRanges: TimeRange[];
}

/**
 * When a schedule applies: between `from` and `till` (an ISO date, or an ISO date-time with an offset;
 * `till` null means no end), on the days and ranges of its day groups.
 */
export interface ScheduleEvent {
  from: string;
  till: string | null;
  daysSchedule: DayGroup[];
}

/** A scene's schedule on one screen (spec: id, name, screenId, events). */
export interface Schedule {
  id: number;
  name: string;
  screenId: number;
  /** The scene this schedule plays. */
  sceneId: number;
  events: ScheduleEvent[];
}

/** The day presets of the schedule editor (spec: All Week, Weekdays, Weekends). */
export type DayPreset = 'allWeek' | 'weekdays' | 'weekends';

/**
 * A playlist item's schedule as the player receives it (spec: `GET/PUT sections/{s}/playlistitems/{p}/schedules`,
 * same model): inside a playing scene, a section loops only the items whose schedule applies now; an item
 * without one always plays.
 */
export interface PlaylistItemSchedule {
  playlistItemId: number;
  events: ScheduleEvent[];
}

/**
 * A playlist item's schedule as `GET/PUT sections/{s}/playlistitems/{p}/schedules` answer it: a schedule of the
 * item's scene on no screen (`screenId` null).
 */
export interface PlaylistItemScheduleDto extends Omit<Schedule, 'screenId'> {
  screenId: null;
}
