import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface CustomerItem {
  id: number;
  title: string;
  type: string;
  administrators: { id: number; email: string }[];
  resellerId: number | null;
}

describe.each(BACKENDS)('organisation: session users, login-as, customers (%s)', (backend) => {
  let h: Harness;
  let acmeId: number;
  let globexId: number;
  beforeAll(async () => {
    h = await createHarness(backend);
    acmeId = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    globexId = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
  });
  afterAll(() => h.dispose());

  it('describes each demo role as the contract says', async () => {
    const superAdmin = (await h.login(DEMO.superAdmin)).user;
    expect(superAdmin).toMatchObject({
      tenantType: null,
      customerId: null,
      resellerId: null,
      roles: [{ name: 'super-admin' }],
    });
    const reseller = (await h.login(DEMO.reseller)).user;
    expect(reseller).toMatchObject({
      tenantType: null,
      customerId: null,
      resellerId: expect.any(Number),
      roles: [{ name: 'reseller-admin' }],
    });
    const globex = (await h.login(DEMO.globexAdmin)).user;
    expect(globex).toMatchObject({ tenantType: 'Delegated', customerId: globexId, resellerId: reseller.resellerId });
    const editor = (await h.login(DEMO.acmeEditor)).user;
    expect(editor).toMatchObject({
      tenantType: 'Direct',
      customerId: acmeId,
      resellerId: null,
      roles: [{ name: 'workgroup-user' }],
      groupPermissions: { createAFolder: 'full', createALibraryFolder: 'readonly', editALibraryAFolder: 'readonly' },
    });
  });

  it("gives a workgroup user 'hidden' for permissions their workgroup does not set", async () => {
    await h.db.query(
      "DELETE FROM group_permissions WHERE permission_type = 'editALibraryAFolder' AND workgroup_id IN (SELECT id FROM workgroups WHERE title = 'Stores')",
    );
    const editor = (await h.login(DEMO.acmeEditor)).user;
    expect(editor.groupPermissions).toEqual({
      createAFolder: 'full',
      createALibraryFolder: 'readonly',
      editALibraryAFolder: 'hidden',
      ManageAFolder: 'full',
      createAndEditScenes: 'full',
      scheduleScenes: 'full',
      manageScreens: 'readonly',
    });
  });

  it('lets a reseller act as its own customer and back', async () => {
    const { accessToken } = await h.login(DEMO.reseller);
    const into = await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: globexId } });
    expect(into.status).toBe(200);
    expect(into.body.user).toMatchObject({ currentCustomerId: globexId, tenantType: 'Delegated', customerId: null });
    expect((await h.call('GET', '/api/v1/auth', { token: accessToken })).body.user).toMatchObject({
      currentCustomerId: globexId,
    });
    const back = await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: null } });
    expect(back.status).toBe(200);
    expect(back.body.user).toMatchObject({ currentCustomerId: null, tenantType: null });
  });

  it("refuses a reseller another reseller's or a direct customer (403), and unknown ids alike", async () => {
    const { accessToken } = await h.login(DEMO.reseller);
    const acme = await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: acmeId } });
    expect(acme).toMatchObject({ status: 403, body: { message: 'You need permission to perform this action' } });
    expect(
      (await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: 999_999 } })).status,
    ).toBe(403);
  });

  it('refuses login-as to customer users', async () => {
    for (const email of [DEMO.acmeEditor, DEMO.acmeAdmin]) {
      const { accessToken } = await h.login(email);
      const answer = await h.call('POST', '/api/v1/auth/loginas', {
        token: accessToken,
        json: { customerId: globexId },
      });
      expect(answer.status).toBe(403);
    }
  });

  it('lets a super-admin act as any customer, 404 for an unknown one, and back', async () => {
    const { accessToken } = await h.login(DEMO.superAdmin);
    for (const [id, type] of [
      [acmeId, 'Direct'],
      [globexId, 'Delegated'],
    ] as const) {
      const answer = await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: id } });
      expect(answer.body.user).toMatchObject({ currentCustomerId: id, tenantType: type });
    }
    expect(
      (await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: 999_999 } })).status,
    ).toBe(404);
    const back = await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json: { customerId: null } });
    expect(back.body.user).toMatchObject({ currentCustomerId: null, tenantType: null });
  });

  it('validates the login-as body', async () => {
    const { accessToken } = await h.login(DEMO.superAdmin);
    for (const json of [{}, { customerId: '1' }, { customerId: -1 }, { customerId: 1.5 }]) {
      expect((await h.call('POST', '/api/v1/auth/loginas', { token: accessToken, json })).status).toBe(422);
    }
  });

  it('lists every customer, sorted by title, for a super-admin', async () => {
    const { accessToken } = await h.login(DEMO.superAdmin);
    const answer = await h.call<{ data: CustomerItem[] }>('GET', '/api/v1/customers', { token: accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c) => c.title)).toEqual(['Acme Retail', 'Globex Cafés']);
    expect(answer.body.data[0]).toEqual({
      id: acmeId,
      title: 'Acme Retail',
      type: 'Direct',
      administrators: [{ id: expect.any(Number), email: DEMO.acmeAdmin }],
      description: 'High-street retail chain',
      address: '1 Market Street, Leeds',
      screenLicenses: 10,
      maxScreens: 10,
      resellerId: null,
      resellerTitle: null,
      screensInUse: 5,
      // The demo's licences (seedLicences.ts): 8 for the year and 2 ending in 20 days; 3 more expired last month.
      licences: {
        valid: 10,
        expiringSoon: 2,
        nextExpiry: new Date(h.clock.now().getTime() + 20 * 86_400_000).toISOString(),
      },
    });
  });

  it('shows a reseller only its own customers (tenant isolation)', async () => {
    const { accessToken, user } = await h.login(DEMO.reseller);
    const answer = await h.call<{ data: CustomerItem[] }>('GET', '/api/v1/customers', { token: accessToken });
    expect(answer.body.data.map((c) => c.title)).toEqual(['Globex Cafés']);
    expect(answer.body.data[0]).toMatchObject({
      type: 'Delegated',
      resellerId: user.resellerId,
      administrators: [{ email: DEMO.globexAdmin }],
    });
  });

  it('refuses the customer list to customer users and without a session', async () => {
    for (const email of [DEMO.acmeAdmin, DEMO.acmeEditor, DEMO.globexAdmin]) {
      const { accessToken } = await h.login(email);
      expect((await h.call('GET', '/api/v1/customers', { token: accessToken })).status).toBe(403);
    }
    expect((await h.call('GET', '/api/v1/customers')).status).toBe(401);
  });
});
