import { ApiError, type ToastStore } from '@screenplay/hooks';

/**
 * Shows a failure the way the spec's error catalogue asks, as a WARNING toast: a translation-keyed
 * error shows its key's text, a validation map its messages joined by newlines, an HTTP error its
 * status and the server's message ('Server Error - {details}' for a 5xx with details); a request
 * that got no answer, or an unknown error, is only logged.
 */
export function toastError(toasts: ToastStore, error: unknown): void {
  const shown = error instanceof ApiError ? error.shown() : null;
  if (shown?.kind === 'key') {
    toasts.show({ type: 'WARNING', messageKey: shown.key, ...(shown.values ? { values: shown.values } : {}) });
    return;
  }
  if (shown?.kind === 'text') {
    toasts.show({ type: 'WARNING', text: shown.text });
    return;
  }
  console.error(error);
}
