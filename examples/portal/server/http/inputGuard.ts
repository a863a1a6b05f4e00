import { BODY_ERROR_KEY, type ValidationErrors } from '@screenplay/core';

/**
 * Deepest nesting of arrays and objects a request body may have. The deepest real body (a template's layers
 * with their styles) is under ten levels; PostgreSQL's JSON parser and recursive validators fail far beyond
 * this, so 5,000 levels answered 500 before the limit existed.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Longest string (in UTF-16 code units) any request field may hold: well above any text the portal sends
 * (names, colours, a text layer's content), well below the body limit, so a 1 MB string is refused as input.
 */
export const MAX_STRING_LENGTH = 100_000;

/** Keys refused anywhere in input: they reach an object's prototype when input is merged or spread. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A UTF-16 surrogate without its pair: not Unicode text, refused by PostgreSQL's `jsonb`. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Human field name, as core's validation messages word it (`folder_id` -> `folder id`). */
function label(field: string): string {
  return field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** What is wrong with one string, or null when it is acceptable text. */
export function stringProblem(value: string, field: string): string | null {
  if (value.length > MAX_STRING_LENGTH)
    return `The ${label(field)} may not be greater than ${MAX_STRING_LENGTH} characters.`;
  // PostgreSQL stores no NUL in text or jsonb, and an unpaired surrogate is not text at all.
  if (value.includes('\u0000') || LONE_SURROGATE.test(value))
    return `The ${label(field)} contains characters that are not allowed.`;
  return null;
}

/** What is wrong with one object key, or null when it is acceptable. */
function keyProblem(key: string, field: string): string | null {
  if (FORBIDDEN_KEYS.has(key)) return `The ${label(field)} has a key that is not allowed.`;
  return stringProblem(key, field);
}

/** Adds `message` to `errors[field]` once. */
function add(errors: ValidationErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/**
 * The problems of parsed input that no schema should have to think about: strings PostgreSQL cannot store
 * or that are absurdly long, nesting deeper than {@link MAX_JSON_DEPTH}, keys that reach prototypes. Keyed
 * like core's validation errors, by top-level field (`body` for the body as a whole); null when clean.
 */
export function inputProblems(input: unknown): ValidationErrors | null {
  const errors: ValidationErrors = Object.create(null) as ValidationErrors;
  // Iterative, so a hostile depth cannot exhaust the stack here either.
  const stack: { value: unknown; depth: number; field: string }[] = [{ value: input, depth: 0, field: BODY_ERROR_KEY }];
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value, field);
      if (problem) add(errors, field, problem);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      add(errors, field, `The ${label(field)} is nested too deeply.`);
      continue;
    }
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, item] of entries) {
      const itemField = depth === 0 && !Array.isArray(value) ? key : field;
      if (!Array.isArray(value)) {
        // A bad key is reported on its parent (never under its own name, which may be `__proto__`).
        const problem = keyProblem(key, depth === 0 ? BODY_ERROR_KEY : field);
        if (problem) {
          add(errors, depth === 0 ? BODY_ERROR_KEY : field, problem);
          continue;
        }
      }
      stack.push({ value: item, depth: depth + 1, field: itemField });
    }
  }
  return Object.keys(errors).length > 0 ? { ...errors } : null;
}
