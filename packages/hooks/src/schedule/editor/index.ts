/** The schedule editor's store: named schedules of a scene on screens, or of a playlist item. */
export { createScheduleEditorStore } from './createScheduleEditorStore';
export { addDayGroup, groupDayRefusal, lastSelectedDay, toggleGroupDay } from './scheduleEditor.days';
export type { GroupDayRefusal } from './scheduleEditor.days';
export { playlistItemTarget, screenSceneTarget } from './scheduleEditor.targets';
export type {
  EditedSchedule,
  FieldProblem,
  FieldProblems,
  SavePlanInput,
  SaveStep,
  ScheduleEditorStatus,
  ScheduleEditorStore,
  ScheduleEditorStoreDeps,
  ScheduleEditorTarget,
  ScheduleSaveResult,
  StoredSchedule,
} from './scheduleEditor.types';
