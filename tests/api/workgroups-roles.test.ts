import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** Who calls: a demo user, optionally acting as a customer through login-as. */
type Caller =
  | 'acmeAdmin'
  | 'acmeEditor'
  | 'globexAdmin'
  | 'superAdmin'
  | 'superAdminAsAcme'
  | 'reseller'
  | 'resellerAsGlobex';

/** The workgroups endpoints, each aimed at Acme's 'Stores' workgroup and its member with a valid body. */
const ENDPOINTS = [
  'GET /',
  'POST /',
  'GET /:id',
  'PUT /:id',
  'DELETE /:id',
  'PUT /:id/grouppermissions',
  'POST /:id/users',
  'PUT /:id/user/:uid',
  'PATCH /:id/users/:uid',
  'DELETE /:id/users/:uid',
] as const;

type Expected = 'ok' | 403 | 404;

/**
 * The role matrix (issue 13: "each role x each endpoint, expected answer in one table"): the answer to the
 * collection (`GET`/`POST workgroups`, the caller's own customer's) and to every call on Acme's workgroup and
 * member. `ok` is any 2xx, or the 409 of deleting a workgroup that has members (past every access check).
 * A customer's admin, Direct or Delegated, its reseller acting as it and a super-admin acting as the customer pass
 * (core's `canSeeWorkgroups`, the rule of the `/workgroups` route; issue 25): each manages its own customer's
 * workgroups, so Globex's admin (Delegated) and Northwind acting as Globex answer their own collection and 404 on
 * Acme's workgroup. A workgroup user is refused (403), as is a super-admin or reseller acting for none.
 */
const EXPECTED: Record<Caller, { collection: Expected; item: Expected }> = {
  acmeAdmin: { collection: 'ok', item: 'ok' },
  superAdminAsAcme: { collection: 'ok', item: 'ok' },
  globexAdmin: { collection: 'ok', item: 404 },
  resellerAsGlobex: { collection: 'ok', item: 404 },
  acmeEditor: { collection: 403, item: 403 },
  superAdmin: { collection: 403, item: 403 },
  reseller: { collection: 403, item: 403 },
};

describe.each(BACKENDS)('workgroups: the role matrix (%s)', (backend) => {
  let h: Harness;
  const tokens = {} as Record<Caller, string>;
  let stores: number;
  let editorId: number;
  let invited = 0;

  beforeAll(async () => {
    h = await createHarness(backend);
    tokens.acmeAdmin = (await h.login(DEMO.acmeAdmin)).accessToken;
    tokens.acmeEditor = (await h.login(DEMO.acmeEditor)).accessToken;
    tokens.globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
    tokens.superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    tokens.reseller = (await h.login(DEMO.reseller)).accessToken;
    // A second session of the super-admin would share its acting customer; a second super-admin acts instead.
    const acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    await h.db.query(
      `WITH u AS (INSERT INTO users (email, password_hash, name, email_verified_at, current_customer_id)
                  SELECT 'acting@screenplay.test', password_hash, 'Acting', now(), $1 FROM users WHERE email = $2
                  RETURNING id)
       INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM u, roles r WHERE r.name = 'super-admin'`,
      [acme, DEMO.superAdmin],
    );
    tokens.superAdminAsAcme = (await h.login('acting@screenplay.test')).accessToken;
    // Likewise a second administrator of Northwind, logged in as its customer Globex through the API.
    await h.db.query(
      `WITH u AS (INSERT INTO users (email, password_hash, name, email_verified_at, reseller_id)
                  SELECT 'nils@northwind.test', password_hash, 'Nils', now(), reseller_id FROM users WHERE email = $1
                  RETURNING id)
       INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM u, roles r WHERE r.name = 'reseller-admin'`,
      [DEMO.reseller],
    );
    tokens.resellerAsGlobex = (await h.login('nils@northwind.test')).accessToken;
    const globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    const actingAs = await h.call('POST', '/api/v1/auth/loginas', {
      token: tokens.resellerAsGlobex,
      json: { customerId: globex },
    });
    expect(actingAs.status).toBe(200);
    stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    editorId = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.acmeEditor])).id;
  });
  afterAll(() => h.dispose());

  function request(endpoint: (typeof ENDPOINTS)[number]): { method: string; path: string; json?: unknown } {
    const [method = 'GET', pattern = '/'] = endpoint.split(' ');
    const path = pattern.replace(':id', String(stores)).replace(':uid', String(editorId)).replace(/\/$/, '');
    const bodies: Partial<Record<(typeof ENDPOINTS)[number], unknown>> = {
      'POST /': { title: 'Matrix' },
      'PUT /:id': { title: 'Stores' },
      'PUT /:id/grouppermissions': {
        permissions: [
          { permissionType: 'createAFolder', level: 'full' },
          { permissionType: 'createALibraryFolder', level: 'readonly' },
          { permissionType: 'editALibraryAFolder', level: 'readonly' },
        ],
      },
      'POST /:id/users': { email: `matrix${++invited}@acme.test`, name: 'Matrix' },
      'PUT /:id/user/:uid': { name: 'Eddie', roles: ['workgroup-user'] },
      // Moving within the same workgroup changes nothing, so the editor stays where the next rows expect.
      'PATCH /:id/users/:uid': { workgroupId: stores },
    };
    return { method, path, json: bodies[endpoint] };
  }

  for (const [caller, { collection, item }] of Object.entries(EXPECTED) as [Caller, (typeof EXPECTED)[Caller]][]) {
    it(`${caller}: ${collection} on the collection, ${item} on Acme's workgroup`, async () => {
      const wrong: string[] = [];
      for (const endpoint of ENDPOINTS) {
        const expected = endpoint.includes(':id') ? item : collection;
        // Removing the member would change what the next callers aim at; the last test removes one of its own.
        if (endpoint === 'DELETE /:id/users/:uid' && expected === 'ok') continue;
        const { method, path, json } = request(endpoint);
        const { status } = await h.call(method, `/api/v1/workgroups${path}`, { token: tokens[caller], json });
        const got = status === 403 || status === 404 ? status : status < 300 || status === 409 ? 'ok' : status;
        if (got !== expected) wrong.push(`${endpoint}: expected ${expected}, got ${status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a super-admin acting as Acme removes a member (the call the table skips; members.test covers the admin)', async () => {
    const invitedMember = await h.call<{ data: { id: number } }>('POST', `/api/v1/workgroups/${stores}/users`, {
      token: tokens.acmeAdmin,
      json: { email: 'leaving@acme.test', name: 'Leaving' },
    });
    const path = `/api/v1/workgroups/${stores}/users/${invitedMember.body.data.id}`;
    expect((await h.call('DELETE', path, { token: tokens.superAdminAsAcme })).status).toBe(204);
  });
});
