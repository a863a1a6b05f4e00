import { batch, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { Id, Layer } from '@screenplay/core';
import { TEXT_CHANGE_DEBOUNCE_MS } from '@screenplay/core/widgets';
import type { Scheduler } from '../scene-editor/createSectionSaver';
import { plainTextFromPaste } from './plainTextFromPaste';
import type { PasteData } from './plainTextFromPaste';

/** The characters a paste replaced: the text field's selection (`selectionStart`, `selectionEnd`). */
export interface TextRange {
  start: number;
  end: number;
}

const FORM_CONTROLS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

/** Whether an element is a form control (input, textarea, select, button, or an editable element). */
function isFormControl(element: Element): boolean {
  return FORM_CONTROLS.has(element.tagName.toUpperCase()) || (element as HTMLElement).isContentEditable === true;
}

/**
 * Whether focus arriving at `target` ends text editing (spec §4): it does when the target is a form control
 * outside the text being edited (`editing`: the text layer's element, with its own toolbar if any).
 */
export function isOutsideFormControl(target: EventTarget | null, editing: Element | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as Element;
  if (editing && (editing === element || editing.contains(element))) return false;
  return isFormControl(element);
}

/** What text edit mode needs from the layer editor. */
export interface TextEditModeDeps {
  scheduler: Scheduler;
  /** The layer with this id, if it is still there. */
  layerOf(id: Id): Layer | undefined;
  /** Writes the text into the layer's content (the editor records it in its history). */
  commitText(id: Id, text: string): void;
}

/**
 * Text edit mode of a text layer (spec §4 "Text widget"): double click enters it; it ends on blur or when focus
 * moves to a form control outside the text; a paste inserts plain text; what is typed shows at once
 * (`$draft`) and reaches the layer 150 ms after the last change, or at once when editing ends.
 */
export function createTextEditMode(deps: TextEditModeDeps) {
  const { scheduler } = deps;
  const $editingId = signal<Id | null>(null);
  const $draft = signal<string | null>(null);
  let timer: unknown = null;

  function flush(): void {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
    const id = $editingId.peek();
    const draft = $draft.peek();
    const layer = id === null ? undefined : deps.layerOf(id);
    if (layer && draft !== null && draft !== layer.content.text) deps.commitText(layer.id, draft);
  }

  function end(): void {
    if ($editingId.peek() === null) return;
    flush();
    batch(() => {
      $editingId.value = null;
      $draft.value = null;
    });
  }

  function reset(): void {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
    batch(() => {
      $editingId.value = null;
      $draft.value = null;
    });
  }

  function type(text: string): void {
    if ($editingId.peek() === null) return;
    $draft.value = text;
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = scheduler.setTimeout(flush, TEXT_CHANGE_DEBOUNCE_MS);
  }

  function canEnter(layer: Pick<Layer, 'itemType'>): boolean {
    return layer.itemType === 'Text';
  }

  return {
    /** The text layer being edited, or null. */
    $editingId: $editingId as ReadonlySignal<Id | null>,
    /** The text as typed (shown by the text field), null when not editing. */
    $draft: $draft as ReadonlySignal<string | null>,

    /** Whether a layer's words can be typed in place (a text layer). */
    canEnter,

    /** Enters edit mode on a text layer (a double click); refused (false) for any other layer. */
    enter(id: Id): boolean {
      const layer = deps.layerOf(id);
      if (!layer || !canEnter(layer)) return false;
      if ($editingId.peek() === id) return true;
      end();
      batch(() => {
        $editingId.value = id;
        $draft.value = typeof layer.content.text === 'string' ? layer.content.text : '';
      });
      return true;
    },

    end,
    type,
    /** Sends what was typed to the layer now (before a save or an undo). */
    flush,

    /**
     * Inserts a paste as plain text in place of `range` of the typed text; returns the caret position after it
     * (null when not editing). The caller prevents the browser's own paste.
     */
    paste(data: PasteData | string, range: TextRange): number | null {
      const draft = $draft.peek();
      if ($editingId.peek() === null || draft === null) return null;
      const text = plainTextFromPaste(data);
      const start = Math.max(0, Math.min(range.start, range.end, draft.length));
      const stop = Math.min(draft.length, Math.max(range.start, range.end));
      type(draft.slice(0, start) + text + draft.slice(stop));
      return start + text.length;
    },

    /** A `focusin` anywhere in the page: focus moving to a form control outside the text ends edit mode. */
    handleFocusIn(target: EventTarget | null, editing: Element | null): void {
      if ($editingId.peek() !== null && isOutsideFormControl(target, editing)) end();
    },

    /** Shows the layer's text again after the history changed it (undo, redo); ends when the layer is gone. */
    sync(): void {
      const id = $editingId.peek();
      if (id === null) return;
      const layer = deps.layerOf(id);
      if (!layer) {
        reset();
        return;
      }
      $draft.value = typeof layer.content.text === 'string' ? layer.content.text : '';
    },

    /** Forgets the edit without writing it (the document was replaced, the layer deleted). */
    reset,
  };
}

/** The text edit mode of a layer editor store. */
export type TextEditMode = ReturnType<typeof createTextEditMode>;
