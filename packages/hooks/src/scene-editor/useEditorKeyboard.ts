import type { PopupStore } from '../popups/popups.types';
import { keyboardCommand } from './keyboardCommand';
import type { SceneEditorStore } from './sceneEditor.types';
import { useCallback, useEffect } from 'react';

/** True when a key event belongs to a field that keeps its own keys. */
export function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'range', 'color', 'button', 'submit'].includes(target.type)
  );
}

/**
 * Whether a delete key pressed on `target` deletes the selected section (spec §2: Backspace/Delete): on the page, a
 * canvas section, or the section list's row button the user just picked the section with (issue 24: focus stayed on
 * that button and the key did nothing). Backspace on any other focused control (e.g. 'Remove tag') is not a delete.
 */
export function isSectionDeleteOrigin(target: EventTarget | null): boolean {
  if (target === document.body) return true;
  if (!(target instanceof HTMLElement)) return false;
  if (target.dataset.part === 'section') return true;
  return target.dataset.part === 'select' && target.closest('[data-scope="section-list"]') !== null;
}

/**
 * The editor's shortcuts: Backspace/Delete outside text inputs ({@link isSectionDeleteOrigin}) deletes the selected
 * section after a confirmation, when more than one exists (spec); Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo;
 * arrows nudge. Arrow keys on a focused canvas section are handled by the canvas itself. `onDeleteRefused` hears a
 * delete key pressed on the only section (the layout editor says why nothing happens).
 */
export function useEditorKeyboard(
  store: SceneEditorStore,
  confirmDelete: (id: number) => void,
  onDeleteRefused?: () => void,
) {
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
        if (!isSectionDeleteOrigin(event.target) || selectedId === null) return;
        event.preventDefault();
        if (store.$sections.value.length <= 1) {
          onDeleteRefused?.();
          return;
        }
        confirmDelete(selectedId);
      } else if (command === 'undo') {
        event.preventDefault();
        store.undo();
      } else if (command === 'redo') {
        event.preventDefault();
        store.redo();
      } else if (
        selectedId !== null &&
        !(event.target instanceof HTMLElement && event.target.dataset.part === 'section')
      ) {
        event.preventDefault();
        store.nudge(selectedId, command.nudge);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, confirmDelete, onDeleteRefused]);
}

/** A section delete that first asks 'Delete this section?' and calls `remove` once the user confirms. */
export function useConfirmSectionDelete(popups: PopupStore, remove: (id: number) => unknown): (id: number) => void {
  return useCallback(
    (id: number) => {
      void popups
        .open({ kind: 'confirm', messageKey: 'sceneEditor.deleteSection', confirmLabelKey: 'common.delete' })
        .then((result) => result.action === 'confirm' && remove(id));
    },
    [popups, remove],
  );
}
