import type { ValidationErrors } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';

/** JSON body of every error answer: `{ message, errors?, code? }` (the contract's shape). */
export interface ErrorBody {
  message: string;
  errors?: ValidationErrors;
  code?: string;
  /** Only on e-mail-verification answers, which always carry a status. */
  status?: string;
}

/** HTTP status codes the server answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 500 | 502;

/** Fixed texts of the generic error answers (spec §8 and the contract). */
export const ERROR_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  permission: 'You need permission to perform this action',
  notFound: 'Item not found',
  server: 'Server Error',
  malformedJson: 'The request body is not valid JSON.',
  malformedForm: 'The form data could not be read.',
  tooLarge: 'The request body is too large.',
} as const;

/** An error that becomes a JSON answer with its status; anything else thrown becomes a 500. */
export class HttpError extends Error {
  /** Builds an error answered with `status` and `body`. */
  constructor(
    readonly status: ErrorStatus,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

/** 401 Unauthenticated. */
export const unauthenticated = (): HttpError => new HttpError(401, { message: ERROR_MESSAGES.unauthenticated });

/** 403 with the permission message. */
export const forbidden = (): HttpError => new HttpError(403, { message: ERROR_MESSAGES.permission });

/** 404 Item not found. */
export const notFound = (): HttpError => new HttpError(404, { message: ERROR_MESSAGES.notFound });

/**
 * The one way to answer 422 (ARCHITECTURE.md "The server, top-down"): {@link unprocessable} builds every such answer,
 * `{ message, code?, errors? }`; {@link unprocessableKeys} and {@link assertNoProblems} take the problems as message
 * keys, and `validOrThrow` (body.ts) answers a core schema's problems. Domain errors (a scene's invalid data, a
 * thumbnail's refusal) are built on these.
 */

/** What a 422 answer says beyond its field errors. */
export interface UnprocessableOptions {
  /** The answer's `code`, e.g. a message key a client may word itself. */
  code?: string;
  /** The summary; the first field message by default, as Laravel does. */
  message?: string;
}

/** The English text of a message key (the key itself when the catalogue lacks it, so nothing is silent). */
export function textOf(key: string): string {
  return EN_MESSAGES[key] ?? key;
}

/**
 * 422 with field messages: `message` is the given summary or the first message, `code` when given (a code as the
 * second argument is short for `{ code }`), `errors` left out when there are none.
 */
export function unprocessable(errors: ValidationErrors, options: UnprocessableOptions | string = {}): HttpError {
  const { code, message } = typeof options === 'string' ? { code: options, message: undefined } : options;
  const summary = message ?? Object.values(errors).flat()[0] ?? 'The given data was invalid.';
  const body: ErrorBody = { message: summary };
  if (code) body.code = code;
  if (Object.keys(errors).length > 0) body.errors = errors;
  return new HttpError(422, body);
}

/**
 * 422 for field problems given as message keys: each field carries the English texts (the portal joins them),
 * `code` is the given code or the first problem's key, and the summary is that code's text.
 */
export function unprocessableKeys(
  errors: Readonly<Record<string, readonly string[]>>,
  options: { code?: string } = {},
): HttpError {
  const entries = Object.entries(errors);
  const code = options.code ?? entries[0]?.[1][0] ?? 'errors.validation';
  const texts = Object.fromEntries(entries.map(([field, keys]) => [field, keys.map(textOf)]));
  return unprocessable(texts, { code, message: textOf(code) });
}

/** Throws {@link unprocessableKeys} when there are problems. */
export function assertNoProblems(errors: Readonly<Record<string, readonly string[]>>): void {
  if (Object.keys(errors).length > 0) throw unprocessableKeys(errors);
}
