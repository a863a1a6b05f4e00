import { ApiError, type ToastStore } from '@screenplay/hooks';

/**
 * Shows a failure the way the spec's error catalogue asks: an API error as a WARNING toast with
 * its text (the validation map joined by newlines, or the status and the server's message); a
 * request that got no answer, or an unknown error, is only logged.
 */
export function toastError(toasts: ToastStore, error: unknown): void {
  if (error instanceof ApiError && error.status !== null) {
    toasts.show({ type: 'WARNING', text: error.text });
    return;
  }
  console.error(error);
}
