import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import {
  API_ERROR_CODES,
  dashListText,
  forgotErrorKey,
  loginErrorKey,
  messageKeyForStatus,
  resetErrorKey,
  validationText,
} from './errors';

describe('messageKeyForStatus', () => {
  it.each([
    [401, 'errors.unauthorized'],
    [403, 'errors.permission'],
    [404, 'errors.notFound'],
    [500, 'errors.serverError'],
    [502, 'errors.serverError'],
    [418, 'errors.serverError'],
    [422, 'errors.serverError'],
    [0, 'errors.serverError'],
  ])('%i -> %s', (status, key) => {
    expect(messageKeyForStatus(status)).toBe(key);
  });

  it('maps to texts the catalogue holds', () => {
    expect(EN_MESSAGES[messageKeyForStatus(401)]).toBe('Unauthorized Access Exception');
    expect(EN_MESSAGES[messageKeyForStatus(403)]).toBe('You need permission to perform this action');
    expect(EN_MESSAGES[messageKeyForStatus(404)]).toBe('Item not found');
    expect(EN_MESSAGES[messageKeyForStatus(500)]).toBe('Server Error');
  });
});

describe('validationText', () => {
  it("joins every field's messages by newline, in the order received", () => {
    const errors = { email: ['Email is required', 'Email is invalid'], password: ['Too short'] };
    expect(validationText(errors)).toBe('Email is required\nEmail is invalid\nToo short');
  });

  it('gives an empty text for an empty map and skips empty messages', () => {
    expect(validationText({})).toBe('');
    expect(validationText({ a: [], b: ['', 'B'] })).toBe('B');
  });

  it('keeps a single message as is', () => {
    expect(validationText({ password_confirmation: ['The password confirmation does not match'] })).toBe(
      'The password confirmation does not match',
    );
  });
});

describe('dashListText', () => {
  it("lists each field's first message with a dash", () => {
    expect(dashListText({ card: ['Card declined', 'ignored'], amount: ['Too low'], empty: [] })).toBe(
      '- Card declined\n- Too low',
    );
  });
});

describe('auth error keys', () => {
  it('login 422 -> login.invalid', () => {
    expect(loginErrorKey()).toBe('login.invalid');
  });

  it('forgot 422 -> throttled when throttled, else e-mail not found', () => {
    expect(forgotErrorKey(API_ERROR_CODES.passwordsThrottled)).toBe('login.throttled');
    expect(forgotErrorKey(API_ERROR_CODES.passwordsUser)).toBe('login.emailNotFound');
    expect(forgotErrorKey()).toBe('login.emailNotFound');
  });

  it('reset 422 -> invalid token for a bad token, e-mail not found for an unknown user, else the server’s fields', () => {
    expect(resetErrorKey(API_ERROR_CODES.passwordsToken)).toBe('login.invalidToken');
    expect(resetErrorKey(API_ERROR_CODES.passwordsUser)).toBe('login.emailNotFound');
    // A refused password (no code, an errors map) keeps the server's own messages.
    expect(resetErrorKey(undefined)).toBeNull();
  });

  it('shares the contract codes with the server', () => {
    expect(API_ERROR_CODES).toEqual({
      authFailed: 'auth.failed',
      passwordsThrottled: 'passwords.throttled',
      passwordsUser: 'passwords.user',
      passwordsToken: 'passwords.token',
    });
  });

  it('returns keys the catalogue holds', () => {
    for (const key of [
      loginErrorKey(),
      forgotErrorKey(),
      forgotErrorKey('passwords.throttled'),
      resetErrorKey('passwords.token') ?? '',
      resetErrorKey('passwords.user') ?? '',
    ]) {
      expect(EN_MESSAGES[key], key).toBeTypeOf('string');
    }
  });
});
