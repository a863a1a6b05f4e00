import type { ReadonlySignal } from '@preact/signals-core';

/** Values for a message's ICU placeholders (react-intl primitive values). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** The two toast types of the spec. */
export type ToastType = 'INFO' | 'WARNING';

/** What `show()` takes: a catalogue key (with values) or a ready text. */
export interface ToastInput {
  type: ToastType;
  messageKey?: string;
  text?: string;
  values?: MessageValues;
}

/** A toast on screen: 'open', then 'closing' during the fade before it is removed. */
export interface Toast extends ToastInput {
  id: number;
  state: 'open' | 'closing';
}

/** Timer functions the toast store uses (injected by tests). */
export interface ToastStoreDeps {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The toast store: the toasts on screen plus show and close. */
export interface ToastStore {
  /** Toasts in the order they were shown. */
  $toasts: ReadonlySignal<readonly Toast[]>;
  /** Shows a toast that closes by itself after 3 s; returns its id. */
  show(input: ToastInput): number;
  /** Starts the 250 ms fade of a toast now (closing it by hand). */
  close(id: number): void;
  /** Removes every toast and cancels their timers. */
  reset(): void;
}
