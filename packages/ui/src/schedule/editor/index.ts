/** The schedule editor's components: schedules as tabs, events, day presets and toggles, time ranges. */
export { ScheduleEditor } from './ScheduleEditor';
export type { ScheduleEditorProps } from './ScheduleEditor';
export { EventEditor, dateValue } from './EventEditor';
export type { EventEditorProps } from './EventEditor';
export { DayPicker } from './DayPicker';
export type { DayPickerProps } from './DayPicker';
export { TimeRangeList, parseTime, timeValue } from './TimeRangeList';
export type { TimeRangeListProps } from './TimeRangeList';
export { DAY_TEXTS, problemTexts } from './scheduleEditor.text';
