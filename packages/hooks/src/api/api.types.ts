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

/** A JSON client for the product API: resolves with the decoded body, rejects with an `ApiError`. */
export interface ApiClient {
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
