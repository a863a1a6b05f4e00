import { describe, expect, it } from 'vitest';
import {
  forgotBodySchema,
  loginAsBodySchema,
  passwordChangeBodySchema,
  profileFieldsSchema,
  resetBodySchema,
} from './auth.schemas';
import { sceneMoveBodySchema } from './scene.schemas';
import { BODY_ERROR_KEY, validateInput } from './validate';

describe('validateInput', () => {
  it('returns the typed value when the input is valid', () => {
    expect(validateInput(forgotBodySchema, { email: 'ada@acme.test' })).toEqual({
      ok: true,
      value: { email: 'ada@acme.test' },
    });
  });

  it('maps a missing field to a required message', () => {
    expect(validateInput(forgotBodySchema, {})).toEqual({
      ok: false,
      errors: { email: ['The email field is required.'] },
    });
  });

  it('explains an invalid e-mail address', () => {
    const result = validateInput(forgotBodySchema, { email: 'nope' });
    expect(result).toEqual({ ok: false, errors: { email: ['The email must be a valid email address.'] } });
  });

  it('asks for at least 8 characters in a new password', () => {
    const result = validateInput(resetBodySchema, { email: 'a@b.co', token: 't', password: 'short' });
    expect(result).toEqual({ ok: false, errors: { password: ['The password must be at least 8 characters.'] } });
  });

  it('names snake_case fields in words', () => {
    const result = validateInput(passwordChangeBodySchema, { password: '12345678', password_confirmation: '12345678' });
    expect(result).toEqual({ ok: false, errors: { current_password: ['The current password field is required.'] } });
  });

  it('reports a body that is not an object under the body key', () => {
    const result = validateInput(forgotBodySchema, 'text');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([BODY_ERROR_KEY]);
  });

  it('accepts a customer id or null for login-as, and refuses other types', () => {
    expect(validateInput(loginAsBodySchema, { customerId: 3 }).ok).toBe(true);
    expect(validateInput(loginAsBodySchema, { customerId: null }).ok).toBe(true);
    expect(validateInput(loginAsBodySchema, { customerId: '3' }).ok).toBe(false);
    expect(validateInput(loginAsBodySchema, { customerId: 1.5 }).ok).toBe(false);
  });

  it('lets profile fields be absent or null, but not an empty name', () => {
    expect(validateInput(profileFieldsSchema, { lastName: null }).ok).toBe(true);
    expect(validateInput(profileFieldsSchema, { name: '' })).toEqual({
      ok: false,
      errors: { name: ['The name field is required.'] },
    });
  });

  it("words a refused union without arktype's path prefix or its misleading branch", () => {
    expect(validateInput(sceneMoveBodySchema, { from: 1.5, to: 'x' })).toEqual({
      ok: false,
      errors: { from: ['The from must be an integer or -1.'], to: ['The to is invalid.'] },
    });
  });
});
