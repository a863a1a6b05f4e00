import type { MessageKey } from '@screenplay/core/messages';
import {
  type Day,
  type DayPreset,
  DAYS,
  type LostDetail,
  type ReasonDetail,
  hoursAndMinutes,
  rangeTimes,
} from '@screenplay/core/schedule';
import type { TextFormatter } from '@screenplay/hooks';
import type { IntlShape } from 'react-intl';

const DAY_MS = 86_400_000;
/** A Monday (5 January 2026, UTC): weekday names are read from the dates after it. */
const A_MONDAY = Date.UTC(2026, 0, 5);

const PRESET_KEYS: Record<DayPreset, MessageKey> = {
  allWeek: 'schedule.allWeek',
  weekdays: 'schedule.weekdays',
  weekends: 'schedule.weekends',
};

/** A day's name in the user's language (Monday..Sunday). */
export function dayName(intl: IntlShape, day: Day): string {
  return intl.formatDate(A_MONDAY + DAYS.indexOf(day) * DAY_MS, { weekday: 'long', timeZone: 'UTC' });
}

/** Names joined as people write them: "A", "A and B", "A, B and C". */
export function joinNames(t: TextFormatter, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('weekView.and', { first: names.slice(0, -1).join(', '), second: names[names.length - 1] ?? '' });
}

/** Weekly minutes for people: "168 h", "40 h 5 min". */
export function weeklyText(t: TextFormatter, minutes: number): string {
  const split = hoursAndMinutes(minutes);
  return split.minutes === 0 ? t('weekView.hours', split) : t('weekView.hoursMinutes', split);
}

function spanText(t: TextFormatter, spanMs: number | null): string {
  if (spanMs === null) return t('weekView.spanNoEnd');
  const days = Math.round(spanMs / DAY_MS);
  return days === 1 ? t('weekView.spanDay') : t('weekView.spanDays', { days });
}

/** "Plays because schedule ‘Opening hours’, Weekdays 09:00–17:00". */
export function reasonText(t: TextFormatter, intl: IntlShape, detail: ReasonDetail): string {
  const days = detail.preset
    ? t(PRESET_KEYS[detail.preset])
    : joinNames(
        t,
        detail.days.map((day) => dayName(intl, day)),
      );
  return t('weekView.playsBecause', { name: detail.scheduleName, days, ...rangeTimes(detail.range) });
}

/** "Overrides ‘Default’ (less specific: 168 h a week vs 40 h)", or the longer date span. */
export function lostText(t: TextFormatter, lost: LostDetail): string {
  if (lost.lostBecause === 'lessSpecific') {
    return t('weekView.overridesLessSpecific', {
      name: lost.scheduleName,
      loser: weeklyText(t, lost.weeklyMinutes),
      winner: weeklyText(t, lost.winnerWeeklyMinutes),
    });
  }
  return t('weekView.overridesLongerSpan', {
    name: lost.scheduleName,
    loser: spanText(t, lost.spanMs),
    winner: spanText(t, lost.winnerSpanMs),
  });
}
