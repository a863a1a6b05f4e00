import { signal } from '@preact/signals-core';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@screenplay/core';
import type { Toast, ToastStore, ToastStoreDeps } from './toasts.types';

/**
 * Creates the toast store: a toast stays 'open' for TOAST_DURATION_MS, turns 'closing' for the TOAST_FADE_MS
 * fade and is then removed; `close(id)` starts the same fade at once.
 * @example
 * const id = toasts.show({ type: 'WARNING', messageKey: 'folders.folderNotEmpty' });
 */
export function createToastStore(deps: ToastStoreDeps = {}): ToastStore {
  // Looked up on each call so fake timers installed after creation still apply.
  const setTimer =
    deps.setTimeout ?? ((callback: () => void, ms: number): unknown => globalThis.setTimeout(callback, ms));
  const clearTimer =
    deps.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const $toasts = signal<readonly Toast[]>([]);
  const timers = new Map<number, unknown>();
  let nextId = 1;

  function schedule(id: number, ms: number, then: () => void): void {
    const previous = timers.get(id);
    if (previous !== undefined) clearTimer(previous);
    timers.set(id, setTimer(then, ms));
  }

  function remove(id: number): void {
    timers.delete(id);
    $toasts.value = $toasts.value.filter((toast) => toast.id !== id);
  }

  function close(id: number): void {
    const toast = $toasts.value.find((t) => t.id === id);
    if (!toast || toast.state === 'closing') return;
    $toasts.value = $toasts.value.map((t) => (t.id === id ? { ...t, state: 'closing' } : t));
    schedule(id, TOAST_FADE_MS, () => remove(id));
  }

  return {
    $toasts,
    show(input) {
      const id = nextId++;
      $toasts.value = [...$toasts.value, { ...input, id, state: 'open' }];
      schedule(id, TOAST_DURATION_MS, () => close(id));
      return id;
    },
    close,
    reset() {
      for (const handle of timers.values()) clearTimer(handle);
      timers.clear();
      $toasts.value = [];
    },
  };
}
