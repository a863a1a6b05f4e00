import type { ReadonlySignal } from '@preact/signals-core';
import type { Day, DayPreset, ScheduleErrorKey, ScheduleEvent } from '@screenplay/core/schedule';
import type { ApiError } from '../../api/ApiError';
import type { ScheduleOwner, ScheduleRepository } from './scheduleRepository.types';

/** A schedule as stored: what the load answers and what a save answers. */
export interface StoredSchedule {
  id: number;
  name: string;
  events: ScheduleEvent[];
}

/** A schedule in the editor: `key` names it in the editor; `id` is null until it is stored. */
export interface EditedSchedule {
  key: string;
  id: number | null;
  name: string;
  events: ScheduleEvent[];
}

/** A problem shown next to a field: a core message key (checked here) or a text the server answered. */
export type FieldProblem = { key: ScheduleErrorKey } | { text: string };

/** Field path (`schedules.0.events.1.till`) → its problems. */
export type FieldProblems = Readonly<Record<string, readonly FieldProblem[]>>;

/**
 * One request of a save. The store runs the steps in order and stops at the first failure, so what was
 * stored before it stays stored and what was not stays in the editor for the next try.
 */
export interface SaveStep {
  /** The editor indexes whose schedules the request sends. */
  indexes: readonly number[];
  /** The stored id the request removes (a DELETE). */
  removedId?: number;
  /** Whether the answer's schedules are the sent ones in order (their ids are taken); false when one is sent to several screens. */
  isStoredOneToOne: boolean;
  run(): Promise<StoredSchedule[]>;
  /** The editor's field path of a path the server's 422 answer names, or null when it names none of the editor's. */
  fieldPath(serverPath: string): string | null;
}

/** What a save must store: the list, which stored ones changed, which are new, which stored ids are gone. */
export interface SavePlanInput {
  schedules: readonly EditedSchedule[];
  /** Indexes of stored schedules that changed. */
  changed: readonly number[];
  /** Indexes of schedules not stored yet. */
  added: readonly number[];
  removedIds: readonly number[];
}

/** How the store loads and saves the schedules of one owner (made by `scheduleTarget` over a repository). */
export interface ScheduleEditorTarget {
  /** Whether the list may grow and shrink (a playlist item has exactly one schedule). */
  canAddSchedules: boolean;
  /** The stored schedules (none: the editor starts with one new schedule). */
  load(): Promise<StoredSchedule[]>;
  /** The requests that store a plan, in the order they must run. */
  plan(input: SavePlanInput): SaveStep[];
}

/** Dependencies of `createScheduleEditorStore`. */
export interface ScheduleEditorStoreDeps {
  /** Where the schedules load from and are stored. */
  repository: ScheduleRepository;
  /** Whose schedules are edited: a scene on screens, or a playlist item. */
  owner: ScheduleOwner;
  /** The clock of a new event's start (tests inject one). */
  now?: () => Date;
  onError?: (error: ApiError) => void;
}

/** Where the editor stands. */
export type ScheduleEditorStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';

/** Why a save ended: stored, refused by core's rules before any request, or a request failed. */
export type ScheduleSaveResult = 'saved' | 'invalid' | 'failed' | 'busy';

/** The schedule editor's state and actions; every editing rule is core's. */
export interface ScheduleEditorStore {
  $status: ReadonlySignal<ScheduleEditorStatus>;
  $schedules: ReadonlySignal<readonly EditedSchedule[]>;
  $selectedKey: ReadonlySignal<string | null>;
  /** The selected schedule and its index. */
  $selected: ReadonlySignal<{ schedule: EditedSchedule; index: number } | null>;
  /** Core's problems of the list (`scheduleListErrors`) and the last save's 422 problems, by field path. */
  $errors: ReadonlySignal<FieldProblems>;
  $isDirty: ReadonlySignal<boolean>;
  $isSaving: ReadonlySignal<boolean>;
  /** The last failed save's error (cleared by the next save or load). */
  $saveError: ReadonlySignal<ApiError | null>;
  /** Whether the list may grow and shrink (a playlist item has exactly one schedule). */
  canAddSchedules: boolean;

  load(): Promise<boolean>;
  /** Selects a schedule by key, or the stored one by id (`:scheduleId`). */
  select(key: string): void;
  selectStored(id: number): boolean;
  addSchedule(): void;
  /** Refused (false) for the last schedule (core's MIN_SCHEDULES). */
  removeSchedule(key: string): boolean;
  canRemoveSchedule(): boolean;
  renameSchedule(key: string, name: string): void;

  /** Events of the selected schedule. */
  addEvent(): void;
  /** Refused (false) for the last event. */
  removeEvent(event: number): boolean;
  setFrom(event: number, from: string): void;
  setTill(event: number, till: string | null): void;
  applyPreset(event: number, preset: DayPreset): void;
  /** Core's `toggleDay` over the event's day groups (the last remaining day stays). */
  toggleDay(event: number, day: Day): void;
  /** Selects or deselects a day in one day group (moving it from another group); false when refused. */
  toggleGroupDay(event: number, group: number, day: Day): boolean;
  /** Adds a day group for the days no group selects (false when every day is selected). */
  addDayGroup(event: number): boolean;
  removeDayGroup(event: number, group: number): boolean;
  addTimeRange(event: number, group: number): void;
  removeTimeRange(event: number, group: number, range: number): boolean;
  /** Sets one range's from or till as hours and minutes. */
  setTime(event: number, group: number, range: number, end: 'from' | 'till', hour: number, minute: number): void;

  /** Stores the edits (core's rules first: nothing is sent while they fail). */
  save(): Promise<ScheduleSaveResult>;
}
