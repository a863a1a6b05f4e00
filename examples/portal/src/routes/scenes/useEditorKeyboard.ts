import { keyboardCommand, type SceneEditorStore } from '@screenplay/hooks';
import { useEffect } from 'react';

/** True when a key event belongs to a field that keeps its own keys. */
function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'color', 'button', 'submit'].includes(target.type);
}

/**
 * The editor's shortcuts: Backspace/Delete outside text inputs deletes the selected section after
 * a confirmation, when more than one exists (spec); Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo;
 * arrows nudge. Arrow keys on a focused canvas section are handled by the canvas itself.
 */
export function useEditorKeyboard(store: SceneEditorStore, confirmDelete: (id: number) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = keyboardCommand({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        targetIsTextInput: isTextInput(event.target),
      });
      if (!command) return;
      const selectedId = store.$selectedId.value;
      if (command === 'delete') {
        // Only from the page or a canvas section: Backspace on a focused button (e.g. 'Remove tag') is not a delete.
        const target = event.target;
        const isFromCanvasOrPage = target === document.body || (target instanceof HTMLElement && target.dataset.part === 'section');
        if (!isFromCanvasOrPage || selectedId === null || store.$sections.value.length <= 1) return;
        event.preventDefault();
        confirmDelete(selectedId);
      } else if (command === 'undo') {
        event.preventDefault();
        store.undo();
      } else if (command === 'redo') {
        event.preventDefault();
        store.redo();
      } else if (selectedId !== null && !(event.target instanceof HTMLElement && event.target.dataset.part === 'section')) {
        event.preventDefault();
        store.nudge(selectedId, command.nudge);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, confirmDelete]);
}
