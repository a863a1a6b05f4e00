import { DAYS, WHOLE_DAY, selectedDays, toggleDay } from '@screenplay/core/schedule';
import type { Day, DayGroup } from '@screenplay/core/schedule';

/** Why a day of one day group cannot be toggled there, or null when it can. */
export type GroupDayRefusal =
  /** The group's only day: deselecting it would leave the group without days (remove the group instead). */
  | { reason: 'lastOfGroup' }
  /** The only day of another group: moving it here would leave that group without days. */
  | { reason: 'onlyDayOfGroup'; group: number }
  | null;

/** The day that cannot be deselected in an event (core: the last remaining selected day), or null. */
export function lastSelectedDay(groups: readonly DayGroup[]): Day | null {
  const days = selectedDays(groups);
  return days.length === 1 ? (days[0] ?? null) : null;
}

/** Why `day` cannot be toggled in group `group` (see {@link toggleGroupDay}), or null. */
export function groupDayRefusal(groups: readonly DayGroup[], group: number, day: Day): GroupDayRefusal {
  const target = groups[group];
  if (!target) return null;
  if (target.days.includes(day)) return target.days.length === 1 ? { reason: 'lastOfGroup' } : null;
  const holder = groups.findIndex((other) => other.days.includes(day));
  return holder >= 0 && groups[holder]?.days.length === 1 ? { reason: 'onlyDayOfGroup', group: holder } : null;
}

/**
 * Selects or deselects a day in one day group of a complex event, by core's `toggleDay` applied to that
 * group (days stay in week order; a group keeps its last day): selecting a day another group holds moves
 * it here, so no day is in two groups. Returns null when refused ({@link groupDayRefusal}).
 */
export function toggleGroupDay(groups: readonly DayGroup[], group: number, day: Day): DayGroup[] | null {
  const target = groups[group];
  if (!target || groupDayRefusal(groups, group, day)) return null;
  return groups.map((one, index) => {
    if (index === group) return toggleDay([one], day)[0] ?? one;
    return one.days.includes(day) ? (toggleDay([one], day)[0] ?? one) : one;
  });
}

/**
 * Adds a day group for the days no group selects yet, from 00:00 to 23:59 (a complex event: other hours
 * on other days). Returns null when every day is already selected.
 */
export function addDayGroup(groups: readonly DayGroup[]): DayGroup[] | null {
  const selected = new Set(selectedDays(groups));
  const days = DAYS.filter((day) => !selected.has(day));
  return days.length === 0 ? null : [...groups, { days, timeRanges: [{ ...WHOLE_DAY }] }];
}
