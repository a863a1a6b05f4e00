import type { MessageKey } from '../messages';
import { validationText } from './errors';

/**
 * The text the server answers an unexpected failure with (spec section 8: 'Server Error'). A 5xx whose
 * message is only this carries no details; anything else it says is the details of 'Server Error - {details}'.
 */
export const SERVER_ERROR_TEXT = 'Server Error';

/** What a failed request is known by: the fields of the hooks' `ApiError` that decide what it shows. */
export interface FailureFacts {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** A catalogue key: `errors.*` for the status, or a product key (`sceneEditor.invalidSceneData`). */
  messageKey: string;
  /** The server's message. */
  message: string;
  /** The server's validation map. */
  errors?: Record<string, string[]>;
}

/** Values of a message's `{placeholder}`s. */
export type FailureValues = Record<string, string | number>;

/** What a failure shows: a catalogue key with values, a ready text (validation messages), or nothing (logged only). */
export type FailureMessage =
  | { kind: 'key'; key: MessageKey; values?: FailureValues }
  | { kind: 'text'; text: string }
  | { kind: 'logOnly' };

function isStatusKey(key: string): boolean {
  return key.startsWith('errors.');
}

/**
 * Decides what a failed request shows, by the spec's error catalogue (both files, section 8):
 * no response: logged only; a translation-keyed error: its key's text (a scene 422 shows
 * `sceneEditor.invalidSceneData`); a validation map: its messages joined by newline; a 5xx: 'Server
 * Error', or 'Server Error - {details}' when the server said more; any other HTTP error: the status
 * and the server's message (`errors.httpError`), or the status's key when the server said nothing.
 *
 * @example failureMessage({ status: 409, messageKey: 'errors.serverError', message: 'Taken' })
 * // { kind: 'key', key: 'errors.httpError', values: { status: 409, message: 'Taken' } }
 */
export function failureMessage(failure: FailureFacts): FailureMessage {
  const { status, messageKey, message } = failure;
  if (status === null) return { kind: 'logOnly' };
  if (!isStatusKey(messageKey)) return { kind: 'key', key: messageKey as MessageKey };
  const validation = failure.errors ? validationText(failure.errors) : '';
  if (validation !== '') return { kind: 'text', text: validation };
  const details = message.trim();
  if (status >= 500) {
    return details === '' || details === SERVER_ERROR_TEXT
      ? { kind: 'key', key: 'errors.serverError' }
      : { kind: 'key', key: 'errors.serverErrorDetails', values: { details } };
  }
  if (details === '') return { kind: 'key', key: messageKey as MessageKey };
  return { kind: 'key', key: 'errors.httpError', values: { status, message: details } };
}
