import type { Type } from 'arktype';

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: a signed-in `user` (a bearer access token), a paired `device` (the player's
 * `Device` token), anyone (`none`), or whoever holds a `signedLink` (a link the server signed, e.g. an invoice).
 */
export type EndpointAuth = 'user' | 'device' | 'none' | 'signedLink';

/**
 * Core's rules of a JSON body, which the server checks before the body's schema: problems keyed by field
 * (`schedules.0.name`) with message keys (`scheduleErrors.name`), empty when the body keeps them. Where core words a
 * body's problems this way, the endpoint names the function, so the 422 says what the portal shows.
 */
export type BodyRules = (body: unknown) => Readonly<Record<string, readonly string[]>>;

/**
 * One endpoint of `/api/v1`, declared once: the server validates with it, the hooks client is typed from it,
 * the OpenAPI document is generated from it.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Body = unknown,
  Query = unknown,
  Res = unknown,
> {
  /** The HTTP method. */
  readonly method: M;
  /** The path relative to `/api/v1`, Hono-style parameters: `scenes/:id/sections/:sid` (`''` for the root). */
  readonly path: P;
  /** One line for the API reference. */
  readonly summary: string;
  /** Resource group in the reference (`scenes`, `screens`, ...). */
  readonly tag: string;
  /** Who may call it. */
  readonly auth: EndpointAuth;
  /** The arktype schema of a JSON body (core's existing schemas where there is one). */
  readonly body?: Type<Body>;
  /** Core's rules of the body, checked before `body` (see {@link BodyRules}). */
  readonly rules?: BodyRules;
  /** A `multipart/form-data` upload (the body is documented as such, read by the route itself). */
  readonly multipart?: true;
  /** The arktype schema of the query string (strings in, as sent). */
  readonly query?: Type<Query>;
  /** The response media type when not JSON (`application/pdf`, `text/csv`, `image/png`, ...). */
  readonly produces?: string;
  /** An arktype schema of the response, for the reference (optional). */
  readonly response?: Type<unknown>;
  /** Phantom: the response type the client gets (never set at run time). */
  readonly __response?: Res;
}

/** The type an arktype schema stands for (its `t`, morphs included), `never` without a schema. */
type SchemaType<S> = S extends { readonly t: infer T } ? T : never;

/**
 * What {@link endpoint} takes: an endpoint's fields, with its body and query schemas as they are (their types are
 * read off them, which inferring through `Type<Body>` cannot do for every schema: a piped one came out `unknown`).
 */
export type EndpointDefinition<M extends HttpMethod, P extends string, BodySchema, QuerySchema> = Omit<
  Endpoint<M, P, never, never>,
  '__response' | 'body' | 'query'
> & { readonly body?: BodySchema; readonly query?: QuerySchema };

/**
 * Declares an endpoint; the response type is given explicitly, method, path, body and query are inferred:
 * `endpoint<SceneWire>()({ method: 'GET', path: 'scenes/:id', summary, tag: 'scenes', auth: 'user' })`.
 */
export function endpoint<Res = unknown>(): <
  const M extends HttpMethod,
  const P extends string,
  BodySchema extends Type<unknown> = never,
  QuerySchema extends Type<unknown> = never,
>(
  def: EndpointDefinition<M, P, BodySchema, QuerySchema>,
) => Endpoint<M, P, SchemaType<BodySchema>, SchemaType<QuerySchema>, Res> {
  return <
    const M extends HttpMethod,
    const P extends string,
    BodySchema extends Type<unknown> = never,
    QuerySchema extends Type<unknown> = never,
  >(
    def: EndpointDefinition<M, P, BodySchema, QuerySchema>,
  ) => def as Endpoint<M, P, SchemaType<BodySchema>, SchemaType<QuerySchema>, Res>;
}

/** The name of a path segment's parameter (`:id` -> `id`), never for a literal segment. */
type SegmentParam<S extends string> = S extends `:${infer Name}` ? Name : never;

/** The parameter names of a path, as a union: `'id' | 'sid'` from `scenes/:id/sections/:sid`. */
export type PathParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? SegmentParam<Head> | PathParamNames<Rest>
  : SegmentParam<P>;

/** `{ id: string | number; sid: string | number }` from `scenes/:id/sections/:sid` (an empty object when none). */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<never, never>
  : { [K in PathParamNames<P>]: string | number };

/** A path segment naming a parameter: `:id`. */
const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * Fills a path's parameters, each URI-encoded: `pathOf(SCENES_API.get, { id: 5 }) === 'scenes/5'`.
 * Throws when a parameter has no value (the types prevent it; untyped callers get a clear error).
 */
export function pathOf<E extends Endpoint>(e: E, params: PathParams<E['path']>): string {
  const values = params as Readonly<Record<string, string | number | undefined>>;
  return e.path
    .split('/')
    .map((segment) => {
      const name = PARAM_SEGMENT.exec(segment)?.[1];
      if (name === undefined) return segment;
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${e.path}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** The names of a path's parameters in order: `['id', 'sid']` from `scenes/:id/sections/:sid`. */
export function pathParamNames(path: string): string[] {
  return path.split('/').flatMap((segment) => PARAM_SEGMENT.exec(segment)?.[1] ?? []);
}

/** The arktype schema under `key` of an endpoint (`body` or `query`), `never` when it has none. */
type SchemaAt<E, K extends 'body' | 'query'> = E extends { readonly [P in K]?: infer S }
  ? Exclude<S, undefined>
  : never;

/** The input type (as sent) of a schema, `never` for none. */
type InputOf<S> = S extends Type<infer T> ? ([T] extends [never] ? never : S['inferIn']) : never;

/** The output type (after validation and morphs) of a schema, `never` for none. */
type OutputOf<S> = S extends Type<infer T> ? ([T] extends [never] ? never : S['infer']) : never;

/** The body a client sends to an endpoint (the schema's input type); `never` when it takes no JSON body. */
export type BodyOf<E> = InputOf<SchemaAt<E, 'body'>>;

/** The body the server gets after validation (the schema's output type); `never` when it takes no JSON body. */
export type ParsedBodyOf<E> = OutputOf<SchemaAt<E, 'body'>>;

/** The query a client sends to an endpoint (the schema's input type); `never` when it reads no query. */
export type QueryOf<E> = InputOf<SchemaAt<E, 'query'>>;

/** The query the server gets after validation (the schema's output type); `never` when it reads no query. */
export type ParsedQueryOf<E> = OutputOf<SchemaAt<E, 'query'>>;

/** The response type a client gets from an endpoint. */
export type ResponseOf<E> = E extends Endpoint<HttpMethod, string, infer _B, infer _Q, infer R> ? R : never;
