import { EN_MESSAGES } from '@screenplay/core/messages';
import { HttpError } from '../http/errors';

/** The English text of a message key (the key itself when the catalogue lacks it, so nothing is silent). */
export function textOf(key: string): string {
  return EN_MESSAGES[key] ?? key;
}

/**
 * 422 for field problems given as message keys: each field carries the English texts (the portal joins
 * them), `code` is the first problem's key, so a client may show its own wording.
 */
export function keyedUnprocessable(errors: Readonly<Record<string, readonly string[]>>): HttpError {
  const entries = Object.entries(errors);
  const firstKey = entries[0]?.[1][0] ?? 'errors.validation';
  return new HttpError(422, {
    message: textOf(firstKey),
    code: firstKey,
    errors: Object.fromEntries(entries.map(([field, keys]) => [field, keys.map(textOf)])),
  });
}

/** Throws {@link keyedUnprocessable} when there are problems. */
export function assertNoProblems(errors: Readonly<Record<string, readonly string[]>>): void {
  if (Object.keys(errors).length > 0) throw keyedUnprocessable(errors);
}

/** 422 with one field's problem. */
export function fieldProblem(field: string, key: string): HttpError {
  return keyedUnprocessable({ [field]: [key] });
}
