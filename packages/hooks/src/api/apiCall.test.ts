import { sceneCopyBodySchema } from '@screenplay/core';
import { type Envelope, endpoint, tagSearchQuerySchema } from '@screenplay/core/contract';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiRequests } from './api.types';
import { createApiClient, endpointCall } from './createApiClient';

/**
 * A small contract of the shapes `call` must handle (parameters or none, a body or none, a query, a multipart
 * upload), on core's schemas.
 */
const TEST_API = {
  list: endpoint<Envelope<string[]>>()({
    method: 'GET',
    path: 'notes',
    summary: 'List notes.',
    tag: 'notes',
    auth: 'user',
    query: tagSearchQuerySchema,
  }),
  get: endpoint<Envelope<{ id: number }>>()({
    method: 'GET',
    path: 'notes/:id/parts/:partId',
    summary: 'One part.',
    tag: 'notes',
    auth: 'user',
  }),
  update: endpoint<Envelope<{ id: number; name: string }>>()({
    method: 'PUT',
    path: 'notes/:id',
    summary: 'Rename a note.',
    tag: 'notes',
    auth: 'user',
    body: sceneCopyBodySchema,
  }),
  remove: endpoint<undefined>()({
    method: 'DELETE',
    path: 'notes/:id',
    summary: 'Delete a note.',
    tag: 'notes',
    auth: 'user',
  }),
  attach: endpoint<Envelope<{ url: string }>>()({
    method: 'POST',
    path: 'notes/:id/files',
    summary: 'Attach a file.',
    tag: 'notes',
    auth: 'user',
    multipart: true,
    query: tagSearchQuerySchema,
  }),
} as const;

interface Sent {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
}

function client(answer: unknown = { data: [] }) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const api = createApiClient({
    baseURL: '/api/v1',
    getToken: () => 'secret',
    onUnauthorized: vi.fn(),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api, sent };
}

describe('ApiClient.call', () => {
  it('fills the path parameters, URI-encoded, and resolves with the decoded answer', async () => {
    const { api, sent } = client({ data: { id: 5 } });
    await expect(api.call(TEST_API.get, { params: { id: 5, partId: 'a/b' } })).resolves.toEqual({ data: { id: 5 } });
    expect(sent).toEqual([{ url: '/api/v1/notes/5/parts/a%2Fb', method: 'GET', body: undefined }]);
  });

  it('sends the query as the query string, and nothing when none is given', async () => {
    const { api, sent } = client();
    await api.call(TEST_API.list, { query: { search: 'a b' } });
    await api.call(TEST_API.list);
    expect(sent.map((request) => request.url)).toEqual(['/api/v1/notes?search=a+b', '/api/v1/notes']);
  });

  it('sends the body as JSON with the method the endpoint declares', async () => {
    const { api, sent } = client({ data: { id: 5, name: 'Lobby' } });
    const answer = await api.call(TEST_API.update, { params: { id: 5 }, body: { name: 'Lobby' } });
    expect(answer.data.name).toBe('Lobby');
    await api.call(TEST_API.remove, { params: { id: 5 } });
    expect(sent).toEqual([
      { url: '/api/v1/notes/5', method: 'PUT', body: JSON.stringify({ name: 'Lobby' }) },
      { url: '/api/v1/notes/5', method: 'DELETE', body: undefined },
    ]);
  });

  it('sends a multipart endpoint through upload, with its progress and its query in the URL', async () => {
    const upload = vi.fn(async () => ({ data: { url: '/media/1.png' } }));
    const fail = () => Promise.reject(new Error('not this one'));
    const requests = { get: fail, post: fail, put: fail, patch: fail, delete: fail, upload } as unknown as ApiRequests;
    const form = new FormData();
    const onProgress = vi.fn();
    const answer = await endpointCall(requests)(TEST_API.attach, { params: { id: 3 }, body: form, onProgress });
    expect(answer).toEqual({ data: { url: '/media/1.png' } });
    expect(upload).toHaveBeenCalledWith('notes/3/files', form, onProgress);
    await endpointCall(requests)(TEST_API.attach, { params: { id: 3 }, body: form, query: { search: 'x y' } });
    expect(upload).toHaveBeenLastCalledWith('notes/3/files?search=x+y', form, undefined);
  });

  it('is typed from the contract: parameters and body required where declared, the response read off the endpoint', () => {
    const { api } = client();
    expectTypeOf(api.call(TEST_API.update, { params: { id: 1 }, body: { name: 'x' } })).toEqualTypeOf<
      Promise<Envelope<{ id: number; name: string }>>
    >();
    expectTypeOf(api.call(TEST_API.list)).toEqualTypeOf<Promise<Envelope<string[]>>>();
    const typeErrors = () => {
      // @ts-expect-error the path has parameters
      void api.call(TEST_API.get);
      // @ts-expect-error a parameter is missing
      void api.call(TEST_API.get, { params: { id: 1 } });
      // @ts-expect-error the endpoint takes no JSON body
      void api.call(TEST_API.remove, { params: { id: 1 }, body: { name: 'x' } });
      // @ts-expect-error the body has the schema's shape
      void api.call(TEST_API.update, { params: { id: 1 }, body: { title: 'x' } });
      // @ts-expect-error the body is required
      void api.call(TEST_API.update, { params: { id: 1 } });
      // @ts-expect-error the endpoint reads no path parameters
      void api.call(TEST_API.list, { params: { id: 1 } });
    };
    expect(typeErrors).toBeTypeOf('function');
  });
});
