import { type } from 'arktype';
import { endpoint, type Envelope } from '@screenplay/core/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contractBody, contractJson, contractQuery } from './contract';
import { HttpError, notFound } from './errors';
import { onError } from './handlers';

const RENAME = endpoint<Envelope<{ name: string }>>()({
  method: 'PUT',
  path: 'things/:id',
  summary: 'Rename a thing.',
  tag: 'things',
  auth: 'user',
  body: type({ name: 'string.trim', 'size?': 'number' }),
  rules: (body): Record<string, string[]> =>
    typeof body === 'object' && body !== null && 'name' in body && body.name !== ''
      ? {}
      : { name: ['settings.organisationNameRequired'] },
  query: type({ 'search?': 'string' }),
});

/** An app answering RENAME, with the options a route may pass. */
function appWith(options: Parameters<typeof contractBody>[2] = {}): Hono {
  const app = new Hono();
  app.onError(onError);
  app.put('/things/:id', async (c) => {
    const body = await contractBody(c, RENAME, options);
    const { search = '' } = contractQuery(c, RENAME);
    return contractJson(c, RENAME, { data: { name: `${body.name}${search}` } }, 201);
  });
  return app;
}

async function put(app: Hono, body: unknown, query = ''): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await app.request(`/things/1${query}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

describe('contractBody, contractQuery and contractJson', () => {
  it('answer the body as the schema outputs it, the query read, with the given status', async () => {
    expect(await put(appWith(), { name: '  Lobby ' }, '?search=!')).toEqual({
      status: 201,
      json: { data: { name: 'Lobby!' } },
    });
  });

  it("answer core's rules first, as keyed 422s with their English texts and code", async () => {
    const answer = await put(appWith(), { name: '', size: 'big' });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      code: 'settings.organisationNameRequired',
      errors: { name: [expect.not.stringContaining('settings.')] },
    });
  });

  it("answer the schema's field messages once the rules hold", async () => {
    const answer = await put(appWith(), { name: 'Lobby', size: 'big' });
    expect(answer).toMatchObject({ status: 422, json: { errors: { size: ['The size must be a number.'] } } });
  });

  it("run a route's own check first, and take the route's rules and 422 code instead of the endpoint's", async () => {
    const checked = appWith({
      check: () => {
        throw notFound();
      },
    });
    expect((await put(checked, { name: '' })).status).toBe(404);
    const ruled = appWith({ rules: () => ({}), invalid: { code: 'scene.invalidData' } });
    expect(await put(ruled, { name: '', size: 'big' })).toMatchObject({
      status: 422,
      json: { code: 'scene.invalidData' },
    });
  });

  it('refuse a query the schema does not take', async () => {
    const strict = new Hono();
    strict.onError(onError);
    const listing = endpoint()({
      method: 'GET',
      path: 'things',
      summary: 'Things.',
      tag: 'things',
      auth: 'user',
      query: type({ page: 'string.digits' }),
    });
    strict.get('/things', (c) => c.json({ page: contractQuery(c, listing).page }));
    expect((await strict.request('/things?page=2')).status).toBe(200);
    expect((await strict.request('/things?page=two')).status).toBe(422);
  });

  it('refuses an endpoint that declares no body, in its types and at run time (a programming error)', async () => {
    const app = new Hono();
    const bare = endpoint()({ method: 'POST', path: 'x', summary: 'x', tag: 'x', auth: 'none' });
    app.onError((error) => new Response(error instanceof HttpError ? 'http' : error.message, { status: 500 }));
    // @ts-expect-error: the types refuse an endpoint without a body too; an untyped caller still gets a clear error.
    app.post('/x', async (c) => c.json(await contractBody(c, bare)));
    expect(await (await app.request('/x', { method: 'POST', body: '{}' })).text()).toMatch(/declares no JSON body/);
  });
});
