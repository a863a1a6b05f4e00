import { signal } from '@preact/signals-core';
import type { Popup, PopupDef, PopupResult, PopupStore } from './popups.types';

/** Catalogue key of the error dialog's only button. */
const ERROR_DIALOG_OK_KEY = 'common.ok'; // spec: the error dialog shows a message with OK

/**
 * Creates the popup store: `open(def)` stacks a popup and resolves with how it was answered; a form popup
 * ignores 'confirm' while its `isValid()` is false and resolves with `getValue()` when confirmed.
 * @example
 * const { action } = await popups.open({ kind: 'confirm', messageKey: 'sceneEditor.deleteSection' });
 */
export function createPopupStore(): PopupStore {
  const $popups = signal<readonly Popup[]>([]);
  const answers = new Map<number, (result: PopupResult) => void>();
  let nextId = 1;

  function open(def: PopupDef): Promise<PopupResult> {
    const id = nextId++;
    $popups.value = [...$popups.value, { ...def, id }];
    return new Promise((resolve) => answers.set(id, resolve));
  }

  function resolve(id: number, action: PopupResult['action'], value?: unknown): boolean {
    const popup = $popups.value.find((p) => p.id === id);
    const answer = answers.get(id);
    if (!popup || !answer) return false;
    const isForm = popup.kind === 'form';
    if (isForm && action === 'confirm' && popup.isValid && !popup.isValid()) return false;
    const result: PopupResult = { action };
    const answered = value !== undefined ? value : isForm && action === 'confirm' ? popup.getValue?.() : undefined;
    if (answered !== undefined) result.value = answered;
    answers.delete(id);
    $popups.value = $popups.value.filter((p) => p.id !== id);
    answer(result);
    return true;
  }

  return {
    $popups,
    open,
    resolve,
    error: (message) => open({ kind: 'message', message, confirmLabelKey: ERROR_DIALOG_OK_KEY }),
    reset() {
      for (const popup of $popups.value) resolve(popup.id, 'close');
    },
  };
}
