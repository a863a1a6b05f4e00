import { ApiError } from '@screenplay/hooks';
import type { IntlShape } from 'react-intl';

/**
 * The text to show for a failed call: the spec's message when the store mapped the failure to a
 * product key (login.*, folders.*…), otherwise the server's text (validation messages joined by
 * newlines, or the status and message), and the generic message for anything unknown.
 */
export function errorMessage(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'errors.somethingWentWrong' });
  if (!error.messageKey.startsWith('errors.')) return intl.formatMessage({ id: error.messageKey });
  return error.text || intl.formatMessage({ id: error.messageKey });
}
