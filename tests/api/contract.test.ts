import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_CONTRACT, type Endpoint, type OpenApiDocument } from '@screenplay/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness';
import { API_PREFIX, listApiRoutes, routeKey } from './support/routeList';
import { BACKENDS } from './support/testDb';

/**
 * The API's contract (@screenplay/core/contract) against the routes the app really registers: every route is
 * declared there and every declaration is a route, so a new route without its contract entry fails here, as one
 * without an isolation fixture fails the matrix. And the OpenAPI document generated from it, served at
 * `GET /api/v1/openapi.json` to anyone, is a valid OpenAPI 3.1 document naming every route.
 */

/** A contract entry's route key, as {@link routeKey} names a registered route: `PATCH /api/v1/scenes/:id`. */
function contractKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return routeKey({ method: endpoint.method, path: `${API_PREFIX}/${endpoint.path}` });
}

/** The registered routes the contract does not declare, and the declarations no route answers. */
function contractGaps(
  registered: readonly string[],
  contract: readonly Pick<Endpoint, 'method' | 'path'>[] = API_CONTRACT,
): { missing: string[]; stale: string[] } {
  const declared = contract.map(contractKey);
  return {
    missing: registered.filter((key) => !declared.includes(key)),
    stale: declared.filter((key) => !registered.includes(key)),
  };
}

describe.each(BACKENDS)('the API contract (%s)', (backend) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h?.dispose());

  it('declares every route the app registers, and no route it does not', () => {
    const { missing, stale } = contractGaps(listApiRoutes(h.app).map(routeKey));
    expect(missing, `routes missing from @screenplay/core/contract: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `contract entries the app does not register: ${stale.join(', ')}`).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = API_CONTRACT.map(contractKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('names a newly registered route that the contract does not declare, and a declaration no route answers', () => {
    const registered = [...listApiRoutes(h.app).map(routeKey), 'GET /api/v1/screens/:id'];
    expect(contractGaps(registered)).toEqual({ missing: ['GET /api/v1/screens/:id'], stale: [] });
    const withoutTags = registered.filter((key) => key !== 'GET /api/v1/tags');
    expect(contractGaps(withoutTags).stale).toEqual(['GET /api/v1/tags']);
  });

  it('serves a valid OpenAPI 3.1 document of every route at GET openapi.json, without signing in', async () => {
    const answer = await h.call<OpenApiDocument>('GET', `${API_PREFIX}/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(answer.body as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does refuse a broken document: a path parameter that is not required.
    const broken = structuredClone(answer.body);
    const parameter = broken.paths['/scenes/{id}']?.get?.parameters[0];
    if (parameter) Object.assign(parameter, { required: false });
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
    const operations = Object.entries(answer.body.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.sort()).toEqual(listApiRoutes(h.app).map(routeKey).sort());
  });
});

/** The server's route files (tests left out): what must read requests through the contract. */
function routeSources(dir = 'examples/portal/server/routes'): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [{ file: path, text: readFileSync(path, 'utf8') }]
      : [];
  });
}

describe('the routes read requests through the contract', () => {
  it('read no JSON body and no query by hand (contractBody and contractQuery in http/contract.ts)', () => {
    const byHand = /\breadJson\(|\bjsonBody\(|\.req\.query\(|\.req\.queries\(|\.req\.json\(/;
    const sources = routeSources();
    expect(sources.length).toBeGreaterThan(40);
    expect(byHand.test('const raw = await readJson(c);')).toBe(true);
    const offenders = sources.filter(({ text }) => byHand.test(text)).map(({ file }) => file);
    expect(offenders, `routes reading a body or query by hand: ${offenders.join(', ')}`).toEqual([]);
  });
});
