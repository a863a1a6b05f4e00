import { type } from 'arktype';

/** Field-keyed validation messages, the `errors` map of a 422 answer. */
export type ValidationErrors = Record<string, string[]>;

/** Outcome of {@link validateInput}: the typed value, or the field-keyed messages. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationErrors };

/** Key used for problems with the whole body rather than one field (e.g. not an object). */
export const BODY_ERROR_KEY = 'body';

/** Anything callable like an arktype schema: returns the value or arktype's errors. */
export type SchemaValidator<T> = (data: unknown) => T | InstanceType<typeof type.errors>;

/** Human field name: `current_password` -> `current password`, `lastName` -> `last name`. */
function fieldLabel(field: string): string {
  return field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

interface ArkProblem {
  code: string;
  path: ArrayLike<PropertyKey>;
  expected?: string;
  message: string;
  problem: string;
  data?: unknown;
}

function ruleOf(problem: ArkProblem): unknown {
  return (problem as unknown as { rule?: unknown }).rule;
}

/** A message the schema set for its own rule (`.configure({ message })`), e.g. a spec text; it wins over ours. */
function configuredMessage(problem: ArkProblem): string | null {
  const meta = (problem as unknown as { meta?: { message?: unknown } }).meta;
  return typeof meta?.message === 'string' ? meta.message : null;
}

/** One problem in Laravel-like wording, the style the portal's validation texts use. */
function describe(problem: ArkProblem, field: string): string {
  const label = fieldLabel(field);
  const rule = ruleOf(problem);
  switch (problem.code) {
    case 'required':
      return `The ${label} field is required.`;
    case 'minLength':
      return rule === 1
        ? `The ${label} field is required.`
        : `The ${label} must be at least ${String(rule)} characters.`;
    case 'maxLength':
      return Array.isArray(problem.data)
        ? `The ${label} may not have more than ${String(rule)} items.`
        : `The ${label} may not be greater than ${String(rule)} characters.`;
    case 'pattern':
      return label.includes('email')
        ? `The ${label} must be a valid email address.`
        : `The ${label} format is invalid.`;
    case 'union': {
      // arktype words a union with the path before each branch ("from must be an integer or -1 (was 1.5)").
      const path = Array.from(problem.path, String).join('.');
      const expected = problem.expected
        ?.split(`${path} `)
        .join('')
        .replace(/\s*\(was [^)]*\)/g, '')
        .replace(/^must be /, '');
      return `The ${label} must be ${expected || 'valid'}.`;
    }
    case 'unit':
      // A failed branch of a discriminated union: arktype names only that branch, which misleads ("must be -1").
      return `The ${label} is invalid.`;
    default:
      return `The ${label} must be ${problem.expected ?? 'valid'}.`;
  }
}

/** Top-level list bounds registered per schema by {@link withListBounds}. */
const LIST_BOUNDS = new WeakMap<object, Readonly<Record<string, number>>>();

/**
 * Registers bounds of a schema's top-level lists, checked by {@link validateInput} before the schema runs. The
 * schema carries the same bounds (`atMostLength`); checking them first refuses a flood (40,000 sections) in
 * microseconds, where arktype would first visit every element of an object that also trims its name.
 */
export function withListBounds<S extends object>(schema: S, bounds: Readonly<Record<string, number>>): S {
  LIST_BOUNDS.set(schema, bounds);
  return schema;
}

/** The errors of top-level lists longer than their registered bound, or null. */
function listBoundProblems(schema: object, data: unknown): ValidationErrors | null {
  const bounds = LIST_BOUNDS.get(schema);
  if (!bounds || typeof data !== 'object' || data === null) return null;
  let errors: ValidationErrors | null = null;
  for (const [field, max] of Object.entries(bounds)) {
    const value = (data as Record<string, unknown>)[field];
    if (Array.isArray(value) && value.length > max) {
      errors ??= {};
      errors[field] = [`The ${fieldLabel(field)} may not have more than ${max} items.`];
    }
  }
  return errors;
}

/**
 * Validates unknown input against an arktype schema and maps failures to `{ field: [messages] }`.
 * @example validateInput(forgotBodySchema, { email: 'x' }) // { ok: false, errors: { email: ['The email must be a valid email address.'] } }
 */
export function validateInput<T>(schema: SchemaValidator<T>, data: unknown): ValidationResult<T> {
  const tooLong = listBoundProblems(schema, data);
  if (tooLong) return { ok: false, errors: tooLong };
  const out = schema(data);
  if (!(out instanceof type.errors)) return { ok: true, value: out };
  const errors: ValidationErrors = {};
  for (const problem of out) {
    const first = problem.path[0];
    const field = first === undefined ? BODY_ERROR_KEY : String(first);
    const message =
      configuredMessage(problem) ??
      (first === undefined ? 'The request body must be an object.' : describe(problem, field));
    const list = errors[field] ?? [];
    errors[field] = list;
    if (!list.includes(message)) list.push(message);
  }
  return { ok: false, errors };
}
