import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { SECTION_SAVE_DEBOUNCE_MS, type Id, type Section } from '@screenplay/core';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import { SAVE_RETRY_INITIAL_MS, SAVE_RETRY_MAX_MS } from './sceneEditor.constants';
import type { SceneRepository } from './sceneRepository.types';

/** Where the saving of section edits stands; `error` holds the failure while saves are being retried. */
export interface SaveState {
  status: 'idle' | 'saving' | 'error';
  error: ApiError | null;
}

/** The timer functions a store uses (tests inject fakes; by default the global ones, looked up on each call). */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up on each call so fake timers installed later still apply. */
export const GLOBAL_SCHEDULER: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Wait before retry number `failures` (1-based): 1 s doubling, capped at 20 s. */
export function retryDelay(failures: number): number {
  return Math.min(SAVE_RETRY_INITIAL_MS * 2 ** Math.max(0, failures - 1), SAVE_RETRY_MAX_MS);
}

/** What the section saver needs from the editor store. */
export interface SectionSaverDeps {
  repository: SceneRepository;
  scheduler: Scheduler;
  sceneId(): Id | null;
  /** The section as it is now, or undefined when it is gone (reverted, reloaded). */
  read(id: Id): Section | undefined;
  /** A new draft was stored: from now on it is `saved.id`. */
  onCreated(tempId: Id, saved: Section): void;
  /** These sections are on the server as they are now (no newer edit waits). */
  onSaved(ids: Id[]): void;
  /** The first failure of a streak (retries that fail again stay quiet). */
  onFailure(error: ApiError): void;
}

/** Saves edited sections debounced, one batch at a time, retrying failures with back-off until they succeed. */
export interface SectionSaver {
  $state: ReadonlySignal<SaveState>;
  /** Queues a section for saving 200 ms after the last edit (sooner never; during a back-off, with the retry). */
  markDirty(id: Id): void;
  /** Whether a create of this temporary id is on its way (an edit now must be re-sent: `needToUpdate`). */
  isCreating(id: Id): boolean;
  /** Whether an edit of this section waits to be saved. */
  isDirty(id: Id): boolean;
  /** Drops a queued save (the section was reverted). */
  forget(id: Id): void;
  /** Saves everything queued now and resolves true once nothing waits, false when a save failed (retries go on). */
  flushNow(): Promise<boolean>;
  /** Resolves when the batch on its way (if any) has answered. */
  settle(): Promise<void>;
  /** Drops every queued save and timer; answers of batches already sent are ignored. */
  reset(): void;
  /** Like `reset`, then waits for the batch already sent to answer (so no create lands after a cancel). */
  stop(): Promise<void>;
}

/**
 * Creates the section saver behind the scene editor: new drafts go through `createSection` (and take the server
 * id), others through `updateSection`/`updateSections`; a failed batch keeps its edits queued.
 */
export function createSectionSaver(deps: SectionSaverDeps): SectionSaver {
  const { repository, scheduler } = deps;
  const $state = signal<SaveState>({ status: 'idle', error: null });
  const dirty = new Set<Id>();
  const creating = new Set<Id>();
  let timer: unknown = null;
  let timerKind: 'debounce' | 'retry' | null = null;
  let flight: Promise<boolean> | null = null;
  let isFlushRequested = false;
  let failures = 0;
  let lastError: ApiError | null = null;
  let generation = 0;

  function refresh(): void {
    const status = failures > 0 ? 'error' : dirty.size > 0 || flight ? 'saving' : 'idle';
    const error = failures > 0 ? lastError : null;
    if ($state.value.status !== status || $state.value.error !== error) $state.value = { status, error };
  }

  function clearTimer(): void {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
    timerKind = null;
  }

  function startTimer(kind: 'debounce' | 'retry', ms: number): void {
    clearTimer();
    timerKind = kind;
    timer = scheduler.setTimeout(() => {
      timer = null;
      timerKind = null;
      void flush();
    }, ms);
  }

  async function create(sceneId: Id, section: Section, run: number): Promise<void> {
    creating.add(section.id);
    try {
      const saved = await repository.createSection(sceneId, section);
      if (run !== generation) return;
      const isEditedMeanwhile = dirty.delete(section.id);
      if (isEditedMeanwhile) dirty.add(saved.id);
      deps.onCreated(section.id, saved);
      if (!isEditedMeanwhile) deps.onSaved([saved.id]);
    } catch (reason) {
      if (run === generation) dirty.add(section.id);
      throw reason;
    } finally {
      creating.delete(section.id);
    }
  }

  async function update(sceneId: Id, sections: Section[], run: number): Promise<void> {
    const [only] = sections;
    if (!only) return;
    try {
      if (sections.length === 1) await repository.updateSection(sceneId, only);
      else await repository.updateSections(sceneId, sections);
      if (run === generation) deps.onSaved(sections.map((s) => s.id).filter((id) => !dirty.has(id)));
    } catch (reason) {
      if (run === generation) for (const section of sections) dirty.add(section.id);
      throw reason;
    }
  }

  async function run(): Promise<boolean> {
    const runGeneration = generation;
    const sceneId = deps.sceneId();
    const batch = [...dirty].map((id) => deps.read(id)).filter((s): s is Section => s !== undefined);
    dirty.clear();
    if (sceneId === null) return true;
    const results = await Promise.allSettled([
      ...batch.filter((s) => s.id < 0).map((s) => create(sceneId, s, runGeneration)),
      update(
        sceneId,
        batch.filter((s) => s.id > 0),
        runGeneration,
      ),
    ]);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure && runGeneration === generation) lastError = toApiError(failure.reason);
    return !failure || runGeneration !== generation;
  }

  function settleRun(isOk: boolean): void {
    flight = null;
    if (!isOk) {
      failures += 1;
      isFlushRequested = false;
      startTimer('retry', retryDelay(failures));
      if (failures === 1 && lastError) deps.onFailure(lastError);
    } else {
      failures = 0;
      if (isFlushRequested || (dirty.size > 0 && timer === null)) {
        isFlushRequested = false;
        void flush();
      }
    }
    refresh();
  }

  /** Nothing is left to save (a failed draft was reverted): the failure streak is over. */
  function settleIdle(): void {
    if (failures === 0) return;
    failures = 0;
    if (timerKind === 'retry') clearTimer();
    refresh();
  }

  function flush(): Promise<boolean> {
    if (flight) {
      isFlushRequested = true;
      return flight;
    }
    if (dirty.size === 0) {
      settleIdle();
      return Promise.resolve(true);
    }
    const current = run().then((isOk) => {
      if (flight === current) settleRun(isOk);
      return isOk;
    });
    flight = current;
    refresh();
    return current;
  }

  return {
    $state,
    markDirty(id) {
      dirty.add(id);
      if (timerKind !== 'retry') startTimer('debounce', SECTION_SAVE_DEBOUNCE_MS);
      refresh();
    },
    isCreating: (id) => creating.has(id),
    isDirty: (id) => dirty.has(id),
    forget(id) {
      dirty.delete(id);
      if (dirty.size === 0 && !flight) settleIdle();
      refresh();
    },
    async flushNow() {
      if (flight) await flight;
      clearTimer();
      while (dirty.size > 0) {
        if (!(await flush())) return false;
        if (flight) await flight;
      }
      settleIdle();
      return true;
    },
    async settle() {
      if (flight) await flight;
    },
    reset,
    async stop() {
      const previous = flight;
      reset();
      if (previous) await previous;
    },
  };

  function reset(): void {
    generation += 1;
    clearTimer();
    dirty.clear();
    creating.clear();
    flight = null;
    isFlushRequested = false;
    failures = 0;
    lastError = null;
    refresh();
  }
}
