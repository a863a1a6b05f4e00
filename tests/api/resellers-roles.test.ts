import type { Reseller } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness';
import { buildResellerWorld, RESELLERS_API, type ResellerWorld } from './support/resellers';
import { BACKENDS } from './support/testDb';

/** The callers of the role matrix; every call aims at Northwind (the seed's reseller, with Globex as its customer). */
const ROLES = ['superAdmin', 'northwindAdmin', 'otherAdmin', 'acmeAdmin', 'acmeEditor'] as const;
type Role = (typeof ROLES)[number];

/** One endpoint: how it is called on Northwind, and each role's expected status. */
interface Row {
  endpoint: string;
  call: (w: ResellerWorld, h: Harness, role: Role) => Promise<{ method: string; path: string; json?: unknown }>;
  expect: Record<Role, number>;
}

/** Northwind administrators made for the DELETE row, one per role, so each call has its own target. */
async function newNorthwindAdmin(w: ResellerWorld, h: Harness, role: Role): Promise<number> {
  const email = `target-${role.toLowerCase()}@northwind.test`;
  await h.call('POST', `${RESELLERS_API}/${w.northwind}/administrators`, {
    token: w.superAdmin,
    json: { email, name: 'Target' },
  });
  return (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).id;
}

/**
 * The role matrix of issue 13: each role x each resellers endpoint, the expected answer in one table. A reseller
 * admin reaches its own reseller; another reseller's admin finds Northwind unknown (404), except where only a
 * super-admin may act at all (403); customer admins and workgroup users are refused (403).
 */
const MATRIX: readonly Row[] = [
  {
    endpoint: 'GET resellers',
    call: async () => ({ method: 'GET', path: '' }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 200, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'POST resellers',
    call: async (_w, _h, role) => ({ method: 'POST', path: '', json: { title: `New by ${role}` } }),
    expect: { superAdmin: 201, northwindAdmin: 403, otherAdmin: 403, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'GET resellers/{id}',
    call: async (w) => ({ method: 'GET', path: `/${w.northwind}` }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'PUT resellers/{id}',
    call: async (w) => ({ method: 'PUT', path: `/${w.northwind}`, json: { title: 'Northwind Signage' } }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'DELETE resellers/{id}',
    call: async (w) => ({ method: 'DELETE', path: `/${w.northwind}` }),
    // 409 for the super-admin: Northwind still has Globex (delete is refused, not cascaded).
    expect: { superAdmin: 409, northwindAdmin: 403, otherAdmin: 403, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'POST resellers/{id}/administrators',
    call: async (w, _h, role) => ({
      method: 'POST',
      path: `/${w.northwind}/administrators`,
      json: { email: `by-${role.toLowerCase()}@northwind.test`, name: 'Invited' },
    }),
    expect: { superAdmin: 201, northwindAdmin: 201, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'DELETE resellers/{id}/administrators/{adminId}',
    call: async (w, h, role) => ({
      method: 'DELETE',
      path: `/${w.northwind}/administrators/${await newNorthwindAdmin(w, h, role)}`,
    }),
    expect: { superAdmin: 204, northwindAdmin: 204, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'GET resellers/{id}/billing-details',
    call: async (w) => ({ method: 'GET', path: `/${w.northwind}/billing-details` }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'PUT resellers/{id}/billing-details',
    call: async (w) => ({ method: 'PUT', path: `/${w.northwind}/billing-details`, json: { finTag: 'NW-1' } }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'PUT resellers/{id}/prices',
    call: async (w) => ({ method: 'PUT', path: `/${w.northwind}/prices`, json: { price: 10, tariffPlanId: w.plan } }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
  {
    endpoint: 'PUT resellers/{id}/prices/{customerId}',
    call: async (w) => ({
      method: 'PUT',
      path: `/${w.northwind}/prices/${w.globex}`,
      json: { price: 8, tariffPlanId: w.plan },
    }),
    expect: { superAdmin: 200, northwindAdmin: 200, otherAdmin: 404, acmeAdmin: 403, acmeEditor: 403 },
  },
];

describe.each(BACKENDS)('resellers: role matrix (%s)', (backend) => {
  let h: Harness;
  let w: ResellerWorld;
  /** Northwind as the super-admin reads it: a refused call must leave it as it was. */
  const northwind = async () =>
    (await h.call<{ data: Reseller }>('GET', `${RESELLERS_API}/${w.northwind}`, { token: w.superAdmin })).body.data;

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildResellerWorld(h);
  });
  afterAll(() => h.dispose());

  for (const row of MATRIX) {
    it(`${row.endpoint}: ${ROLES.map((role) => `${role} ${row.expect[role]}`).join(', ')}`, async () => {
      for (const role of ROLES) {
        const { method, path, json } = await row.call(w, h, role);
        const before = await northwind();
        const answer = await h.call(method, `${RESELLERS_API}${path}`, { token: w[role], json });
        expect({ role, status: answer.status }).toEqual({ role, status: row.expect[role] });
        if (answer.status >= 400) expect(await northwind()).toEqual(before);
      }
    });
  }

  it("lists only the caller's own reseller for a reseller admin", async () => {
    for (const [token, id] of [
      [w.northwindAdmin, w.northwind],
      [w.otherAdmin, w.other],
    ] as const) {
      const answer = await h.call<{ data: Reseller[] }>('GET', RESELLERS_API, { token });
      expect(answer.body.data.map((r) => r.id)).toEqual([id]);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await h.call('GET', RESELLERS_API)).status).toBe(401);
  });
});
