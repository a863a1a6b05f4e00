import type { Type } from 'arktype';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONValue } from 'hono/utils/types';
import type { BodyRules } from '@screenplay/core/contract';
import { readJson, validOrThrow } from './body';
import { assertNoProblems, type UnprocessableOptions } from './errors';

/**
 * Reading requests through the API's contract (@screenplay/core/contract): a route validates its JSON body and its
 * query with the schemas its endpoint declares, so the server checks exactly what the client is typed with and the
 * API reference documents. The 422 answers are the ones `validOrThrow` and `assertNoProblems` give.
 */

/** What {@link contractBody} reads off an endpoint: its body schema and the rules core words its problems with. */
export interface BodyEndpoint<S extends Type<object>> {
  readonly method: string;
  readonly path: string;
  readonly body?: S;
  readonly rules?: BodyRules;
}

/** What a route may add to its endpoint's checks. */
export interface ContractBodyOptions {
  /** Rules instead of the endpoint's, for those that depend on the request (`workgroupUserErrors(body, isSelf)`). */
  rules?: BodyRules;
  /**
   * A check that throws its own answer (a 404 for an unknown session, a 422 with the route's own code), run first:
   * the body as sent, an object (anything else was refused on reading).
   */
  check?: (raw: Readonly<Record<string, unknown>>) => void;
  /** What the schema's 422 says beyond its field messages (the scene editor's code for scene data). */
  invalid?: UnprocessableOptions;
}

/**
 * The request's JSON body, validated with `endpoint`'s contract: the route's own check first, then core's rules (422
 * with the English texts of their message keys), then the body schema (422 with field messages). Answers the body as
 * the schema outputs it (names trimmed and the like).
 */
export async function contractBody<S extends Type<object>>(
  c: Context,
  endpoint: BodyEndpoint<S>,
  options: ContractBodyOptions = {},
): Promise<S['infer']> {
  const schema = endpoint.body;
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} declares no JSON body`);
  // readJson answers an object or refuses the request (422 for any other JSON value).
  const raw = (await readJson(c)) as Readonly<Record<string, unknown>>;
  options.check?.(raw);
  const rules = options.rules ?? endpoint.rules;
  if (rules) assertNoProblems(rules(raw));
  return validOrThrow(schema, raw, options.invalid) as S['infer'];
}

/** What {@link contractQuery} reads off an endpoint: its query schema. */
export interface QueryEndpoint<S extends Type<object>> {
  readonly method: string;
  readonly path: string;
  readonly query?: S;
}

/**
 * The request's query string (the first value of each parameter), validated with `endpoint`'s query schema (422 with
 * field messages); `check` runs first and may throw the route's own answer (a 422 worded for the page).
 */
export function contractQuery<S extends Type<object>>(
  c: Context,
  endpoint: QueryEndpoint<S>,
  check?: (query: Readonly<Record<string, string>>) => void,
): S['infer'] {
  const schema = endpoint.query;
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} declares no query`);
  const query = c.req.query();
  check?.(query);
  return validOrThrow(schema, query) as S['infer'];
}

/**
 * Answers `body` as JSON, held by the compiler to `endpoint`'s response type (`ResponseOf`), so what the server sends
 * and what the client is typed with cannot drift apart.
 */
export function contractJson<R>(
  c: Context,
  // Only its type is read: the response type `body` is held to.
  _endpoint: { readonly __response?: R },
  body: NoInfer<R>,
  status: ContentfulStatusCode = 200,
  headers?: Record<string, string>,
): Response {
  // The contract's types are JSON by construction; Hono's own JSON type cannot see that through a type parameter.
  return c.json(body as JSONValue, status, headers);
}
