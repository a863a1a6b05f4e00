import type { BodyOf, Endpoint, PathParams, QueryOf, ResponseOf } from '@screenplay/core/contract';
import type { UploadProgress } from './uploadWithXhr';

/** A query-string value; null and undefined entries are left out, arrays repeat the name. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Per-request options of the {@link ApiClient}. */
export interface RequestOptions {
  /** Query-string parameters appended to the URL. */
  params?: Record<string, QueryValue>;
}

/** Dependencies of `createApiClient`. */
export interface ApiClientOptions {
  /** Base of every relative URL, e.g. `/api/v1`. */
  baseURL: string;
  /** Returns the bearer secret to send, or null when signed out. */
  getToken: () => string | null;
  /** The scheme of the Authorization header the token goes in: `Bearer` by default (the web player's is `Device`). */
  authScheme?: string;
  /** Called once when a burst of requests answers 401 (the session clears and redirects to login). */
  onUnauthorized: () => void;
  /** Replaces `globalThis.fetch` (tests, server-side rendering). */
  fetch?: typeof globalThis.fetch;
  /** Creates the XMLHttpRequest used by uploads (tests inject a fake). */
  createXhr?: () => XMLHttpRequest;
  /** Receives failures that are only logged (requests without a response); defaults to `console.error`. */
  log?: (error: unknown) => void;
}

/** The path parameters of a call: required when the endpoint's path has some (`scenes/:id`), absent otherwise. */
type ParamsPart<E extends Endpoint> = [keyof PathParams<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> };

/**
 * The body of a call: the schema's input type for an endpoint with a JSON body; for a multipart upload
 * (`multipart: true`, whose form no schema describes) a `FormData`; none for an endpoint without either.
 */
type BodyPart<E extends Endpoint> = [BodyOf<E>] extends [never] ? { body?: FormData } : { body: BodyOf<E> | FormData };

/** The query of a call: the schema's input type (optional when all its keys are), absent without a query schema. */
type QueryPart<E extends Endpoint> = [QueryOf<E>] extends [never]
  ? { query?: undefined }
  : Record<never, never> extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> };

/**
 * What {@link ApiClient.call} takes besides the endpoint: `params` fill the path, `query` the query string, `body` the
 * JSON (or multipart) body; a multipart upload may report its progress from 0 to 1 (`onProgress`).
 */
export type CallOptions<E extends Endpoint> = ParamsPart<E> &
  BodyPart<E> &
  QueryPart<E> & { onProgress?: UploadProgress };

/** The options argument of {@link ApiClient.call}: optional when nothing in it is required. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The string-path methods of the {@link ApiClient}, which {@link ApiClient.call} goes through. */
export interface ApiRequests {
  /** GET `url` (a GET has no body, so options come second). */
  get<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  /** POST a JSON (or FormData) body. */
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** PUT a JSON (or FormData) body. */
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** PATCH a JSON (or FormData) body. */
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** DELETE, with an optional JSON body (e.g. `DELETE screens/{id}` with `{ title }`). */
  delete<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** POST a multipart body through XMLHttpRequest, reporting upload progress from 0 to 1. */
  upload<T = unknown>(url: string, formData: FormData, onProgress?: UploadProgress): Promise<T>;
}

/** A JSON client for the product API: resolves with the decoded body, rejects with an `ApiError`. */
export interface ApiClient extends ApiRequests {
  /**
   * Calls an endpoint of the contract (`@screenplay/core/contract`), typed from it: path parameters, query and body
   * as the endpoint declares them, the endpoint's response type back.
   * @example
   * const { data } = await api.call(SCENES_API.get, { params: { id } });
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}
