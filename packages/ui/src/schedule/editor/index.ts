/** The schedule editor's components: the whole editor, its header, schedules as tabs, events, days, time ranges. */
export { ScheduleEditor } from './ScheduleEditor';
export type { ScheduleEditorProps } from './ScheduleEditor';
export { ScheduleEditorHeader } from './ScheduleEditorHeader';
export type { ScheduleEditorHeaderProps } from './ScheduleEditorHeader';
export { ScheduleTabs } from './ScheduleTabs';
export type { ScheduleTabsProps } from './ScheduleTabs';
export { ScheduleUnavailable } from './ScheduleUnavailable';
export type { ScheduleUnavailableProps } from './ScheduleUnavailable';
export { useUnsavedWarning } from './useUnsavedWarning';
export { EventEditor, dateValue } from './EventEditor';
export type { EventEditorProps } from './EventEditor';
export { DayPicker } from './DayPicker';
export type { DayPickerProps } from './DayPicker';
export { TimeRangeList, parseTime, timeValue } from './TimeRangeList';
export type { TimeRangeListProps } from './TimeRangeList';
export { DAY_TEXTS, problemTexts } from './scheduleEditor.text';
