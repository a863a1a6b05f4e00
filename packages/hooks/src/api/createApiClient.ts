import redaxios from 'redaxios';
import type { Options } from 'redaxios';
import { toApiError } from './ApiError';
import { uploadWithXhr } from './uploadWithXhr';
import { type Endpoint, type PathParams, type ResponseOf, pathOf } from '@screenplay/core/contract';
import type { ApiClient, ApiClientOptions, ApiRequests, CallArgs, QueryValue, RequestOptions } from './api.types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Resolves a relative URL against the base the way redaxios does (absolute URLs stay as they are). */
function joinUrl(baseURL: string, url: string): string {
  return /\/\//.test(url) ? url : `${baseURL.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

function toSearchParams(params: Record<string, QueryValue>): URLSearchParams | undefined {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  return search.toString() === '' ? undefined : search;
}

/**
 * Sends one request through the string method of the endpoint's HTTP method; a multipart POST through `upload`,
 * which reports progress (a multipart PUT, e.g. a thumbnail, goes as a `FormData` body of `put`).
 */
function send(
  requests: ApiRequests,
  endpoint: Endpoint,
  url: string,
  body: unknown,
  requestOptions: RequestOptions | undefined,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<unknown> {
  if (endpoint.multipart && endpoint.method === 'POST' && body instanceof FormData) {
    // A POST upload goes through XMLHttpRequest for its progress; it takes the query in the URL.
    const search = requestOptions?.params && toSearchParams(requestOptions.params);
    return requests.upload(search ? `${url}?${search}` : url, body, onProgress);
  }
  // Trailing arguments the call leaves out are not passed (fakes see the arguments a string call would get).
  const options = requestOptions ? [requestOptions] : [];
  const withBody = body !== undefined || requestOptions ? [body, ...options] : [];
  switch (endpoint.method) {
    case 'GET':
      return requests.get(url, ...options);
    case 'POST':
      return requests.post(url, ...withBody);
    case 'PUT':
      return requests.put(url, ...withBody);
    case 'PATCH':
      return requests.patch(url, ...withBody);
    case 'DELETE':
      return requests.delete(url, ...withBody);
  }
}

/**
 * The typed `call` over a client's string methods: fills the endpoint's path with `params`, sends `query` as the
 * query string and `body` as the body, through the method the endpoint declares (a multipart POST through
 * `upload`). Test fakes that answer the string methods get `call` from it too.
 * @example
 * const fake = { get, post, put, patch, delete: remove, upload };
 * const api: ApiClient = { ...fake, call: endpointCall(fake) };
 */
export function endpointCall(requests: ApiRequests): ApiClient['call'] {
  return <E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>) => {
    const { params, query, body, onProgress } = (options ?? {}) as {
      params?: PathParams<E['path']>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      onProgress?: (fraction: number) => void;
    };
    const url = pathOf(endpoint, params ?? ({} as PathParams<E['path']>));
    const requestOptions = query ? { params: query } : undefined;
    return send(requests, endpoint, url, body, requestOptions, onProgress) as Promise<ResponseOf<E>>;
  };
}

/**
 * Creates the product API client on redaxios: JSON bodies, `Authorization: Bearer <token>` (or `authScheme`) when a token exists,
 * failures mapped to `ApiError` through the core error catalogue, and `onUnauthorized()` called once per burst
 * of 401 answers (the flag re-arms after the next successful answer).
 * @example
 * const api = createApiClient({ baseURL: '/api/v1', getToken: () => session.getToken(), onUnauthorized: () => session.handleUnauthorized() });
 * const { data } = await api.call(TAGS_API.search, { query: { search: 'lobby' } });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseURL, getToken, onUnauthorized, authScheme = 'Bearer' } = options;
  const log = options.log ?? ((error: unknown) => console.error(error));
  const http = redaxios.create(options.fetch ? { baseURL, fetch: options.fetch } : { baseURL });
  let isUnauthorizedHandled = false;

  function headers(): Record<string, string> {
    const token = getToken();
    return token
      ? { Accept: 'application/json', Authorization: `${authScheme} ${token}` }
      : { Accept: 'application/json' };
  }

  function succeed<T>(data: T): T {
    isUnauthorizedHandled = false;
    return data;
  }

  function fail(reason: unknown): never {
    const error = toApiError(reason);
    if (error.status === null) log(error);
    if (error.status === 401 && !isUnauthorizedHandled) {
      isUnauthorizedHandled = true;
      onUnauthorized();
    }
    throw error;
  }

  async function request<T>(method: Method, url: string, body: unknown, requestOptions?: RequestOptions): Promise<T> {
    const config: Options = { method, headers: headers() };
    const params = requestOptions?.params && toSearchParams(requestOptions.params);
    if (params) config.params = params;
    if (body !== undefined) config.data = body;
    try {
      const response = await http<T>(url, config);
      return succeed(response.data);
    } catch (reason) {
      return fail(reason);
    }
  }

  async function upload<T>(url: string, formData: FormData, onProgress?: (fraction: number) => void): Promise<T> {
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    try {
      const data = await uploadWithXhr<T>({
        xhr,
        method: 'POST',
        url: joinUrl(baseURL, url),
        headers: headers(),
        body: formData,
        ...(onProgress ? { onProgress } : {}),
      });
      return succeed(data);
    } catch (reason) {
      return fail(reason);
    }
  }

  const requests: ApiRequests = {
    get: (url, requestOptions) => request('get', url, undefined, requestOptions),
    post: (url, body, requestOptions) => request('post', url, body, requestOptions),
    put: (url, body, requestOptions) => request('put', url, body, requestOptions),
    patch: (url, body, requestOptions) => request('patch', url, body, requestOptions),
    delete: (url, body, requestOptions) => request('delete', url, body, requestOptions),
    upload,
  };
  return { ...requests, call: endpointCall(requests) };
}
