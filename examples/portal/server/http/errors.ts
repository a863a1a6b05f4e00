import type { ValidationErrors } from '@screenplay/core';

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

/** 422 with field messages; the first message doubles as the summary, as Laravel does. */
export function unprocessable(errors: ValidationErrors, code?: string): HttpError {
  const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
  return new HttpError(422, code ? { message: first, code, errors } : { message: first, errors });
}
