import type { Context } from 'hono';
import { validateInput, type SchemaValidator } from '@screenplay/core';
import { ERROR_MESSAGES, HttpError, unprocessable } from './errors';

/** Reads the request body as JSON; an empty body reads as `{}`, malformed JSON answers 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { message: ERROR_MESSAGES.malformedJson });
  }
}

/** Validates input with a core schema, throwing a 422 with field messages when it does not fit. */
export function validOrThrow<T>(schema: SchemaValidator<T>, data: unknown): T {
  const result = validateInput(schema, data);
  if (!result.ok) throw unprocessable(result.errors);
  return result.value;
}

/** Reads and validates a JSON body in one step. */
export async function jsonBody<T>(c: Context, schema: SchemaValidator<T>): Promise<T> {
  return validOrThrow(schema, await readJson(c));
}
