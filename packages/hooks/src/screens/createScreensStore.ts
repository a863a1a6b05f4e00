import { batch, computed, effect, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { Id } from '@screenplay/core';
import { targetFolderId } from '@screenplay/core/library';
import { msUntilStatusChange, screenStatus } from '@screenplay/core/screens';
import type { ScreenDto, ScreenFoldersDto, ScreenStatus, ScreensListMessage } from '@screenplay/core/screens';
import { FOLDERS_API, SCREENS_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';
import type { ApiError } from '../api/ApiError';
import { createErrorReporter } from '../library/library.calls';
import { createFolderStore } from '../library/createFolderStore';
import type { ErrorHandler, FolderStore } from '../library/library.types';

/** Spec accounts §4 "Screen selection": single mode toggles one id; multiple mode toggles ids in a list. */
export type ScreenSelectionMode = 'single' | 'multiple';

/** A screen as the list shows it: its status recomputed from `aliveAt` at the store's clock. */
export interface ListedScreen extends ScreenDto {
  status: ScreenStatus;
}

/** Timer functions the store schedules its status re-check with (tests inject fakes). */
export interface StatusClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Dependencies of {@link createScreensStore}. */
export interface ScreensStoreDeps {
  api: ApiClient;
  onError?: ErrorHandler;
  /** The clock of the status badges; the browser's by default. */
  clock?: StatusClock;
}

/** The screens list: folders, screens, selection, search, live updates and status that turns on time. */
export interface ScreensStore {
  /** The screens folders (the folder store every folder page uses). */
  folders: FolderStore;
  /** Every screen of the tenant, status recomputed at `$now`. */
  $screens: ReadonlySignal<readonly ListedScreen[]>;
  /** The screens of the selected folder (the root: all) matching the search, by name. */
  $visible: ReadonlySignal<readonly ListedScreen[]>;
  /** Whether the user may add screens (`manageScreen` of `GET folders/screens`). */
  $manageScreen: ReadonlySignal<boolean>;
  /** 'idle' before the first load; 'loading'; 'ready'; 'error' when the last load failed. */
  $status: ReadonlySignal<'idle' | 'loading' | 'ready' | 'error'>;
  $error: ReadonlySignal<ApiError | null>;
  /** The search text (matches a screen's name or one of its tags, case-insensitive). */
  $query: ReadonlySignal<string>;
  $selectionMode: ReadonlySignal<ScreenSelectionMode>;
  /** The selected screen ids, in the order they were selected. */
  $selectedIds: ReadonlySignal<readonly Id[]>;
  /** The time the statuses were computed at (advances only when a status is due to change). */
  $now: ReadonlySignal<number>;
  /** `GET folders/screens`; resolves whether it succeeded. */
  load(): Promise<boolean>;
  /** Applies one `customer:{id}:screens` message. */
  apply(message: ScreensListMessage): void;
  search(query: string): void;
  setSelectionMode(mode: ScreenSelectionMode): void;
  /** Spec §4: single mode toggles one id (selecting another replaces it); multiple mode toggles it in the list. */
  toggle(id: Id): void;
  clearSelection(): void;
  /** `POST screens/{id}/move {to}` (-1 = no folder); the listing follows. */
  move(id: Id, to: Id): Promise<boolean>;
  /** Stops the status timer. */
  dispose(): void;
}

const BROWSER_CLOCK: StatusClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Whether a screen matches a search text by name or by one of its tags. */
export function matchesScreenSearch(screen: Pick<ScreenDto, 'name' | 'tags'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    screen.name.toLocaleLowerCase().includes(needle) ||
    screen.tags.some((tag) => tag.name.toLocaleLowerCase().includes(needle))
  );
}

/** Spec §4 selection: the ids after toggling `id` in a mode. */
export function toggleScreenSelection(selected: readonly Id[], id: Id, mode: ScreenSelectionMode): Id[] {
  if (mode === 'single') return selected.length === 1 && selected[0] === id ? [] : [id];
  return selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];
}

/**
 * Creates the screens list's store over the API (spec accounts §2, §4): the screens folders (the shared folder
 * store, kind 'screens'), the screens with their status recomputed by core's `screenStatus` — one timer set for
 * the next moment a badge turns (`msUntilStatusChange`), no polling tick — the realtime messages of
 * `customer:{id}:screens`, search by name and tag, and single or multiple selection.
 * @example
 * const store = createScreensStore({ api });
 * await store.load();
 * client.subscribe('customer:1:screens', 'screen', (m) => store.apply({ name: 'screen', data: m.data }));
 */
export function createScreensStore(deps: ScreensStoreDeps): ScreensStore {
  const { api } = deps;
  const clock = deps.clock ?? BROWSER_CLOCK;
  const errors = createErrorReporter(deps.onError);
  const folders = createFolderStore({ api, kind: 'screens', ...(deps.onError ? { onError: deps.onError } : {}) });
  const $raw = signal<readonly ScreenDto[]>([]);
  const $manageScreen = signal(false);
  const $status = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const $query = signal('');
  const $selectionMode = signal<ScreenSelectionMode>('single');
  const $selectedIds = signal<readonly Id[]>([]);
  const $now = signal(clock.now());

  const $screens = computed<readonly ListedScreen[]>(() => {
    const now = new Date($now.value);
    return $raw.value.map((screen) => ({ ...screen, status: screenStatus(screen.aliveAt, now) }));
  });
  const $visible = computed(() => {
    const folderId = targetFolderId(folders.$selection.value);
    const query = $query.value;
    return $screens.value
      .filter((screen) => folderId === null || screen.folderIds.includes(folderId))
      .filter((screen) => matchesScreenSearch(screen, query))
      .sort((a, b) => a.name.localeCompare(b.name));
  });

  // The next moment any badge turns: one timer, re-armed whenever the screens or the clock change. It counts from the
  // clock at arming (the statuses shown may be older), and fires at once when a badge is already due to turn.
  let timer: unknown = null;
  const stopTimer = effect(() => {
    const shownAt = new Date($now.value);
    const screens = $raw.value;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const armedAt = clock.now();
    const at = new Date(armedAt);
    let next: number | null = null;
    for (const screen of screens) {
      const alive = screen.aliveAt === null ? null : new Date(screen.aliveAt);
      if (!alive || Number.isNaN(alive.getTime())) continue;
      const due = screenStatus(alive, shownAt) === screenStatus(alive, at) ? msUntilStatusChange(alive, at) : 0;
      if (due !== null && (next === null || due < next)) next = due;
    }
    if (next !== null) {
      const delay = next;
      timer = clock.setTimeout(() => {
        timer = null;
        $now.value = Math.max(clock.now(), armedAt + delay);
      }, delay);
    }
  });

  function show(data: ScreenFoldersDto): void {
    batch(() => {
      folders.setFolders(data.folders);
      $raw.value = data.screens;
      $manageScreen.value = data.manageScreen;
      $now.value = clock.now();
      const ids = new Set(data.screens.map((screen) => screen.id));
      $selectedIds.value = $selectedIds.peek().filter((id) => ids.has(id));
      $status.value = 'ready';
    });
  }

  function upsert(screen: ScreenDto): void {
    const screens = $raw.peek();
    $raw.value = screens.some((one) => one.id === screen.id)
      ? screens.map((one) => (one.id === screen.id ? screen : one))
      : [...screens, screen];
  }

  return {
    folders,
    $screens,
    $visible,
    $manageScreen,
    $status,
    $error: errors.$error,
    $query,
    $selectionMode,
    $selectedIds,
    $now,

    async load() {
      $status.value = 'loading';
      try {
        show((await api.call(FOLDERS_API.screens)).data);
        errors.clear();
        return true;
      } catch (reason) {
        $status.value = 'error';
        errors.report(reason);
        return false;
      }
    },

    apply(message) {
      batch(() => {
        $now.value = clock.now();
        if (message.name === 'screen') upsert(message.data);
        else if (message.name === 'removed') {
          $raw.value = $raw.peek().filter((screen) => screen.id !== message.data.id);
          $selectedIds.value = $selectedIds.peek().filter((id) => id !== message.data.id);
        } else {
          const { id, aliveAt, contentVersion, syncs } = message.data;
          $raw.value = $raw
            .peek()
            .map((screen) => (screen.id === id ? { ...screen, aliveAt, contentVersion, syncs } : screen));
        }
      });
    },

    search(query) {
      $query.value = query;
    },

    setSelectionMode(mode) {
      batch(() => {
        $selectionMode.value = mode;
        // Leaving multiple mode keeps at most one selected screen (the first chosen).
        if (mode === 'single') $selectedIds.value = $selectedIds.peek().slice(0, 1);
      });
    },

    toggle(id) {
      $selectedIds.value = toggleScreenSelection($selectedIds.peek(), id, $selectionMode.peek());
    },

    clearSelection() {
      $selectedIds.value = [];
    },

    async move(id, to) {
      try {
        const answer: { data?: ScreenDto } | undefined = await api.call(SCREENS_API.move, {
          params: { id },
          body: { to },
        });
        if (answer?.data && typeof answer.data === 'object' && 'id' in answer.data) upsert(answer.data);
        else {
          $raw.value = $raw
            .peek()
            .map((screen) => (screen.id === id ? { ...screen, folderIds: to < 0 ? [] : [to] } : screen));
        }
        return true;
      } catch (reason) {
        errors.report(reason);
        return false;
      }
    },

    dispose() {
      stopTimer();
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
