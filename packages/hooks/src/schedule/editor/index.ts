/** The schedule editor's store: named schedules of a scene on screens, or of a playlist item. */
export { createScheduleEditorStore } from './createScheduleEditorStore';
export { useScheduleEditorStore } from './useScheduleEditorStore';
export type { UseScheduleEditorStoreOptions } from './useScheduleEditorStore';
export { addDayGroup, groupDayRefusal, lastSelectedDay, toggleGroupDay } from './scheduleEditor.days';
export type { GroupDayRefusal } from './scheduleEditor.days';
export { createApiScheduleRepository } from './createApiScheduleRepository';
export { createMemoryScheduleRepository } from './createMemoryScheduleRepository';
export type {
  MemoryItemSchedule,
  MemoryScheduleRepository,
  MemoryScheduleRepositoryOptions,
} from './createMemoryScheduleRepository';
export type {
  NewScreenSchedule,
  ScheduleFields,
  ScheduleOwner,
  ScheduleRepository,
  ScheduleRepositoryOp,
} from './scheduleRepository.types';
export type {
  EditedSchedule,
  FieldProblem,
  FieldProblems,
  ScheduleEditorStatus,
  ScheduleEditorStore,
  ScheduleEditorStoreDeps,
  ScheduleSaveResult,
  StoredSchedule,
} from './scheduleEditor.types';
