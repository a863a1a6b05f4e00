/**
 * @screenplay/ui/schedule — the schedule editor's components and a screen's week view.
 */
export * from './editor/index';
export * from './week/index';
export { dayPickerAnatomy } from './editor/DayPicker.anatomy';
export { eventEditorAnatomy } from './editor/EventEditor.anatomy';
export { schedulePageAnatomy } from './editor/ScheduleEditor.anatomy';
export { scheduleEditorAnatomy } from './editor/ScheduleTabs.anatomy';
export { timeRangeListAnatomy } from './editor/TimeRangeList.anatomy';
export { weekViewAnatomy } from './week/WeekView.anatomy';
