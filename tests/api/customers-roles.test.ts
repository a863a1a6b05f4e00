import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { grantLicences } from './support/licences';
import { BACKENDS } from './support/testDb';

/** Who calls: the demo users, and the reseller against a customer that is not its own. */
type Caller = 'superAdmin' | 'reseller' | 'resellerForeign' | 'customerAdmin' | 'editor';

/** One endpoint: how to call it on a customer (a fresh one per call, Northwind's, or a Direct one of no reseller). */
interface Endpoint {
  method: string;
  path: (id: number) => string;
  body?: unknown;
}

const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  'GET customers': { method: 'GET', path: () => '' },
  'POST customers': { method: 'POST', path: () => '', body: { title: 'Matrix Co', type: 'Direct' } },
  'PUT customers/{id}': { method: 'PUT', path: (id) => `/${id}`, body: { title: 'Renamed' } },
  'DELETE customers/{id}': { method: 'DELETE', path: (id) => `/${id}` },
  'POST customers/{id}/licenses': { method: 'POST', path: (id) => `/${id}/licenses`, body: { amount: 2 } },
  'DELETE customers/{id}/licenses': { method: 'DELETE', path: (id) => `/${id}/licenses`, body: { amount: 1 } },
  'GET customers/{id}/licenses': { method: 'GET', path: (id) => `/${id}/licenses` },
};

/**
 * The role matrix (issue 13): each caller against each endpoint, the expected status in one table. A super-admin
 * manages every customer, a reseller-admin its own (another's is unknown: 404; creating makes one its own), a
 * customer-admin and a workgroup user none (403).
 */
const EXPECTED: Readonly<Record<keyof typeof ENDPOINTS, Readonly<Record<Caller, number>>>> = {
  'GET customers': { superAdmin: 200, reseller: 200, resellerForeign: 200, customerAdmin: 403, editor: 403 },
  'POST customers': { superAdmin: 201, reseller: 201, resellerForeign: 201, customerAdmin: 403, editor: 403 },
  'PUT customers/{id}': { superAdmin: 200, reseller: 200, resellerForeign: 404, customerAdmin: 403, editor: 403 },
  'DELETE customers/{id}': { superAdmin: 204, reseller: 204, resellerForeign: 404, customerAdmin: 403, editor: 403 },
  'POST customers/{id}/licenses': {
    superAdmin: 201,
    reseller: 201,
    resellerForeign: 404,
    customerAdmin: 403,
    editor: 403,
  },
  'GET customers/{id}/licenses': {
    superAdmin: 200,
    reseller: 200,
    resellerForeign: 404,
    customerAdmin: 403,
    editor: 403,
  },
  'DELETE customers/{id}/licenses': {
    superAdmin: 200,
    reseller: 200,
    resellerForeign: 404,
    customerAdmin: 403,
    editor: 403,
  },
};

describe.each(BACKENDS)('customers role matrix (%s)', (backend) => {
  let h: Harness;
  let tokens: Record<Caller, string>;
  let northwind: number;

  /** A customer with 3 licences and no screens: Northwind's, or when `foreign` a Direct one of no reseller. */
  const freshCustomer = async (foreign: boolean) => {
    const { id } = await h.db.one<{ id: number }>(
      `INSERT INTO customers (title, type, reseller_id) VALUES ('Target', $1, $2) RETURNING id`,
      foreign ? ['Direct', null] : ['Delegated', northwind],
    );
    await grantLicences(h.db, id, 3, h.clock.now());
    return id;
  };
  /** What a refused call must leave as it was: the customer's row and its licence orders. */
  const stateOf = async (id: number) => ({
    customer: await h.db.one('SELECT title, max_screens FROM customers WHERE id = $1', [id]),
    orders: await h.db.query('SELECT id, amount FROM licence_orders WHERE customer_id = $1 ORDER BY id', [id]),
  });

  beforeAll(async () => {
    h = await createHarness(backend);
    const token = async (email: string) => (await h.login(email)).accessToken;
    const reseller = await token(DEMO.reseller);
    tokens = {
      superAdmin: await token(DEMO.superAdmin),
      reseller,
      resellerForeign: reseller,
      customerAdmin: await token(DEMO.acmeAdmin),
      editor: await token(DEMO.acmeEditor),
    };
    northwind = (await h.db.one<{ id: number }>("SELECT id FROM resellers WHERE title = 'Northwind Signage'")).id;
  });
  afterAll(() => h.dispose());

  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    for (const [caller, status] of Object.entries(EXPECTED[name] ?? {}) as [Caller, number][]) {
      it(`${name} as ${caller} answers ${status}`, async () => {
        const id = await freshCustomer(caller === 'resellerForeign');
        const before = await stateOf(id);
        const answer = await h.call(endpoint.method, `/api/v1/customers${endpoint.path(id)}`, {
          token: tokens[caller],
          json: endpoint.body,
        });
        expect(answer.status).toBe(status);
        if (status >= 400) {
          expect(await stateOf(id)).toEqual(before);
        }
      });
    }
  }
});
