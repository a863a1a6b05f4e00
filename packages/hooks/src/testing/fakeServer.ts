import { vi } from 'vitest';

/** One request the fake server received. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

/** A route answer: a status and a JSON body, or an Error for a request that gets no response. */
export type FakeAnswer = [status: number, body: unknown] | Error;

/** A route handler keyed `'<METHOD> <path>'`, e.g. `'POST auth/token'`. */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeAnswer>;

/** Test helper: a `fetch` that answers from a route table under `/api/v1` and records every request. */
export function fakeServer(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api\/v1\//, ''),
      body,
      authorization: headers.authorization,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer: FakeAnswer = route ? route(request) : [404, { message: 'Item not found' }];
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  });
  return { requests, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** Test helper: an in-memory `Storage` subset. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
}
