import type { Workgroup, WorkgroupMember } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { acceptLastInvitation } from './support/resellers';
import { BACKENDS } from './support/testDb';

const API = '/api/v1/workgroups';

/** Grants the permissions form sends: every type but screens at Full Access, screens Readonly. */
const PERMISSIONS = [
  { permissionType: 'createAFolder', level: 'full' },
  { permissionType: 'createAndEditScenes', level: 'full' },
  { permissionType: 'manageScreens', level: 'readonly' },
];

/**
 * People for every customer (issue 25): a Delegated customer's admin, and its reseller logged in as it, manage the
 * customer's workgroups, invitations, members and permissions as a Direct customer's admin does (core's
 * `canSeeWorkgroups`), always within the customer acted on; a workgroup user without the admin role and a reseller
 * acting for no customer are refused (403), and the customer acted on never reaches another's workgroup (404).
 */
describe.each(BACKENDS)('workgroups of a delegated customer (%s)', (backend) => {
  let h: Harness;
  let globexAdmin: string;
  let reseller: string;
  let globex: number;
  let acmeStores: number;

  const call = <T = Record<string, unknown>>(token: string, method: string, path: string, json?: unknown) =>
    h.call<T>(method, `${API}${path}`, { token, json });
  const customerOf = async (email: string) =>
    (await h.db.one<{ customer_id: number | null }>('SELECT customer_id FROM users WHERE email = $1', [email]))
      .customer_id;

  beforeAll(async () => {
    h = await createHarness(backend);
    globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
    reseller = (await h.login(DEMO.reseller)).accessToken;
    globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    acmeStores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
  });
  afterAll(() => h.dispose());

  it("lets the delegated admin create a workgroup, invite a member, change the member's roles and the permissions", async () => {
    const created = await call<{ data: Workgroup }>(globexAdmin, 'POST', '', { title: 'Baristas' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const sent = h.mailer.outbox.length;
    const invited = await call<{ data: WorkgroupMember }>(globexAdmin, 'POST', `/${id}/users`, {
      email: 'bea@globex.test',
      name: 'Bea',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ name: 'Bea', email: 'bea@globex.test', isAdmin: false, workGroupId: id });
    expect(h.mailer.outbox.slice(sent).map((mail) => mail.to)).toEqual(['bea@globex.test']);
    expect(await customerOf('bea@globex.test')).toBe(globex);

    const renamed = await call<{ data: WorkgroupMember }>(globexAdmin, 'PUT', `/${id}/user/${invited.body.data.id}`, {
      name: 'Beatrice',
      roles: ['workgroup-user'],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Beatrice');
    const granted = await call<{ data: Workgroup }>(globexAdmin, 'PUT', `/${id}/grouppermissions`, {
      permissions: PERMISSIONS,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data.permissions).toEqual(PERMISSIONS);
    const listed = await call<{ data: Workgroup[] }>(globexAdmin, 'GET', '');
    expect(listed.body.data.map((group) => group.title)).toEqual(['Baristas']);
  });

  it('refuses the invited member, who holds no admin role, every workgroups call (403)', async () => {
    const member = await acceptLastInvitation(h);
    const baristas = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Baristas'")).id;
    const answers = [
      (await call(member, 'GET', '')).status,
      (await call(member, 'POST', '', { title: 'Mine' })).status,
      (await call(member, 'PUT', `/${baristas}/grouppermissions`, { permissions: PERMISSIONS })).status,
      (await call(member, 'POST', `/${baristas}/users`, { email: 'friend@globex.test', name: 'Friend' })).status,
    ];
    expect(answers).toEqual([403, 403, 403, 403]);
    expect(await customerOf('friend@globex.test').catch(() => 'none')).toBe('none');
  });

  it('refuses the reseller acting for no customer (403), and lets it manage Globex once logged in as it', async () => {
    expect((await call(reseller, 'GET', '')).status).toBe(403);
    expect((await call(reseller, 'POST', '', { title: 'Nowhere' })).status).toBe(403);
    const actingAs = await h.call('POST', '/api/v1/auth/loginas', { token: reseller, json: { customerId: globex } });
    expect(actingAs.status).toBe(200);

    const created = await call<{ data: Workgroup }>(reseller, 'POST', '', { title: 'Night shift' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const invited = await call<{ data: WorkgroupMember }>(reseller, 'POST', `/${id}/users`, {
      email: 'nina@globex.test',
      name: 'Nina',
      roles: ['customer-admin'],
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.isAdmin).toBe(true);
    expect(await customerOf('nina@globex.test')).toBe(globex);
    const granted = await call<{ data: Workgroup }>(reseller, 'PUT', `/${id}/grouppermissions`, {
      permissions: PERMISSIONS,
    });
    expect(granted.body.data.permissions).toEqual(PERMISSIONS);
    const listed = await call<{ data: Workgroup[] }>(reseller, 'GET', '');
    expect(listed.body.data.map((group) => group.title)).toEqual(['Baristas', 'Night shift']);
    // The customer's admin sees what its reseller did: one customer, one set of workgroups.
    const seen = await call<{ data: Workgroup[] }>(globexAdmin, 'GET', '');
    expect(seen.body.data.map((group) => group.title)).toEqual(['Baristas', 'Night shift']);
  });

  it("keeps the reseller acting as Globex out of Acme's workgroup (404), changing nothing", async () => {
    const before = await h.db.query('SELECT * FROM workgroup_users WHERE workgroup_id = $1 ORDER BY id', [acmeStores]);
    const answers = [
      (await call(reseller, 'GET', `/${acmeStores}`)).status,
      (await call(reseller, 'PUT', `/${acmeStores}`, { title: 'Taken' })).status,
      (await call(reseller, 'PUT', `/${acmeStores}/grouppermissions`, { permissions: PERMISSIONS })).status,
      (await call(reseller, 'POST', `/${acmeStores}/users`, { email: 'plant@acme.test', name: 'Plant' })).status,
    ];
    expect(answers).toEqual([404, 404, 404, 404]);
    expect(await h.db.query('SELECT * FROM workgroup_users WHERE workgroup_id = $1 ORDER BY id', [acmeStores])).toEqual(
      before,
    );
    expect((await h.db.one<{ title: string }>('SELECT title FROM workgroups WHERE id = $1', [acmeStores])).title).toBe(
      'Stores',
    );
  });

  it("invites Globex's people to its reseller's brand, not to Screenplay", async () => {
    const northwind = await h.db.one<{ reseller_id: number }>('SELECT reseller_id FROM customers WHERE id = $1', [
      globex,
    ]);
    await h.db.query(
      `INSERT INTO reseller_brands (reseller_id, product_name, colours, updated_at) VALUES ($1, 'Northwind Screens', '{}', now())
       ON CONFLICT (reseller_id) DO UPDATE SET product_name = EXCLUDED.product_name`,
      [northwind.reseller_id],
    );
    const baristas = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Baristas'")).id;
    const sent = h.mailer.outbox.length;
    const invited = await call(globexAdmin, 'POST', `/${baristas}/users`, { email: 'otto@globex.test', name: 'Otto' });
    expect(invited.status).toBe(201);
    const [mail] = h.mailer.outbox.slice(sent);
    expect(mail?.subject).toBe('You are invited to Northwind Screens');
    expect(mail?.text).toContain('You have been invited to Northwind Screens: a workgroup.');
  });

  it('takes the reseller out of Globex once a super-admin moves Globex to another reseller', async () => {
    const admin = (await h.login(DEMO.superAdmin)).accessToken;
    const other = await h.db.one<{ id: number }>(
      "INSERT INTO resellers (title, email) VALUES ('Contoso', 'sales@contoso.test') RETURNING id",
    );
    const moved = await h.call('PUT', `/api/v1/customers/${globex}`, { token: admin, json: { resellerId: other.id } });
    expect(moved.status).toBe(200);
    // Northwind acts for no customer again: Globex's workgroups are out of its reach (403, not Globex's data).
    expect((await call(reseller, 'GET', '')).status).toBe(403);
    const back = await h.call('POST', '/api/v1/auth/loginas', { token: reseller, json: { customerId: globex } });
    expect(back.status).not.toBe(200);
    // Globex's own admin is not a reseller's: still Globex's.
    expect((await call(globexAdmin, 'GET', '')).status).toBe(200);
  });
});
