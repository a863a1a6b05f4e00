import { Hono } from 'hono';
import { createHarness } from '../api/support/harness';

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
 * Measures `GET /api/v1/auth` (token lookup, user with roles, permissions and tenant) in-process on
 * PGlite against an empty Hono handler; both go through `app.request`, so the ratio is the cost of
 * the route's own work.
 */
export async function measureApi(): Promise<ApiRow[]> {
  const harness = await createHarness('pglite');
  try {
    const { accessToken } = await harness.login('editor@acme.test');
    const empty = new Hono();
    empty.get('/empty', (c) => c.json({}));
    const baseline = () => Promise.resolve(empty.request('/empty'));
    const authRead = () =>
      Promise.resolve(harness.app.request('/api/v1/auth', { headers: { Authorization: `Bearer ${accessToken}` } }));

    await perSecond(baseline, WARM_UP_REQUESTS);
    await perSecond(authRead, WARM_UP_REQUESTS);
    let baselineBest = 0;
    let routeBest = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      baselineBest = Math.max(baselineBest, await perSecond(baseline, REQUESTS_PER_ROUND));
      routeBest = Math.max(routeBest, await perSecond(authRead, REQUESTS_PER_ROUND));
    }
    return [{ name: 'GET /api/v1/auth', routePerSecond: routeBest, baselinePerSecond: baselineBest, ratio: routeBest / baselineBest }];
  } finally {
    await harness.dispose();
  }
}
