import { ApiError } from '@screenplay/hooks';
import type { IntlShape } from 'react-intl';

/**
 * The text to show for a failed call, by core's error catalogue (`ApiError.shown()`): a product key's
 * text (login.*, sceneEditor.invalidSceneData…), the validation messages joined by newlines, the status
 * with the server's message, or 'Server Error - {details}'. A form must say something even when the
 * request got no answer or the error is unknown: then the generic 'Something went wrong'.
 */
export function errorMessage(intl: IntlShape, error: unknown): string {
  const shown = error instanceof ApiError ? error.shown() : null;
  if (shown?.kind === 'text') return shown.text;
  if (shown?.kind === 'key') return intl.formatMessage({ id: shown.key }, shown.values);
  return intl.formatMessage({ id: 'errors.somethingWentWrong' });
}
