import { batch, computed, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';

/** The scene editor's mouse mode (spec authoring, editor state: "mouse mode (select or drag)"). */
export type MouseMode = 'select' | 'drag';

/** Offset of the panned canvas from its place, in screen pixels. */
export interface PanOffset {
  x: number;
  y: number;
}

/**
 * The canvas's mouse mode and pan: 'select' picks and moves sections, 'drag' pans the view (the sections stay put).
 * Holding Space pans whatever mode is chosen; releasing it returns to the chosen mode.
 */
export interface CanvasPan {
  /** The mode the user chose with the tool bar or its shortcut. */
  $chosenMode: ReadonlySignal<MouseMode>;
  /** The mode in force: 'drag' while Space is held, else the chosen one. */
  $mode: ReadonlySignal<MouseMode>;
  /** True between `begin` and `end` of a pan gesture. */
  $isPanning: ReadonlySignal<boolean>;
  $offset: ReadonlySignal<PanOffset>;
  setMode(mode: MouseMode): void;
  /** Space pressed (true) or released (false). */
  holdSpace(isHeld: boolean): void;
  /** Starts a pan at a pointer position (screen pixels); refused (false) unless the mode in force is 'drag'. */
  begin(x: number, y: number): boolean;
  /** Moves the view by the pointer's travel since the last call. */
  move(x: number, y: number): void;
  end(): void;
  /** Puts the canvas back in its place (e.g. when zoomed to fit). */
  reset(): void;
}

const ORIGIN: PanOffset = { x: 0, y: 0 };

/** Creates the mouse mode and pan state of a scene editor canvas ('select' by default). */
export function createCanvasPan(): CanvasPan {
  const $chosenMode = signal<MouseMode>('select');
  const $isSpaceHeld = signal(false);
  const $isPanning = signal(false);
  const $offset = signal<PanOffset>(ORIGIN);
  const $mode = computed<MouseMode>(() => ($isSpaceHeld.value ? 'drag' : $chosenMode.value));
  let last: PanOffset | null = null;

  const end = () => {
    last = null;
    $isPanning.value = false;
  };
  return {
    $chosenMode,
    $mode,
    $isPanning,
    $offset,
    setMode(mode) {
      $chosenMode.value = mode;
      if ($mode.value !== 'drag') end();
    },
    holdSpace(isHeld) {
      $isSpaceHeld.value = isHeld;
      if ($mode.value !== 'drag') end();
    },
    begin(x, y) {
      if ($mode.value !== 'drag') return false;
      last = { x, y };
      $isPanning.value = true;
      return true;
    },
    move(x, y) {
      if (!last) return;
      const dx = x - last.x;
      const dy = y - last.y;
      last = { x, y };
      if (dx !== 0 || dy !== 0) $offset.value = { x: $offset.value.x + dx, y: $offset.value.y + dy };
    },
    end,
    reset() {
      batch(() => {
        end();
        $offset.value = ORIGIN;
      });
    },
  };
}

/** The parts of a key event {@link mouseModeKey} reads. */
export interface MouseModeKeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** True when the key belongs to the focused element: a text field, or a control Space activates (a button). */
  targetOwnsKey: boolean;
}

/** Shortcut of the select mode (ours: the spec names none; V as in common design tools). */
export const SELECT_MODE_KEY = 'v';
/** Shortcut of the drag (pan) mode (ours: H for the hand, as in common design tools). */
export const DRAG_MODE_KEY = 'h';

/**
 * What a key asks of the mouse mode: 'space' (hold to pan), a mode to choose (V select, H drag), or null. Keys typed
 * into a text field, and Space on a button, belong to the focused element; modifier chords are other commands.
 */
export function mouseModeKey(event: MouseModeKeyLike): 'space' | MouseMode | null {
  if (event.targetOwnsKey || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === ' ') return 'space';
  const key = event.key.toLowerCase();
  if (key === SELECT_MODE_KEY) return 'select';
  if (key === DRAG_MODE_KEY) return 'drag';
  return null;
}
