import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, englishText, type MessageKey } from '../messages';
import { SERVER_ERROR_TEXT, failureMessage, type FailureFacts } from './failureMessage';

/** The English text a failure shows, as a user reads it. */
function shown(facts: FailureFacts): string | null {
  const message = failureMessage(facts);
  if (message.kind === 'logOnly') return null;
  if (message.kind === 'text') return message.text;
  return englishText(message.key as MessageKey, message.values);
}

describe('failureMessage', () => {
  it("shows a translation-keyed error's text, not the key or the server's message", () => {
    const scene422 = {
      status: 422,
      messageKey: 'sceneEditor.invalidSceneData',
      message: 'sceneEditor.invalidSceneData',
      errors: { width: ['The width must be at least 1.'] },
    };
    expect(shown(scene422)).toBe('The scene data is invalid: the change was not saved');
    expect(shown({ status: 409, messageKey: 'folders.folderNotEmpty', message: 'x' })).toBe(
      'Folder not empty or contains subfolders: cannot delete',
    );
  });

  it('joins a validation map by newline (spec: "Server validation errors map: messages joined by newline")', () => {
    const errors = { name: ['The name is required.'], email: ['The email is invalid.'] };
    expect(shown({ status: 422, messageKey: 'errors.serverError', message: 'The name is required.', errors })).toBe(
      'The name is required.\nThe email is invalid.',
    );
  });

  it("shows an HTTP error's status and the server's message (errors.httpError)", () => {
    expect(
      failureMessage({ status: 403, messageKey: 'errors.permission', message: 'No access to this folder' }),
    ).toEqual({ kind: 'key', key: 'errors.httpError', values: { status: 403, message: 'No access to this folder' } });
    expect(shown({ status: 409, messageKey: 'errors.serverError', message: 'Already taken' })).toBe(
      '409: Already taken',
    );
  });

  it("falls back to the status's own text when the server said nothing", () => {
    expect(shown({ status: 404, messageKey: 'errors.notFound', message: '' })).toBe('Item not found');
    expect(shown({ status: 403, messageKey: 'errors.permission', message: '' })).toBe(
      'You need permission to perform this action',
    );
  });

  it("uses 'Server Error - {details}' where details exist, else 'Server Error'", () => {
    expect(shown({ status: 500, messageKey: 'errors.serverError', message: 'disk full' })).toBe(
      'Server Error - disk full',
    );
    expect(shown({ status: 502, messageKey: 'errors.serverError', message: SERVER_ERROR_TEXT })).toBe('Server Error');
    expect(shown({ status: 500, messageKey: 'errors.serverError', message: '' })).toBe('Server Error');
  });

  it('only logs a request that got no response (spec)', () => {
    expect(failureMessage({ status: null, messageKey: 'errors.serverError', message: 'Failed to fetch' })).toEqual({
      kind: 'logOnly',
    });
  });

  it("names the server's generic text exactly as the catalogue does", () => {
    expect(SERVER_ERROR_TEXT).toBe(EN_MESSAGES['errors.serverError']);
  });
});
