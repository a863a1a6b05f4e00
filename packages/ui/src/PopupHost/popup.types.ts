/** How a popup was answered (spec: popups return close, cancel, confirm or the optional button). */
export type PopupAction = 'close' | 'cancel' | 'confirm' | 'optional';

/** One open popup as the popup store exposes it. */
export interface PopupView {
  id: number;
  /** 'message' has one OK button; 'confirm' and 'form' have Cancel, Confirm and an optional third button. */
  kind: 'message' | 'confirm' | 'form';
  /** Final title text; `titleKey` is used when absent. */
  title?: string;
  titleKey?: string;
  /** Final message text; `messageKey` is used when absent. */
  message?: string;
  messageKey?: string;
  values?: Record<string, string | number | boolean | null | undefined | Date>;
  confirmLabelKey?: string;
  cancelLabelKey?: string;
  /** Shows a third button resolving 'optional'. */
  optionalLabelKey?: string;
  /** Body content, e.g. the fields of a form popup; typed `unknown` like the popup store's, rendered when it is a React node. */
  content?: unknown;
  /** A form popup confirms only while this is not false; takes precedence over `isValid`. */
  canConfirm?: boolean;
  /** The popup store's validity check, re-read whenever a field inside the popup changes. */
  isValid?: () => boolean;
}
