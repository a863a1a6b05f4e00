import type { Context, MiddlewareHandler } from 'hono';
import { BODY_ERROR_KEY, validateInput, type SchemaValidator, type ValidationErrors } from '@screenplay/core';
import { ERROR_MESSAGES, HttpError, notFound, unprocessable, type UnprocessableOptions } from './errors';
import { inputProblems, stringProblem } from './inputGuard';

/** Media types whose body the server reads as JSON. */
const JSON_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json\b/i;

/** Media types whose body the server reads as a form. */
const FORM_TYPE = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** Methods that may carry a body. */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every API body is a JSON object (core's schemas all describe objects); core's wording for anything else. */
const BODY_NOT_OBJECT = 'The request body must be an object.';

/** Throws the 422 answer when parsed input holds what no route can store (see inputGuard.ts). */
function assertCleanInput(input: unknown): void {
  const problems = inputProblems(input);
  if (problems) throw unprocessable(problems);
}

/**
 * Reads the request body as JSON; an empty body reads as `{}`, malformed JSON answers 400, and strings
 * PostgreSQL cannot store, excessive nesting or prototype keys answer 422 before any schema sees them.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { message: ERROR_MESSAGES.malformedJson });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw unprocessable({ [BODY_ERROR_KEY]: [BODY_NOT_OBJECT] });
  assertCleanInput(parsed);
  return parsed;
}

/**
 * Reads a multipart or URL-encoded form (Hono's `parseBody`), refusing with 422 text fields, field names
 * and file names that could not be stored (the same rules as JSON bodies).
 */
export async function readForm(
  c: Context,
  options: { all?: boolean } = {},
): Promise<Record<string, string | File | (string | File)[]>> {
  const form = await c.req.parseBody(options);
  assertCleanInput(
    Object.fromEntries(
      Object.entries(form).map(([key, value]) => [
        key,
        [value].flat().map((item) => (typeof item === 'string' ? item : item.name)),
      ]),
    ),
  );
  return form;
}

/**
 * Validates input with a core schema, throwing a 422 with field messages when it does not fit (`options`: the
 * answer's code and summary, e.g. a scene's `INVALID_SCENE_DATA`).
 */
export function validOrThrow<T>(schema: SchemaValidator<T>, data: unknown, options?: UnprocessableOptions): T {
  const result = validateInput(schema, data);
  if (!result.ok) throw unprocessable(result.errors, options);
  return result.value;
}

/** The problems of the query string, keyed by parameter (`query` for a bad parameter name); null when clean. */
function queryProblems(c: Context): ValidationErrors | null {
  const errors: ValidationErrors = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    const nameProblem = stringProblem(name, 'query');
    if (nameProblem) {
      errors.query = [nameProblem];
      continue;
    }
    const problem = values.map((value) => stringProblem(value, name)).find((p) => p !== null);
    if (problem) errors[name] = [problem];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The API's input boundary, before any route: a path that could name nothing (NUL) answers 404; a query
 * string, JSON body or form with text PostgreSQL cannot store, excessive nesting or prototype keys answers
 * 422 with an errors map, malformed JSON 400, even on routes that ignore their body, so nothing is written.
 * `skipForms` leaves form bodies to routes that stream them under their own limit (media uploads: http/multipart.ts);
 * reading them here would hold them whole in memory.
 */
export function inputGuard(skipForms: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (stringProblem(c.req.path, BODY_ERROR_KEY)) throw notFound();
    const problems = queryProblems(c);
    if (problems) throw unprocessable(problems);
    if (BODY_METHODS.has(c.req.method)) {
      const type = c.req.header('content-type') ?? '';
      const isJson = JSON_TYPE.test(type);
      const isForm = FORM_TYPE.test(type) && !skipForms(c);
      if (isJson) await readJson(c);
      else if (isForm) {
        try {
          await readForm(c, { all: true });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          throw new HttpError(400, { message: ERROR_MESSAGES.malformedForm });
        }
      }
      // Routes read the body from Hono's cache; middleware after this one (a route's own body limit) reads the
      // raw stream, so it gets a fresh one holding the same bytes.
      if (isJson || isForm) c.req.raw = new Request(c.req.raw, { body: await c.req.arrayBuffer() });
    }
    await next();
  };
}
