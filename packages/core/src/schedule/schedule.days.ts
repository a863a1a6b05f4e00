import type { Day, DayGroup, DayPreset, ScheduleEvent, TimeRange } from './schedule.types';

/** The days in week order, Monday first (spec: days monday..sunday, kept in week order). */
export const DAYS: readonly Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The days of each preset (spec: All Week, Weekdays, Weekends). */
export const DAY_PRESETS: Readonly<Record<DayPreset, readonly Day[]>> = {
  allWeek: DAYS,
  weekdays: DAYS.slice(0, 5),
  weekends: DAYS.slice(5),
};

/** The name of a new schedule (spec: a new schedule is named 'new Schedule'). */
export const NEW_SCHEDULE_NAME = 'new Schedule';

/** The whole day, 00:00 to 23:59 (spec: a new event runs 00:00 to 23:59). */
export const WHOLE_DAY: Readonly<TimeRange> = { fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 };

/** Days sorted into week order without repeats. */
export function inWeekOrder(days: Iterable<Day>): Day[] {
  const set = new Set(days);
  return DAYS.filter((day) => set.has(day));
}

/** Every day an event's day groups select, in week order. */
export function selectedDays(groups: readonly DayGroup[]): Day[] {
  return inWeekOrder(groups.flatMap((group) => group.days));
}

/** An event with one day group is simple, with more it is complex (spec). */
export function isComplexEvent(event: Pick<ScheduleEvent, 'daysSchedule'>): boolean {
  return event.daysSchedule.length > 1;
}

/** A new event (spec): starts now, no end, all days, 00:00 to 23:59. `now` is an ISO instant. */
export function newEvent(now: Date): ScheduleEvent {
  return { from: now.toISOString(), till: null, daysSchedule: [{ days: [...DAYS], timeRanges: [{ ...WHOLE_DAY }] }] };
}

/**
 * Selects or deselects a day (spec: selecting or deselecting days adjusts the day groups). Selecting
 * adds the day to the first group (a simple event stays simple); deselecting removes it from the group
 * that holds it and drops a group left without days. The last remaining selected day cannot be
 * deselected: the groups come back unchanged. Days stay in week order.
 */
export function toggleDay(groups: readonly DayGroup[], day: Day): DayGroup[] {
  const isSelected = groups.some((group) => group.days.includes(day));
  if (!isSelected) {
    const [first, ...rest] = groups;
    if (!first) return [{ days: [day], timeRanges: [{ ...WHOLE_DAY }] }];
    return [{ ...first, days: inWeekOrder([...first.days, day]) }, ...rest];
  }
  if (selectedDays(groups).length === 1) return groups.map((group) => ({ ...group }));
  return groups
    .map((group) => ({ ...group, days: group.days.filter((selected) => selected !== day) }))
    .filter((group) => group.days.length > 0);
}

/** Applies a day preset: one group with the preset's days and the first group's time ranges. */
export function applyPreset(groups: readonly DayGroup[], preset: DayPreset): DayGroup[] {
  const timeRanges = groups[0]?.timeRanges.map((range) => ({ ...range })) ?? [{ ...WHOLE_DAY }];
  return [{ days: [...DAY_PRESETS[preset]], timeRanges }];
}

/** The preset whose days are exactly the selected days, or null. */
export function presetOf(groups: readonly DayGroup[]): DayPreset | null {
  const days = selectedDays(groups);
  for (const preset of Object.keys(DAY_PRESETS) as DayPreset[]) {
    const presetDays = DAY_PRESETS[preset];
    if (presetDays.length === days.length && presetDays.every((day, index) => days[index] === day)) return preset;
  }
  return null;
}
