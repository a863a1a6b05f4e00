import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../examples/portal/server/db/client';
import { asSystem } from '../../examples/portal/server/tenancy';
import { createHarness, DEMO, type Harness } from './support/harness';
import {
  acmeIds,
  BOUNDARY_MUTATIONS,
  type Mutation,
  type OwnIds,
  ownParams,
  PARAM_MUTATIONS,
  tableDigest,
  TYPE_MUTATIONS,
  VALID_BODIES,
  fieldMutations,
  ID_PARAM_MUTATIONS,
  idMutations,
  idQuery,
  BAD_IDS,
} from './support/fuzzInputs';
import { type ApiRoute, fillPath, listApiRoutes, routeKey, writeRoutes } from './support/routeList';
import { BACKENDS } from './support/testDb';

/**
 * Write routes that never read a body: well-formed bodies of the wrong type are legitimately ignored there
 * (a DELETE deletes), so they get only the boundary, path and query mutations. A new route that ignores its
 * body fails the test ("wrote") until it is listed here.
 */
const IGNORES_BODY = new Set<string>([
  'DELETE /api/v1/folders/:id',
  'DELETE /api/v1/layouts/:id',
  'DELETE /api/v1/library/folders/templates/:id',
  'DELETE /api/v1/scenes/:id',
  'DELETE /api/v1/scenes/:id/sections/:sid',
  'DELETE /api/v1/scenes/:id/sections/:sid/cancel',
  'DELETE /api/v1/sections/:s/playlistitems/:id',
  'POST /api/v1/auth/logout',
  'POST /api/v1/scenes/:id/cancel',
  'POST /api/v1/screens/:id/details/force-reload',
  'DELETE /api/v1/workgroups/:id',
  'DELETE /api/v1/workgroups/:id/users/:uid',
  'PUT /api/v1/payments/:id/terminate',
  'DELETE /api/v1/subscriptions/:id',
  'POST /api/v1/orders/:id/pay',
]);

/** Write routes that accept any body and store nothing (client error reports are logged, never refused). */
const ACCEPTS_ANY_BODY = new Set(['POST /api/v1/log/log-error']);

/** The path of `route` with every parameter replaced by `raw`, sent as is (not encoded again). */
function pathWith(route: ApiRoute, raw: string): string {
  return route.path.replace(/:[A-Za-z_]+(?:\{[^}]*\})?\??/g, raw);
}

/** The mutations a route gets: its body is probed only if it reads one; its parameters only if it has some. */
function mutationsFor(route: ApiRoute): Mutation[] {
  return [
    ...BOUNDARY_MUTATIONS.filter((m) => m.param === undefined || route.params.length > 0),
    ...(IGNORES_BODY.has(routeKey(route)) ? [] : TYPE_MUTATIONS),
    ...fieldMutations(VALID_BODIES[routeKey(route)] ?? {}),
    ...(IGNORES_BODY.has(routeKey(route)) ? [] : idMutations(VALID_BODIES[routeKey(route)])),
    ...(route.params.length > 0 ? [...PARAM_MUTATIONS, ...ID_PARAM_MUTATIONS] : []),
  ];
}

describe.each(BACKENDS)('every write route refuses malformed input (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let ids: OwnIds;
  let routes: ApiRoute[];
  /** Reads every tenant's rows, whatever row-level security lets a request see. */
  let system: Db;

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    system = asSystem(h.db, 'tests');
    ids = await acmeIds(system);
    // Logout last: it ends the session every other request uses.
    routes = writeRoutes(listApiRoutes(h.app)).sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
  });
  afterAll(() => h?.dispose());

  it('answers no 5xx and writes nothing, route by route', { timeout: 180_000 }, async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let before = await tableDigest(system);
    // The digest must see the tenant's rows, or "unchanged" would prove nothing.
    expect(Number(before.scenes?.split(':')[0])).toBeGreaterThan(0);
    for (const route of routes) {
      const ownPath = fillPath(route, ownParams(route, ids));
      for (const mutation of mutationsFor(route)) {
        const path =
          (mutation.param === undefined ? ownPath : pathWith(route, mutation.param)) + (mutation.query ?? '');
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (mutation.contentType) headers['content-type'] = mutation.contentType;
        const response = await h.app.request(path, { method: route.method, headers, body: mutation.body });
        const text = await response.text();
        if (response.status >= 500) failures.push(`${routeKey(route)} [${mutation.name}]: ${response.status} ${text}`);
        else if (response.status < 400 && !ACCEPTS_ANY_BODY.has(routeKey(route)))
          failures.push(`${routeKey(route)} [${mutation.name}]: accepted (${response.status})`);
        else if (response.status === 422 && !JSON.parse(text).errors)
          failures.push(`${routeKey(route)} [${mutation.name}]: 422 without an errors map`);
      }
      const after = await tableDigest(system);
      for (const table of Object.keys({ ...before, ...after }))
        if (before[table] !== after[table]) failures.push(`${routeKey(route)}: wrote to ${table}`);
      before = after;
    }
    expect(failures).toEqual([]);
  });

  it('answers ids no record can have 4xx on every read route too', { timeout: 60_000 }, async () => {
    const reads = listApiRoutes(h.app).filter((route) => route.method === 'GET');
    const failures: string[] = [];
    const headers = { authorization: `Bearer ${token}` };
    for (const route of reads) {
      const paths = [
        ...(route.params.length > 0 ? ID_PARAM_MUTATIONS.map((m) => pathWith(route, m.param ?? '')) : []),
        ...(route.params.length > 0 ? [] : BAD_IDS.map((raw) => `${route.path}${idQuery(raw)}`)),
      ];
      for (const path of paths) {
        const response = await h.app.request(path, { headers });
        // 502 and 503 are deliberate answers about outside services (not configured, unreachable), not crashes.
        if (response.status === 500 || (route.params.length > 0 && response.status < 400))
          failures.push(`GET ${path.slice(0, 80)}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
