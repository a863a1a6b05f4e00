import { EN_MESSAGES } from '@screenplay/core/messages';
import { ApiError } from '../api/ApiError';

/** Status of a validation failure, the server's and the client's own. */
export const VALIDATION_STATUS = 422; // spec: validation failures answer 422 with an errors map

/** Catalogue key of the client-side check that the new password and its confirmation are equal. */
export const PASSWORDS_NOT_EQUAL_KEY = 'validation.passwordsShouldBeEqual'; // spec: 'Passwords should be equal'

/**
 * The error a password form gets when the confirmation differs, shaped like the server's own 422 (an errors
 * map on `password_confirmation`) so forms handle both the same way; it is raised before any request.
 */
export function passwordMismatchError(): ApiError {
  const text = EN_MESSAGES[PASSWORDS_NOT_EQUAL_KEY] ?? PASSWORDS_NOT_EQUAL_KEY;
  return new ApiError({
    status: VALIDATION_STATUS,
    messageKey: PASSWORDS_NOT_EQUAL_KEY,
    message: text,
    errors: { password_confirmation: [text] },
  });
}

/**
 * Awaits a request and, when it fails with a 422, rethrows the error under the key chosen from its code; a null key
 * keeps the error as the server sent it (its field messages).
 */
export async function rekeyValidationFailure<T>(
  request: Promise<T>,
  keyFor: (code: string | undefined) => string | null,
): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== VALIDATION_STATUS) throw error;
    const key = keyFor(error.code);
    throw key === null ? error : error.withMessageKey(key);
  }
}
