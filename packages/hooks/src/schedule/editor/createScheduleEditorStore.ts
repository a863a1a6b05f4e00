import { batch, computed, signal } from '@preact/signals-core';
import {
  MIN_SCHEDULES,
  NEW_SCHEDULE_NAME,
  WHOLE_DAY,
  applyPreset,
  newEvent,
  scheduleListErrors,
  toggleDay,
} from '@screenplay/core/schedule';
import type { DayGroup, ScheduleEvent } from '@screenplay/core/schedule';
import { toApiError } from '../../api/ApiError';
import type { ApiError } from '../../api/ApiError';
import { addDayGroup, toggleGroupDay } from './scheduleEditor.days';
import { scheduleTarget } from './scheduleEditor.targets';
import type {
  EditedSchedule,
  FieldProblem,
  FieldProblems,
  SaveStep,
  ScheduleEditorStatus,
  ScheduleEditorStore,
  ScheduleEditorStoreDeps,
  StoredSchedule,
} from './scheduleEditor.types';

/** What a schedule stores: its name and events (the key and id are the editor's bookkeeping). */
function contentOf(schedule: Pick<EditedSchedule, 'name' | 'events'>): string {
  return JSON.stringify({ name: schedule.name, events: schedule.events });
}

function listContent(schedules: readonly EditedSchedule[]): string {
  return JSON.stringify(schedules.map((schedule) => ({ id: schedule.id, content: contentOf(schedule) })));
}

function replaceAt<T>(list: readonly T[], index: number, update: (item: T) => T): T[] {
  return list.map((item, at) => (at === index ? update(item) : item));
}

/**
 * Creates the schedule editor's store (spec: named schedules, events with from/till, day presets, day
 * toggles, day groups and time ranges). Every rule is core's: a new schedule is `NEW_SCHEDULE_NAME` with
 * `newEvent(now)`, the last schedule (`MIN_SCHEDULES`), event, day group, time range and selected day
 * stay, and `scheduleListErrors` gives the inline problems; a save sends nothing while they fail. The
 * schedules are the owner's (a scene on screens, a playlist item), loaded and stored through the repository:
 * a save runs its calls in order and keeps every edit when one fails, with the 422 problems next to their fields.
 * @example
 * const store = createScheduleEditorStore({
 *   repository: createMemoryScheduleRepository(),
 *   owner: { kind: 'screenScene', sceneId, screenIds: [screenId] },
 * });
 * await store.load();
 * store.applyPreset(0, 'weekdays');
 * await store.save(); // 'saved'
 */
export function createScheduleEditorStore(deps: ScheduleEditorStoreDeps): ScheduleEditorStore {
  const target = scheduleTarget(deps.repository, deps.owner);
  const now = deps.now ?? (() => new Date());
  const $status = signal<ScheduleEditorStatus>('idle');
  const $schedules = signal<readonly EditedSchedule[]>([]);
  const $selectedKey = signal<string | null>(null);
  const $serverProblems = signal<FieldProblems>({});
  const $isSaving = signal(false);
  const $saveError = signal<ApiError | null>(null);
  /** The list as loaded or last saved (dirty is a difference from it). */
  const $savedContent = signal(listContent([]));
  const $removedIds = signal<readonly number[]>([]);
  /** What each stored schedule holds on the server (by id), so a save sends only what changed. */
  const stored = new Map<number, string>();
  let nextKey = 1;

  const newSchedule = (): EditedSchedule => ({
    key: `new-${nextKey++}`,
    id: null,
    name: NEW_SCHEDULE_NAME,
    events: [newEvent(now())],
  });
  const edited = (schedule: StoredSchedule): EditedSchedule => ({
    key: `stored-${schedule.id}`,
    id: schedule.id,
    name: schedule.name,
    events: schedule.events,
  });

  const $selected = computed(() => {
    const schedules = $schedules.value;
    const index = schedules.findIndex((schedule) => schedule.key === $selectedKey.value);
    const schedule = schedules[index];
    return schedule ? { schedule, index } : null;
  });
  const $clientErrors = computed(() =>
    scheduleListErrors($schedules.value.map(({ name, events }) => ({ name, events }))),
  );
  const $errors = computed<FieldProblems>(() => {
    const problems: Record<string, FieldProblem[]> = {};
    for (const [path, keys] of Object.entries($clientErrors.value)) problems[path] = keys.map((key) => ({ key }));
    for (const [path, list] of Object.entries($serverProblems.value))
      problems[path] = [...(problems[path] ?? []), ...list];
    return problems;
  });
  const $isDirty = computed(
    () => $removedIds.value.length > 0 || listContent($schedules.value) !== $savedContent.value,
  );

  /** Replaces the schedules; any edit makes the last save's 422 problems stale. */
  function edit(update: (schedules: readonly EditedSchedule[]) => readonly EditedSchedule[]): void {
    batch(() => {
      $schedules.value = update($schedules.peek());
      if (Object.keys($serverProblems.peek()).length > 0) $serverProblems.value = {};
    });
  }
  function editEvent(event: number, update: (event: ScheduleEvent) => ScheduleEvent): void {
    const selected = $selected.peek();
    if (!selected?.schedule.events[event]) return;
    edit((schedules) =>
      replaceAt(schedules, selected.index, (schedule) => ({
        ...schedule,
        events: replaceAt(schedule.events, event, update),
      })),
    );
  }
  function editGroups(event: number, update: (groups: readonly DayGroup[]) => DayGroup[] | null): boolean {
    const groups = $selected.peek()?.schedule.events[event]?.daysSchedule;
    const next = groups ? update(groups) : null;
    if (!next) return false;
    editEvent(event, (one) => ({ ...one, daysSchedule: next }));
    return true;
  }
  function editGroup(event: number, group: number, update: (group: DayGroup) => DayGroup | null): boolean {
    return editGroups(event, (groups) => {
      const one = groups[group];
      const next = one ? update(one) : null;
      return next ? replaceAt(groups, group, () => next) : null;
    });
  }

  /** Core's MIN_SCHEDULES: the last schedule stays (and a playlist item's one is never removed). */
  function canRemoveSchedule(): boolean {
    return target.canAddSchedules && $schedules.peek().length > MIN_SCHEDULES;
  }

  function show(schedules: readonly EditedSchedule[], savedContent: string): void {
    batch(() => {
      $schedules.value = schedules;
      $savedContent.value = savedContent;
      $removedIds.value = [];
      $selectedKey.value = schedules[0]?.key ?? null;
      $serverProblems.value = {};
      $saveError.value = null;
    });
  }

  /** Applies the answer of one successful request. */
  function record(step: SaveStep, answer: readonly StoredSchedule[]): void {
    if (step.removedId !== undefined) {
      $removedIds.value = $removedIds.peek().filter((id) => id !== step.removedId);
      stored.delete(step.removedId);
      return;
    }
    if (!step.isStoredOneToOne) return;
    const schedules = [...$schedules.peek()];
    step.indexes.forEach((index, at) => {
      const sent = schedules[index];
      const answered = answer[at];
      if (!sent || !answered) return;
      stored.set(answered.id, contentOf(sent));
      schedules[index] = { ...sent, id: answered.id };
    });
    $schedules.value = schedules;
  }

  function problemsOf(error: ApiError, step: SaveStep): FieldProblems {
    const problems: Record<string, FieldProblem[]> = {};
    for (const [serverPath, texts] of Object.entries(error.errors ?? {})) {
      const path = step.fieldPath(serverPath);
      if (path !== null) problems[path] = [...(problems[path] ?? []), ...texts.map((text) => ({ text }))];
    }
    return problems;
  }

  return {
    $status,
    $schedules,
    $selectedKey,
    $selected,
    $errors,
    $isDirty,
    $isSaving,
    $saveError,
    canAddSchedules: target.canAddSchedules,

    async load() {
      $status.value = 'loading';
      try {
        const loaded = await target.load();
        stored.clear();
        for (const schedule of loaded) stored.set(schedule.id, contentOf(schedule));
        const schedules = loaded.map(edited);
        // None stored yet: one new schedule, unsaved (the list as loaded is empty).
        if (schedules.length === 0) show([newSchedule()], listContent([]));
        else show(schedules, listContent(schedules));
        $status.value = 'ready';
        return true;
      } catch (reason) {
        const error = toApiError(reason);
        if (error.status === 404 || error.status === 403) $status.value = 'missing';
        else {
          $status.value = 'failed';
          deps.onError?.(error);
        }
        return false;
      }
    },

    select(key) {
      if ($schedules.peek().some((schedule) => schedule.key === key)) $selectedKey.value = key;
    },

    selectStored(id) {
      const found = $schedules.peek().find((schedule) => schedule.id === id);
      if (found) $selectedKey.value = found.key;
      return found !== undefined;
    },

    addSchedule() {
      if (!target.canAddSchedules) return;
      const schedule = newSchedule();
      batch(() => {
        edit((schedules) => [...schedules, schedule]);
        $selectedKey.value = schedule.key;
      });
    },

    canRemoveSchedule,

    removeSchedule(key) {
      const schedules = $schedules.peek();
      const index = schedules.findIndex((schedule) => schedule.key === key);
      const removed = schedules[index];
      if (!removed || !canRemoveSchedule()) return false;
      batch(() => {
        edit((list) => list.filter((schedule) => schedule.key !== key));
        if (removed.id !== null) $removedIds.value = [...$removedIds.peek(), removed.id];
        if ($selectedKey.peek() === key) {
          const next = $schedules.peek()[Math.min(index, $schedules.peek().length - 1)];
          $selectedKey.value = next?.key ?? null;
        }
      });
      return true;
    },

    renameSchedule(key, name) {
      edit((schedules) => schedules.map((schedule) => (schedule.key === key ? { ...schedule, name } : schedule)));
    },

    addEvent() {
      const selected = $selected.peek();
      if (!selected) return;
      edit((schedules) =>
        replaceAt(schedules, selected.index, (schedule) => ({
          ...schedule,
          events: [...schedule.events, newEvent(now())],
        })),
      );
    },

    removeEvent(event) {
      const selected = $selected.peek();
      if (!selected || selected.schedule.events.length <= 1 || !selected.schedule.events[event]) return false;
      edit((schedules) =>
        replaceAt(schedules, selected.index, (schedule) => ({
          ...schedule,
          events: schedule.events.filter((_, at) => at !== event),
        })),
      );
      return true;
    },

    setFrom(event, from) {
      editEvent(event, (one) => ({ ...one, from }));
    },

    setTill(event, till) {
      editEvent(event, (one) => ({ ...one, till: till === '' ? null : till }));
    },

    applyPreset(event, preset) {
      editGroups(event, (groups) => applyPreset(groups, preset));
    },

    toggleDay(event, day) {
      editGroups(event, (groups) => toggleDay(groups, day));
    },

    toggleGroupDay(event, group, day) {
      return editGroups(event, (groups) => toggleGroupDay(groups, group, day));
    },

    addDayGroup(event) {
      return editGroups(event, addDayGroup);
    },

    removeDayGroup(event, group) {
      return editGroups(event, (groups) =>
        groups.length > 1 && groups[group] ? groups.filter((_, at) => at !== group) : null,
      );
    },

    addTimeRange(event, group) {
      editGroup(event, group, (one) => ({ ...one, timeRanges: [...one.timeRanges, { ...WHOLE_DAY }] }));
    },

    removeTimeRange(event, group, range) {
      return editGroup(event, group, (one) =>
        one.timeRanges.length > 1 && one.timeRanges[range]
          ? { ...one, timeRanges: one.timeRanges.filter((_, at) => at !== range) }
          : null,
      );
    },

    setTime(event, group, range, end, hour, minute) {
      editGroup(event, group, (one) => ({
        ...one,
        timeRanges: replaceAt(one.timeRanges, range, (times) =>
          end === 'from'
            ? { ...times, fromHour: hour, fromMinute: minute }
            : { ...times, tillHour: hour, tillMinute: minute },
        ),
      }));
    },

    async save() {
      if ($isSaving.peek()) return 'busy';
      if (Object.keys($clientErrors.peek()).length > 0) return 'invalid';
      const schedules = $schedules.peek();
      const changed: number[] = [];
      const added: number[] = [];
      schedules.forEach((schedule, index) => {
        if (schedule.id === null) added.push(index);
        else if (stored.get(schedule.id) !== contentOf(schedule)) changed.push(index);
      });
      const steps = target.plan({ schedules, changed, added, removedIds: $removedIds.peek() });
      batch(() => {
        $isSaving.value = true;
        $saveError.value = null;
        $serverProblems.value = {};
      });
      for (const step of steps) {
        try {
          record(step, await step.run());
        } catch (reason) {
          const error = toApiError(reason);
          batch(() => {
            $serverProblems.value = problemsOf(error, step);
            $saveError.value = error;
            $isSaving.value = false;
          });
          return 'failed';
        }
      }
      batch(() => {
        $savedContent.value = listContent($schedules.peek());
        $isSaving.value = false;
      });
      return 'saved';
    },
  };
}
