import type { Customer } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesManagedCustomer, RESELLER_PROBES } from './isolation-matrix/fixtures.resellerCustomers';
import { acmeState } from './isolation-matrix/world';
import { createHarness, type Harness } from './support/harness';
import { buildResellerWorld, type ResellerWorld } from './support/resellers';
import { fillPath, listApiRoutes, routeKey } from './support/routeList';
import { BACKENDS } from './support/testDb';

/**
 * The reseller isolation matrix (issue 25: "a reseller sees and changes only its own customers"): every route that
 * names a customer a reseller manages is called by a second reseller's admin (Contoso's) against Northwind's
 * customer Globex, and must answer the refusal its probe declares, leaving every row of Globex (and Northwind's
 * prices for it) as it was. The probes are declared in isolation-matrix/fixtures.resellerCustomers.ts; a new route
 * of that kind fails here until it has one.
 */
describe.each(BACKENDS)('reseller isolation: Contoso never reaches Northwind’s customers (%s)', (backend) => {
  let h: Harness;
  let w: ResellerWorld;

  /** Globex's rows, and the reseller prices that name it (kept outside the customer's own tables). */
  const globexState = async () => ({
    customer: await acmeState(h, w.globex),
    prices: await h.db.query('SELECT * FROM reseller_customer_prices WHERE customer_id = $1 ORDER BY 1, 2, 3', [
      w.globex,
    ]),
  });

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildResellerWorld(h);
  });
  afterAll(() => h?.dispose());

  it('has a probe for every route that names a managed customer, and none for a route the app lacks', () => {
    const registered = listApiRoutes(h.app).map(routeKey);
    expect(registered.filter((key) => namesManagedCustomer(key) && !(key in RESELLER_PROBES))).toEqual([]);
    expect(Object.keys(RESELLER_PROBES).filter((key) => !registered.includes(key))).toEqual([]);
  });

  for (const [key, probe] of Object.entries(RESELLER_PROBES)) {
    it(`${key}: answers Contoso ${probe.status} on Northwind's customer and changes nothing`, async () => {
      const [method = 'GET', path = ''] = key.split(' ');
      for (const testCase of probe.cases(w)) {
        const url = fillPath({ path }, testCase.params ?? {});
        const before = await globexState();
        const answer = await h.call(method, url, { token: w.otherAdmin, ...testCase.body?.() });
        expect(answer.status, `${method} ${url} -> ${JSON.stringify(answer.body)}`).toBe(probe.status);
        expect(JSON.stringify(answer.body)).not.toContain('Globex');
        expect(await globexState(), `${method} ${url} changed Globex`).toEqual(before);
      }
    });
  }

  it('lists none of Northwind’s customers to Contoso, and Contoso acts as no customer after a refused login-as', async () => {
    const listed = await h.call<{ data: Customer[] }>('GET', '/api/v1/customers', { token: w.otherAdmin });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    const session = await h.call<{ user: { currentCustomerId: number | null } }>('GET', '/api/v1/auth', {
      token: w.otherAdmin,
    });
    expect(session.body.user.currentCustomerId).toBeNull();
  });

  it('aims at a real customer: the same calls answer Northwind itself', async () => {
    const own = await h.call('GET', `/api/v1/customers/${w.globex}/licenses`, { token: w.northwindAdmin });
    expect(own.status).toBe(200);
    const renamed = await h.call('PUT', `/api/v1/customers/${w.globex}`, {
      token: w.northwindAdmin,
      json: { title: 'Globex Cafés' },
    });
    expect(renamed.status).toBe(200);
    const actingAs = await h.call('POST', '/api/v1/auth/loginas', {
      token: w.northwindAdmin,
      json: { customerId: w.globex },
    });
    expect(actingAs.status).toBe(200);
  });
});
