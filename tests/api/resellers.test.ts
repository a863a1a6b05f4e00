import type { Reseller } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { acceptLastInvitation, buildResellerWorld, RESELLERS_API, type ResellerWorld } from './support/resellers';
import { BACKENDS } from './support/testDb';

interface ErrorAnswer {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

describe.each(BACKENDS)('resellers (%s)', (backend) => {
  let h: Harness;
  let w: ResellerWorld;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${RESELLERS_API}${path}`, { token, json });

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildResellerWorld(h);
  });
  afterAll(() => h.dispose());

  it('lists every reseller for a super-admin, with administrators and prices; a reseller admin sees its own only', async () => {
    const all = await call<{ data: Reseller[] }>('GET', '', w.superAdmin);
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => r.title)).toEqual(['Contoso Screens', 'Northwind Signage']);
    expect(all.body.data[1]).toMatchObject({
      id: w.northwind,
      email: 'hello@northwind.test',
      phone: '+44 20 7946 0001',
      administrators: [
        { email: DEMO.reseller, name: 'Nora', lastName: 'Northwind', emailVerifiedAt: expect.any(String) },
      ],
      prices: [],
      customerPrices: [],
    });
    const own = await call<{ data: Reseller[] }>('GET', '', w.northwindAdmin);
    expect(own.body.data.map((r) => r.id)).toEqual([w.northwind]);
  });

  it('adds a reseller (trimmed, e-mail lower-cased) and edits it; bad fields answer 422 with an errors map', async () => {
    const created = await call<{ data: Reseller }>('POST', '', w.superAdmin, {
      title: '  Initech Displays ',
      email: 'Sales@Initech.test',
      phone: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Initech Displays', email: 'sales@initech.test', phone: null });
    const id = created.body.data.id;
    const bad = await call('POST', '', w.superAdmin, { title: ' ', email: 'not-an-address', phone: 'call me' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'phone', 'title']);
    const long = await call('PUT', `/${id}`, w.superAdmin, { title: 'x'.repeat(256) });
    expect(long.status).toBe(422);
    expect(long.body.errors?.title).toEqual(['The name is too long (at most 255 characters)']);
    const renamed = await call<{ data: Reseller }>('PUT', `/${id}`, w.superAdmin, {
      title: 'Initech',
      email: 'hello@initech.test',
      phone: '+1 (555) 010-0000',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: 'Initech',
      email: 'hello@initech.test',
      phone: '+1 (555) 010-0000',
    });
    expect((await call<{ data: Reseller }>('GET', `/${id}`, w.superAdmin)).body.data.title).toBe('Initech');
  });

  it('lets a reseller admin edit its own reseller but not another (404)', async () => {
    const own = await call<{ data: Reseller }>('PUT', `/${w.other}`, w.otherAdmin, {
      title: 'Contoso Screens',
      email: 'hi@contoso.test',
    });
    expect(own.status).toBe(200);
    expect(own.body.data.email).toBe('hi@contoso.test');
    expect((await call('PUT', `/${w.northwind}`, w.otherAdmin, { title: 'Hijacked' })).status).toBe(404);
    expect((await call('GET', `/${w.northwind}`, w.otherAdmin)).status).toBe(404);
    expect((await call('GET', '/999999', w.superAdmin)).status).toBe(404);
  });

  it('refuses to delete a reseller with customers (409, nothing deleted); deletes an empty one with its admins', async () => {
    const refused = await call('DELETE', `/${w.northwind}`, w.superAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'resellerErrors.hasCustomers' });
    expect((await h.db.query('SELECT id FROM customers WHERE reseller_id = $1', [w.northwind])).length).toBe(1);
    const empty = await call<{ data: Reseller }>('POST', '', w.superAdmin, { title: 'Short-lived' });
    const id = empty.body.data.id;
    await call('POST', `/${id}/administrators`, w.superAdmin, { email: 'gone@short.test', name: 'Gone' });
    expect((await call('DELETE', `/${id}`, w.superAdmin)).status).toBe(204);
    expect((await call('GET', `/${id}`, w.superAdmin)).status).toBe(404);
    expect(await h.db.query("SELECT id FROM users WHERE email = 'gone@short.test'")).toEqual([]);
  });

  it('adds an administrator: unverified reseller-admin, invited through the verify link, then signs in', async () => {
    const answer = await call<{ data: Reseller }>('POST', `/${w.northwind}/administrators`, w.northwindAdmin, {
      email: ' Nick@Northwind.test ',
      name: 'Nick',
      lastName: 'North',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.administrators).toContainEqual({
      id: expect.any(Number),
      email: 'nick@northwind.test',
      name: 'Nick',
      lastName: 'North',
      emailVerifiedAt: null,
    });
    expect(h.mailer.outbox.at(-1)?.to).toBe('nick@northwind.test');
    expect(h.mailer.outbox.at(-1)?.link?.startsWith(`${TEST_PUBLIC_URL}/auth/verify/`)).toBe(true);
    const token = await acceptLastInvitation(h);
    const session = await h.call<{ user: { roles: { name: string }[]; resellerId: number } }>('GET', '/api/v1/auth', {
      token,
    });
    expect(session.body.user).toMatchObject({ roles: [{ name: 'reseller-admin' }], resellerId: w.northwind });
    const listed = await call<{ data: Reseller[] }>('GET', '', token);
    expect(listed.body.data.map((r) => r.id)).toEqual([w.northwind]);
  });

  it("answers a taken e-mail with the spec's key and text, and other problems with resellers.addAdminError", async () => {
    const taken = await call('POST', `/${w.northwind}/administrators`, w.northwindAdmin, {
      email: DEMO.acmeAdmin.toUpperCase(),
      name: 'Ada',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      message: `admin with email ${DEMO.acmeAdmin} - already exist`,
      code: 'resellers.addAdminErrorWithTheSameEmail',
      errors: { email: [`admin with email ${DEMO.acmeAdmin} - already exist`] },
    });
    const bad = await call('POST', `/${w.northwind}/administrators`, w.northwindAdmin, { email: 'x', name: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('resellers.addAdminError');
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'name']);
    expect(await h.db.query("SELECT id FROM users WHERE email = 'x'")).toEqual([]);
  });

  it('removes an administrator (the account goes), never oneself (409), never another reseller’s (404)', async () => {
    await call('POST', `/${w.northwind}/administrators`, w.superAdmin, { email: 'temp@northwind.test', name: 'Temp' });
    const temp = (await h.db.one<{ id: number }>("SELECT id FROM users WHERE email = 'temp@northwind.test'")).id;
    const nora = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.reseller])).id;
    const acmeAdmin = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.acmeAdmin])).id;
    expect((await call('DELETE', `/${w.other}/administrators/${temp}`, w.otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/${w.northwind}/administrators/${acmeAdmin}`, w.superAdmin)).status).toBe(404);
    const self = await call('DELETE', `/${w.northwind}/administrators/${nora}`, w.northwindAdmin);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('resellerErrors.removeSelf');
    expect((await call('DELETE', `/${w.northwind}/administrators/${temp}`, w.northwindAdmin)).status).toBe(204);
    expect(await h.db.query('SELECT id FROM users WHERE id = $1', [temp])).toEqual([]);
  });

  it('sets a price per tariff plan and per own customer, replacing it when set again', async () => {
    const plan = await call<{ data: Reseller }>('PUT', `/${w.northwind}/prices`, w.northwindAdmin, {
      price: 12.5,
      tariffPlanId: w.plan,
    });
    expect(plan.status).toBe(200);
    expect(plan.body.data.prices).toEqual([{ tariffPlanId: w.plan, price: '12.50' }]);
    const again = await call<{ data: Reseller }>('PUT', `/${w.northwind}/prices`, w.northwindAdmin, {
      price: '9.99',
      tariffPlanId: w.plan,
    });
    expect(again.body.data.prices).toEqual([{ tariffPlanId: w.plan, price: '9.99' }]);
    const customer = await call<{ data: Reseller }>('PUT', `/${w.northwind}/prices/${w.globex}`, w.northwindAdmin, {
      price: 0,
      tariffPlanId: w.plan,
    });
    expect(customer.status).toBe(200);
    expect(customer.body.data.customerPrices).toEqual([{ customerId: w.globex, tariffPlanId: w.plan, price: '0.00' }]);
  });

  it('refuses prices that are not amounts of at most 2 decimals, and unknown tariff plans (422)', async () => {
    for (const price of [-1, 1.005, '1.005', '12,50', '1e3', 100_000_000, null, Number.NaN, ' 1']) {
      const answer = await call('PUT', `/${w.northwind}/prices`, w.superAdmin, { price, tariffPlanId: w.plan });
      expect([price, answer.status, answer.body.errors?.price]).toEqual([
        price,
        422,
        ['Enter a price from 0 to 99999999.99 with at most 2 decimals'],
      ]);
    }
    const plan = await call('PUT', `/${w.northwind}/prices`, w.superAdmin, { price: 1, tariffPlanId: 999_999 });
    expect(plan.status).toBe(422);
    expect(Object.keys(plan.body.errors ?? {})).toEqual(['tariffPlanId']);
    const max = await call<{ data: Reseller }>('PUT', `/${w.other}/prices`, w.superAdmin, {
      price: '99999999.99',
      tariffPlanId: w.plan,
    });
    expect(max.body.data.prices).toEqual([{ tariffPlanId: w.plan, price: '99999999.99' }]);
  });

  it("refuses a price for a customer that is not the reseller's own (404), whoever asks", async () => {
    expect(
      (await call('PUT', `/${w.other}/prices/${w.globex}`, w.otherAdmin, { price: 1, tariffPlanId: w.plan })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/${w.northwind}/prices/${w.acme}`, w.superAdmin, { price: 1, tariffPlanId: w.plan })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/${w.northwind}/prices/${w.globex}`, w.otherAdmin, { price: 1, tariffPlanId: w.plan }))
        .status,
    ).toBe(404);
    const rows = await h.db.query('SELECT customer_id FROM reseller_customer_prices WHERE reseller_id = $1', [w.other]);
    expect(rows).toEqual([]);
  });

  it('shows a customer its own prices only, through row-level security', async () => {
    await call('PUT', `/${w.northwind}/prices/${w.globex}`, w.superAdmin, { price: 3, tariffPlanId: w.plan });
    const globexScope = h.serverDb.withSettings({ 'app.customer_id': String(w.globex), 'app.scope': '' });
    const acmeScope = h.serverDb.withSettings({ 'app.customer_id': String(w.acme), 'app.scope': '' });
    expect((await globexScope.query('SELECT price::text AS price FROM reseller_customer_prices')).length).toBe(1);
    expect(await acmeScope.query('SELECT price FROM reseller_customer_prices')).toEqual([]);
  });
});
