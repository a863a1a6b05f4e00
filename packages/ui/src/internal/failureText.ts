import type { MessageKey } from '@screenplay/core/messages';
import { ApiError, type TextFormatter } from '@screenplay/hooks';

/**
 * The text to show for a failed call, by core's error catalogue (`ApiError.shown()`): a product key's text, the
 * validation messages joined by newlines, the status with the server's message, or 'Server Error - {details}'. A
 * form must say something even when the request got no answer or the error is unknown: then 'Something went wrong'.
 */
export function failureText(t: TextFormatter, error: unknown): string {
  const shown = error instanceof ApiError ? error.shown() : null;
  if (shown?.kind === 'text') return shown.text;
  if (shown?.kind === 'key') return t(shown.key, shown.values);
  return t('errors.somethingWentWrong' satisfies MessageKey);
}
