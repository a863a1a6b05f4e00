import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_MESSAGES, HttpError, type ErrorStatus } from './errors';

const PASSTHROUGH_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 404, 405, 409, 413, 415, 422];

/**
 * Turns anything thrown into the contract's JSON error body. Known errors keep their status;
 * Hono's own 4xx (e.g. a broken multipart body) keep theirs with a JSON message; the rest is logged
 * and answered 500 without details.
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) return c.json(error.body, error.status);
  if (error instanceof HTTPException) {
    const status = PASSTHROUGH_STATUSES.find((s) => s === error.status);
    if (status) return c.json({ message: error.message || 'Bad request' }, status);
  }
  console.error(`[error] ${c.req.method} ${c.req.path}`, error);
  return c.json({ message: ERROR_MESSAGES.server }, 500);
};

/** Unknown routes answer 404 `{ message: 'Item not found' }`. */
export const onNotFound: NotFoundHandler = (c: Context) => c.json({ message: ERROR_MESSAGES.notFound }, 404);
