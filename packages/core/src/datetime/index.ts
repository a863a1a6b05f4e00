export type { DateTimeKind } from './datetime.types';
export type { ZonedTimeOptions } from './datetime';
export {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  TIME_PATTERN,
  dateTimePattern,
  formatDate,
  formatDateTime,
  formatDateTimeValue,
  formatTime,
  formatZonedTime,
  parseDate,
  parseDateTime,
  parseDateTimeValue,
  parseTime,
  stepDate,
  stepDateTimeValue,
  stepTime,
  viewerTimeZone,
} from './datetime';
