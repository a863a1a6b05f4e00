/**
 * English texts of a screen's week view: which scene plays when, in the screen's zone, and why (ours; the
 * spec shows no week view). The winner rule is written once for users, in `weekView.rule`.
 */
export const EN_WEEK_VIEW = {
  'weekView.title': 'Week schedule',
  'weekView.titleOf': 'Week schedule: {name}',
  'weekView.weekOf': 'Week of {from} – {to}',
  'weekView.zone': 'Times in {zone}',
  'weekView.previous': 'Previous week',
  'weekView.next': 'Next week',
  'weekView.thisWeek': 'This week',
  'weekView.rule':
    'When schedules of several scenes apply at once, the most specific one plays: the event with the fewest hours a week (a Saturday 10:00–12:00 campaign beats an all-week default), then the one with the shorter from–till period; scenes still tied take turns.',
  'weekView.empty': 'Nothing scheduled this week',
  'weekView.loadFailed': 'The week could not be loaded.',
  'weekView.retry': 'Try again',
  'weekView.grid': 'Week of {from} – {to}, {zone}',
  'weekView.block': '{scenes}, {day} {from}–{till}',
  'weekView.takingTurns': '{names} (taking turns)',
  'weekView.and': '{first} and {second}',
  'weekView.unknownScene': 'Scene {id}',
  'weekView.playsBecause': 'Plays because schedule ‘{name}’, {days} {from}–{till}',
  'weekView.playsBySchedule': 'Plays by its schedule',
  'weekView.overridesLessSpecific': 'Overrides ‘{name}’ (less specific: {loser} a week vs {winner})',
  'weekView.overridesLongerSpan': 'Overrides ‘{name}’ (longer date span: {loser} vs {winner})',
  'weekView.hours': '{hours} h',
  'weekView.hoursMinutes': '{hours} h {minutes} min',
  'weekView.spanDay': '1 day',
  'weekView.spanDays': '{days} days',
  'weekView.spanNoEnd': 'no end',
  'weekView.now': 'Now, {time}',
  'weekView.today': 'Today',
  'weekView.chooseScreen': 'Assign a screen to see its week here.',
  'weekView.screenPicker': 'Week of screen',
  'weekView.editSchedule': 'Edit schedule',
  'weekView.editScheduleOf': 'Edit schedule ‘{name}’ of {scene}',
} as const;
