import { LICENCE_DEFAULT_DURATION_DAYS, type Customer } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const API = '/api/v1/customers';

type Errors = { errors: Record<string, string[]>; code?: string };

describe.each(BACKENDS)('customers: create, edit, delete, licences, administrators (%s)', (backend) => {
  let h: Harness;
  let superAdmin: string;
  let reseller: string;
  let acme: number;
  let globex: number;

  const call = <T = Record<string, unknown>>(method: string, path: string, json?: unknown, token = superAdmin) =>
    h.call<T>(method, `${API}${path}`, { token, json });
  const newScreen = async (customerId: number, name: string, free = false) =>
    h.db.query(
      `INSERT INTO screens (customer_id, name, device_uid, content_version, free_screen, created_at, updated_at)
       VALUES ($1, $2, gen_random_uuid()::text, 'v1', $3, now(), now())`,
      [customerId, name, free],
    );
  const paidScreens = async (customerId: number) =>
    (
      await h.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM screens WHERE customer_id = $1 AND NOT free_screen',
        [customerId],
      )
    ).n;

  beforeAll(async () => {
    h = await createHarness(backend);
    superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    reseller = (await h.login(DEMO.reseller)).accessToken;
    acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
  });
  afterAll(() => h.dispose());

  it('lists with search and sorting, and refuses an unknown sort with 422', async () => {
    const found = await call<{ data: Customer[] }>('GET', '?search=harbour');
    expect(found.body.data.map((c) => c.title)).toEqual(['Globex Cafés']);
    const sorted = await call<{ data: Customer[] }>('GET', '?sort=screenLicenses&order=desc');
    expect(sorted.body.data.map((c) => c.screenLicenses)).toEqual(
      [...sorted.body.data.map((c) => c.screenLicenses)].sort((a, b) => b - a),
    );
    const bad = await call<Errors>('GET', '?sort=password&order=up');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['order', 'sort']);
  });

  it('creates a customer with an administrator, who is invited through the verify link and signs in', async () => {
    const created = await call<{ data: Customer }>('POST', '', {
      title: ' Initech ',
      type: 'Direct',
      description: 'Software',
      address: '4120 Freidrich Lane',
      administrators: [{ email: 'Peter@Initech.test', name: 'Peter' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Initech',
      type: 'Direct',
      description: 'Software',
      address: '4120 Freidrich Lane',
      screenLicenses: 0,
      resellerId: null,
      administrators: [{ id: expect.any(Number), email: 'peter@initech.test' }],
    });
    const user = await h.db.one<{ email_verified_at: Date | null; password_hash: string | null; customer_id: number }>(
      'SELECT email_verified_at, password_hash, customer_id FROM users WHERE email = $1',
      ['peter@initech.test'],
    );
    expect(user).toEqual({ email_verified_at: null, password_hash: null, customer_id: created.body.data.id });

    const mail = h.mailer.outbox.at(-1);
    expect(mail?.to).toBe('peter@initech.test');
    const link = mail?.link ?? '';
    expect(link.startsWith(`${TEST_PUBLIC_URL}/auth/verify/`)).toBe(true);
    const [token, email] = link.slice(`${TEST_PUBLIC_URL}/auth/verify/`.length).split('/');
    const reset = await h.call('POST', '/api/v1/auth/reset', {
      json: {
        email: decodeURIComponent(email ?? ''),
        token,
        password: 'pw-initech-1',
        password_confirmation: 'pw-initech-1',
      },
    });
    expect(reset.status).toBe(200);
    const session = await h.login('peter@initech.test', 'pw-initech-1');
    const me = await h.call<{ user: { roles: { name: string }[]; customerId: number } }>('GET', '/api/v1/auth', {
      token: session.accessToken,
    });
    expect(me.body.user.roles.map((r) => r.name)).toEqual(['customer-admin']);
    expect(me.body.user.customerId).toBe(created.body.data.id);
  });

  it("a reseller's new customer is its own; Delegated needs a reseller when a super-admin creates it", async () => {
    const own = await call<{ data: Customer }>('POST', '', { title: 'Delegated Deli', type: 'Delegated' }, reseller);
    expect(own.status).toBe(201);
    const resellerId = (await h.db.one<{ id: number }>("SELECT id FROM resellers WHERE title = 'Northwind Signage'"))
      .id;
    expect(own.body.data.resellerId).toBe(resellerId);
    const orphan = await call<Errors>('POST', '', { title: 'Orphan', type: 'Delegated' });
    expect(orphan.status).toBe(422);
    expect(orphan.body.code).toBe('customerErrors.delegatedNeedsReseller');
    const named = await call<{ data: Customer }>('POST', '', { title: 'Placed', type: 'Delegated', resellerId });
    expect(named.body.data.resellerId).toBe(resellerId);
  });

  it('answers 422 with an errors map for bad fields and stores nothing', async () => {
    const before = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customers')).n;
    const bad = await call<Errors>('POST', '', {
      title: ' ',
      type: 'Indirect',
      description: 'x'.repeat(1001),
      administrators: [{ email: 'nope' }, { email: 'a@b.test' }, { email: 'A@b.test' }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'administrators.0.email',
      'administrators.2.email',
      'description',
      'title',
      'type',
    ]);
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customers')).n).toBe(before);
  });

  it('refuses a taken administrator e-mail with the spec text, creating no customer', async () => {
    const before = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customers')).n;
    const taken = await call<Errors>('POST', '', {
      title: 'Copycat',
      type: 'Direct',
      administrators: [{ email: 'fresh@copycat.test' }, { email: DEMO.acmeEditor }],
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('customers.adminEmailTaken');
    expect(taken.body.errors).toEqual({
      'administrators.1.email': ['The user with the email provided already exists'],
    });
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customers')).n).toBe(before);
    expect(await h.db.maybe('SELECT id FROM users WHERE email = $1', ['fresh@copycat.test'])).toBeNull();
  });

  it('edits title, description, address and type, and adds and removes administrators through the list', async () => {
    const created = await call<{ data: Customer }>('POST', '', {
      title: 'Hooli',
      type: 'Direct',
      address: 'Palo Alto',
      administrators: [{ email: 'gavin@hooli.test' }],
    });
    const id = created.body.data.id;
    const edited = await call<{ data: Customer }>('PUT', `/${id}`, {
      title: 'Hooli XYZ',
      description: 'Moonshots',
      administrators: [{ email: 'jack@hooli.test', name: 'Jack' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Hooli XYZ', description: 'Moonshots', address: 'Palo Alto' });
    expect(edited.body.data.administrators.map((a) => a.email)).toEqual(['jack@hooli.test']);
    expect(h.mailer.outbox.at(-1)?.to).toBe('jack@hooli.test');
    const gavin = await h.db.one<{ customer_id: number }>('SELECT customer_id FROM users WHERE email = $1', [
      'gavin@hooli.test',
    ]);
    expect(gavin.customer_id).toBe(id);
    const retyped = await call<Errors>('PUT', `/${id}`, { type: 'Delegated' });
    expect(retyped.status).toBe(422);
    const cleared = await call<{ data: Customer }>('PUT', `/${id}`, { address: null });
    expect(cleared.body.data.address).toBeNull();
  });

  it('adds licences (365 days from now by default) and refuses to remove those in use', async () => {
    const created = await call<{ data: Customer }>('POST', '', { title: 'Licensed Ltd', type: 'Direct' });
    const id = created.body.data.id;
    const added = await call<{ data: Customer }>('POST', `/${id}/licenses`, { amount: 3 });
    expect(added.status).toBe(201);
    expect(added.body.data.screenLicenses).toBe(3);
    const dated = await call<{ data: Customer }>('POST', `/${id}/licenses`, {
      start_date: '2027-01-01',
      duration: 30,
      amount: 1,
    });
    // An order counts from its start (issue 25): the one starting in 2027 is listed, not counted yet.
    expect(dated.body.data.screenLicenses).toBe(3);
    const bad = await call<Errors>('POST', `/${id}/licenses`, { start_date: 'soon', duration: 0, amount: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'duration', 'start_date']);
    // Each order is kept with its period, newest first: the dated one, then the default (now, 365 days).
    const now = h.clock.now().getTime();
    const orders = await call<{ data: { amount: number; startsAt: string; endsAt: string }[] }>(
      'GET',
      `/${id}/licenses`,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.data).toMatchObject([
      { amount: 1, startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2027-01-31T00:00:00.000Z' },
      {
        amount: 3,
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + LICENCE_DEFAULT_DURATION_DAYS * 86_400_000).toISOString(),
      },
    ]);

    await newScreen(id, 'Paid 1');
    await newScreen(id, 'Paid 2');
    await newScreen(id, 'Free', true);
    const tooMany = await call<Errors>('DELETE', `/${id}/licenses`, { amount: 2 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('customers.decreaseLicenseError');
    expect(tooMany.body.errors).toEqual({ amount: ['A license that is in use cannot be removed'] });
    const removed = await call<{ data: Customer }>('DELETE', `/${id}/licenses`, { amount: 1 });
    expect(removed.status).toBe(200);
    expect(removed.body.data.screenLicenses).toBe(await paidScreens(id));
  });

  it('refuses to delete a customer with screens (409) and deletes one without, with its users and workgroups', async () => {
    const refused = await call<Errors>('DELETE', `/${acme}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('customerErrors.hasScreens');
    expect((await call('GET', '?search=acme')).status).toBe(200);

    const created = await call<{ data: Customer }>('POST', '', {
      title: 'Short Lived',
      type: 'Direct',
      administrators: [{ email: 'boss@shortlived.test' }],
    });
    const id = created.body.data.id;
    await h.db.query("INSERT INTO workgroups (customer_id, title) VALUES ($1, 'Team')", [id]);
    expect((await call('DELETE', `/${id}`)).status).toBe(204);
    expect(await h.db.maybe('SELECT id FROM customers WHERE id = $1', [id])).toBeNull();
    expect(await h.db.maybe('SELECT id FROM users WHERE email = $1', ['boss@shortlived.test'])).toBeNull();
    expect(await h.db.maybe('SELECT id FROM workgroups WHERE customer_id = $1', [id])).toBeNull();
    expect((await call('DELETE', `/${id}`)).status).toBe(404);
  });

  it("hides another reseller's customer (404) and refuses changes while acting as a customer (403)", async () => {
    const direct = await call<{ data: Customer }>('POST', '', { title: 'Not Northwind', type: 'Direct' });
    const id = direct.body.data.id;
    expect((await call('PUT', `/${id}`, { title: 'Mine now' }, reseller)).status).toBe(404);
    expect((await call('POST', `/${id}/licenses`, { amount: 1 }, reseller)).status).toBe(404);
    expect((await call('PUT', `/${globex}`, { title: 'Globex Cafés' }, reseller)).status).toBe(200);

    const acting = (await h.login(DEMO.superAdmin)).accessToken;
    const loginAs = await h.call('POST', '/api/v1/auth/loginas', { token: acting, json: { customerId: acme } });
    expect(loginAs.status).toBe(200);
    expect((await call('PUT', `/${id}`, { title: 'As Acme' }, acting)).status).toBe(403);
  });
});
