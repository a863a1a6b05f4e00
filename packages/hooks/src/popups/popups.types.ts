import type { ReadonlySignal } from '@preact/signals-core';
import type { MessageValues } from '../toasts/toasts.types';

/** How a popup was answered: closed (X, Escape, backdrop), cancelled, confirmed, or its optional button. */
export type PopupAction = 'close' | 'cancel' | 'confirm' | 'optional';

/** The answer `open()` resolves with; `value` is the form's value on confirm. */
export interface PopupResult {
  action: PopupAction;
  value?: unknown;
}

/** A message popup has one OK button (answered 'confirm'), a confirm popup asks, a form popup collects input. */
export type PopupKind = 'message' | 'confirm' | 'form';

/** What `open()` takes; labels and texts are catalogue keys or ready texts. */
export interface PopupDef {
  kind: PopupKind;
  titleKey?: string;
  title?: string;
  messageKey?: string;
  message?: string;
  values?: MessageValues;
  confirmLabelKey?: string;
  cancelLabelKey?: string;
  /** Shows the optional third button when set. */
  optionalLabelKey?: string;
  /** A form popup confirms only while this returns true. */
  isValid?: () => boolean;
  /** The value a confirmed form popup resolves with. */
  getValue?: () => unknown;
  /** Opaque body the popup host renders (a React element in the portal); the store never reads it. */
  content?: unknown;
}

/** A popup on screen. */
export interface Popup extends PopupDef {
  id: number;
}

/** The popup store: the stack of open popups and the ways to answer them. */
export interface PopupStore {
  /** Open popups, the top-most last. */
  $popups: ReadonlySignal<readonly Popup[]>;
  /** Opens a popup and resolves when it is answered. */
  open(def: PopupDef): Promise<PopupResult>;
  /** Answers a popup; returns false (and keeps it open) for an unknown id or a confirm on an invalid form. */
  resolve(id: number, action: PopupAction, value?: unknown): boolean;
  /** Shows the error dialog: a message with OK. */
  error(message: string): Promise<PopupResult>;
  /** Closes every popup, answering each with 'close'. */
  reset(): void;
}
