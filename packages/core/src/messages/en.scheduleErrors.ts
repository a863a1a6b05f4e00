/**
 * English texts of the schedule validation problems (core's `scheduleErrors`), shared by the API's 422
 * errors map and the schedule editor. The texts are ours; the spec gives the rule "at least one schedule
 * is required" only (accounts §5), whose words `scheduleErrors.required` keeps.
 */
export const EN_SCHEDULE_ERRORS = {
  'scheduleErrors.required': 'At least one schedule is required', // spec accounts §5
  'scheduleErrors.name': 'A schedule needs a name of at most 255 characters', // ours (core SCHEDULE_NAME_MAX_LENGTH)
  'scheduleErrors.eventsRequired': 'Add at least one event', // ours
  'scheduleErrors.tooManyEvents': 'A schedule may have at most 100 events', // ours (core MAX_SCHEDULE_EVENTS)
  'scheduleErrors.from': 'Enter a start date', // ours
  'scheduleErrors.till': 'Enter an end date or leave it empty for no end', // ours
  'scheduleErrors.tillBeforeFrom': 'The end must not be before the start', // ours
  'scheduleErrors.daysRequired': 'Select at least one day', // ours
  'scheduleErrors.dayUnknown': 'Days are Monday to Sunday', // ours
  'scheduleErrors.dayRepeated': 'Select each day once', // ours
  'scheduleErrors.timeRangesRequired': 'Add at least one time range', // ours
  'scheduleErrors.rangeOutOfBounds': 'Times run from 00:00 to 23:59', // ours: hours 0..23, minutes 0..59
  'scheduleErrors.tooManyRanges': 'A day group may have at most 24 time ranges', // ours (core MAX_TIME_RANGES)
  'scheduleErrors.tooManySchedules': 'A screen may hold at most 50 schedules', // ours (core MAX_SCHEDULES_PER_SCREEN)
  'scheduleErrors.onlyOne': 'A playlist item has one schedule', // ours: PUT playlistitems/{p}/schedules takes one
} as const;
