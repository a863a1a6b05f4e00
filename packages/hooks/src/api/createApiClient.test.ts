import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeFetch(answers: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    };
    calls.push(call);
    return answers(call);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function client(answers: (call: Call) => Response | Promise<Response>, token: string | null = 'secret') {
  const { calls, fetch } = fakeFetch(answers);
  const onUnauthorized = vi.fn();
  const log = vi.fn();
  const api = createApiClient({ baseURL: '/api/v1', getToken: () => token, onUnauthorized, fetch, log });
  return { api, calls, onUnauthorized, log };
}

describe('createApiClient', () => {
  it('sends the bearer secret and JSON body to the base URL and resolves with the decoded body', async () => {
    const { api, calls } = client(() => json(200, { user: { id: 1 } }));
    await expect(api.post('auth/token', { email: 'a@b.c' })).resolves.toEqual({ user: { id: 1 } });
    const call = calls[0];
    expect(call?.url).toBe('/api/v1/auth/token');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer secret');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toBe(JSON.stringify({ email: 'a@b.c' }));
  });

  it('sends the token in another scheme when asked (the web player: Device <token>)', async () => {
    const { calls, fetch } = fakeFetch(() => json(200, { data: [] }));
    const api = createApiClient({
      baseURL: '/api/v1/player/data',
      getToken: () => 'device-token',
      authScheme: 'Device',
      onUnauthorized: vi.fn(),
      fetch,
    });
    await api.get('facebook/accounts');
    expect(calls[0]?.url).toBe('/api/v1/player/data/facebook/accounts');
    expect(calls[0]?.headers.authorization).toBe('Device device-token');
  });

  it('sends no Authorization header when signed out', async () => {
    const { api, calls } = client(() => json(200, {}), null);
    await api.get('auth');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('appends query params, leaving out null and undefined and repeating arrays', async () => {
    const { api, calls } = client(() => json(200, []));
    await api.get('tags', { params: { search: 'a b', page: 2, skip: undefined, none: null, id: [1, 2] } });
    expect(calls[0]?.url).toBe('/api/v1/tags?search=a+b&page=2&id=1&id=2');
  });

  it('sends a DELETE body when one is given', async () => {
    const { api, calls } = client(() => json(200, {}));
    await api.delete('screens/4', { title: 'Lobby' });
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.body).toBe(JSON.stringify({ title: 'Lobby' }));
  });

  it.each([
    [403, 'errors.permission', 'You need permission to perform this action'],
    [404, 'errors.notFound', 'Item not found'],
    [500, 'errors.serverError', 'Server Error'],
  ])('maps %i to %s with the server message as text', async (status, messageKey, message) => {
    const { api, onUnauthorized } = client(() => json(status, { message }));
    const error = await api.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, messageKey, message, text: message });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('joins a validation errors map by newline and keeps the server code', async () => {
    const body = {
      message: 'Invalid',
      code: 'auth.failed',
      errors: { email: ['Bad e-mail'], password: ['Too short', 'No digit'] },
    };
    const { api } = client(() => json(422, body));
    const error = await api.post('auth/token', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      code: 'auth.failed',
      errors: body.errors,
      text: 'Bad e-mail\nToo short\nNo digit',
    });
  });

  it('calls onUnauthorized once for a burst of 401 answers and again after a success', async () => {
    let status = 401;
    const { api, onUnauthorized } = client(() => json(status, { message: 'Unauthenticated.' }));
    const errors = await Promise.all([api.get('a').catch((e: unknown) => e), api.get('b').catch((e: unknown) => e)]);
    expect(errors.map((e) => (e as ApiError).messageKey)).toEqual(['errors.unauthorized', 'errors.unauthorized']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    status = 200;
    await api.get('c');
    status = 401;
    await api.get('d').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('maps a request without response to status null and errors.serverError, and only logs it', async () => {
    const { api, log, onUnauthorized } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.get('auth').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: null, messageKey: 'errors.serverError', message: 'Failed to fetch' });
    expect(log).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a readable message when the server answers without a JSON body', async () => {
    const { api } = client(() => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = await api.get('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, messageKey: 'errors.serverError', text: 'Bad Gateway' });
  });
});

describe('ApiError', () => {
  it('shows what the error catalogue says for the answer it came from', async () => {
    const answers: Record<string, Response> = {
      conflict: json(409, { message: 'Already taken' }),
      crash: json(500, { message: 'disk full' }),
      generic: json(500, { message: 'Server Error' }),
      scene: json(422, { message: 'x', code: 'sceneEditor.invalidSceneData', errors: { width: ['Too wide'] } }),
    };
    const { api } = client((call) => answers[call.url.split('/').pop() ?? ''] ?? json(200, {}));
    const fail = (url: string) => api.get(url).catch((e: unknown) => (e as ApiError).shown());
    expect(await fail('conflict')).toEqual({
      kind: 'key',
      key: 'errors.httpError',
      values: { status: 409, message: 'Already taken' },
    });
    expect(await fail('crash')).toEqual({
      kind: 'key',
      key: 'errors.serverErrorDetails',
      values: { details: 'disk full' },
    });
    expect(await fail('generic')).toEqual({ kind: 'key', key: 'errors.serverError' });
    const scene = (await api.get('scene').catch((e: unknown) => e)) as ApiError;
    expect(scene.withMessageKey('sceneEditor.invalidSceneData').shown()).toEqual({
      kind: 'key',
      key: 'sceneEditor.invalidSceneData',
    });
  });

  it('withMessageKey keeps everything but the key', () => {
    const error = new ApiError({
      status: 422,
      messageKey: 'errors.serverError',
      message: 'm',
      code: 'auth.failed',
      errors: { email: ['x'] },
    });
    const copy = error.withMessageKey('login.invalid');
    expect(copy).toMatchObject({
      status: 422,
      messageKey: 'login.invalid',
      message: 'm',
      code: 'auth.failed',
      text: 'x',
    });
  });
});
