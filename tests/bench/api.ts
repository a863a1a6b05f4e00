import { Hono } from 'hono';
import { createHarness } from '../api/support/harness';
import { BACKENDS, type Backend } from '../api/support/testDb';

/** Requests per measured round; rounds alternate baseline and route so drift hits both alike. */
const REQUESTS_PER_ROUND = 500;
const ROUNDS = 5;
const WARM_UP_REQUESTS = 1_000;

/** One API measurement: throughput of a route against an empty Hono handler in the same run. */
export interface ApiRow {
  name: string;
  routePerSecond: number;
  baselinePerSecond: number;
  ratio: number;
}

async function perSecond(send: () => Promise<Response>, count: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const response = await send();
    if (response.status >= 400) throw new Error(`bench request answered ${response.status}`);
    await response.arrayBuffer();
  }
  return count / ((performance.now() - start) / 1000);
}

/**
 * Measures, in-process on one backend against an empty Hono handler, `GET /api/v1/auth` (token lookup,
 * user with roles, permissions and tenant) and the budgeted scene read `GET /api/v1/scenes/{id}`
 * (the seeded "Welcome screen" with its sections, items and tags); everything goes through
 * `app.request`, so each ratio is the cost of the route's own work. Budget (ARCHITECTURE.md "Performance budgets"): the scene read
 * sustains >= 25% of the empty handler's throughput.
 */
async function measureApiOn(backend: Backend): Promise<ApiRow[]> {
  const harness = await createHarness(backend);
  try {
    const { accessToken } = await harness.login('editor@acme.test');
    const admin = await harness.login('admin@acme.test');
    const scene = await harness.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Welcome screen'");
    const empty = new Hono();
    empty.get('/empty', (c) => c.json({}));
    const baseline = () => Promise.resolve(empty.request('/empty'));
    const routes: { name: string; send: () => Promise<Response> }[] = [
      {
        name: 'GET /api/v1/auth',
        send: () =>
          Promise.resolve(harness.app.request('/api/v1/auth', { headers: { Authorization: `Bearer ${accessToken}` } })),
      },
      {
        name: 'GET /api/v1/scenes/{id}',
        send: () =>
          Promise.resolve(
            harness.app.request(`/api/v1/scenes/${scene.id}`, {
              headers: { Authorization: `Bearer ${admin.accessToken}` },
            }),
          ),
      },
    ];

    const rows: ApiRow[] = [];
    for (const route of routes) {
      await perSecond(baseline, WARM_UP_REQUESTS);
      await perSecond(route.send, WARM_UP_REQUESTS);
      let baselineBest = 0;
      let routeBest = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        baselineBest = Math.max(baselineBest, await perSecond(baseline, REQUESTS_PER_ROUND));
        routeBest = Math.max(routeBest, await perSecond(route.send, REQUESTS_PER_ROUND));
      }
      rows.push({
        name: backend === 'pglite' ? route.name : `${route.name} (${backend})`,
        routePerSecond: routeBest,
        baselinePerSecond: baselineBest,
        ratio: routeBest / baselineBest,
      });
    }
    return rows;
  } finally {
    await harness.dispose();
  }
}

/**
 * The API rows on PGlite, and on PostgreSQL too when `DATABASE_URL` is set (rows named with a
 * "(postgres)" suffix): both run the server as the role row-level security binds (server/tenancy).
 */
export async function measureApi(): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  for (const backend of BACKENDS) rows.push(...(await measureApiOn(backend)));
  return rows;
}
