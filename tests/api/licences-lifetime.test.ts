import type { Customer, LicenceOrderDto } from '@screenplay/core';
import type { LicenceStatusDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceCounts } from '../../examples/portal/server/billing/licences';
import { createHarness, DEMO, type Harness } from './support/harness';
import { offerPairing } from './support/screens';
import { BACKENDS } from './support/testDb';

const DAY_S = 86_400;

type Errors = { code?: string; errors: Record<string, string[]> };

/**
 * Licences with a lifetime (issue 25): an order counts from its start to its end, expired orders stop counting (the
 * customers list, the customer's own `GET licences`, the add-screen check), a removal is an order kept with who made it,
 * and max screens is set by a super-admin or the customer's reseller, never below the screens in use.
 */
describe.each(BACKENDS)('licences with a lifetime (%s)', (backend) => {
  let h: Harness;
  let superAdmin: string, reseller: string, acmeAdmin: string, acmeEditor: string, globexAdmin: string;
  let acme: number, globex: number;

  /** Signs everyone in again: sessions expire while the clock moves on by days (migration 009). */
  const signIn = async () => {
    superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    reseller = (await h.login(DEMO.reseller)).accessToken;
    acmeAdmin = (await h.login(DEMO.acmeAdmin)).accessToken;
    acmeEditor = (await h.login(DEMO.acmeEditor)).accessToken;
    globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
  };
  /** Moves the clock on by `seconds` and signs everyone in again. */
  const advance = async (seconds: number) => {
    h.clock.advance(seconds);
    await signIn();
  };

  beforeAll(async () => {
    h = await createHarness(backend);
    await signIn();
    acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
  });
  afterAll(() => h.dispose());

  const call = <T>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `/api/v1/${path}`, { token, json });
  const customerNamed = async (title: string): Promise<Customer> => {
    const answer = await call<{ data: Customer[] }>('GET', `customers?search=${encodeURIComponent(title)}`, superAdmin);
    const found = answer.body.data.find((customer) => customer.title === title);
    if (!found) throw new Error(`no customer ${title}`);
    return found;
  };
  const newCustomer = async (title: string): Promise<number> => {
    const created = await call<{ data: Customer }>('POST', 'customers', superAdmin, { title, type: 'Direct' });
    expect(created.status).toBe(201);
    return created.body.data.id;
  };
  const ordersOf = async (id: number) =>
    (await call<{ data: LicenceOrderDto[] }>('GET', `customers/${id}/licenses`, superAdmin)).body.data;
  const insertScreen = async (customer: number, name: string, free = false) =>
    h.db.query(
      `INSERT INTO screens (customer_id, name, device_uid, content_version, free_screen, created_at, updated_at)
       VALUES ($1, $2, gen_random_uuid()::text, 'v1', $3, $4, $4)`,
      [customer, name, free, h.clock.now()],
    );

  it("lists the demo's licences as of now: valid, expiring within 30 days and expired (seedLicences.ts)", async () => {
    expect((await customerNamed('Acme Retail')).licences).toEqual({
      valid: 10,
      expiringSoon: 2,
      nextExpiry: new Date(h.clock.now().getTime() + 20 * DAY_S * 1000).toISOString(),
    });
    const status = await call<{ data: LicenceStatusDto }>('GET', 'licences', acmeAdmin);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ type: 'Direct', valid: 10, expiringSoon: 2, overLicences: 0 });
    expect(status.body.data.orders.map((order) => [order.amount, order.state])).toEqual([
      [8, 'valid'],
      [2, 'expiringSoon'],
      [3, 'expired'],
    ]);
    // Any user of the customer reads its own (the Screens page warns everyone); none of another customer's.
    expect((await call('GET', 'licences', acmeEditor)).status).toBe(200);
    const globexStatus = await call<{ data: LicenceStatusDto }>('GET', 'licences', globexAdmin);
    expect(globexStatus.body.data).toMatchObject({ type: 'Delegated', valid: 5 });
    expect(globexStatus.body.data.orders.map((order) => order.amount)).toEqual([5]);
    // A super-admin or a reseller acting for no customer has no licences of its own.
    expect((await call('GET', 'licences', superAdmin)).status).toBe(403);
    expect((await call('GET', 'licences', reseller)).status).toBe(403);
  });

  it('stops counting an order at its end: exactly at the end it no longer counts', async () => {
    const id = await newCustomer('Lapsing Ltd');
    const start = h.clock.now();
    expect((await call('POST', `customers/${id}/licenses`, superAdmin, { amount: 2, duration: 30 })).status).toBe(201);
    expect((await call('POST', `customers/${id}/licenses`, superAdmin, { amount: 1, duration: 60 })).status).toBe(201);
    expect((await customerNamed('Lapsing Ltd')).licences).toEqual({
      valid: 3,
      expiringSoon: 2,
      nextExpiry: new Date(start.getTime() + 30 * DAY_S * 1000).toISOString(),
    });
    await advance(30 * DAY_S - 1);
    expect((await customerNamed('Lapsing Ltd')).screenLicenses).toBe(3);
    await advance(1);
    const lapsed = await customerNamed('Lapsing Ltd');
    expect(lapsed.screenLicenses).toBe(1);
    expect(lapsed.licences).toMatchObject({ valid: 1, expiringSoon: 1 });
    expect((await ordersOf(id)).map((order) => order.state)).toEqual(['expiringSoon', 'expired']);
    await advance(30 * DAY_S);
    expect((await customerNamed('Lapsing Ltd')).licences).toEqual({ valid: 0, expiringSoon: 0, nextExpiry: null });
    expect((await licenceCounts(h.db, id, h.clock.now())).valid).toBe(0);
  });

  it('refuses a paid screen once the only order expired; a screen already there keeps its row and is over', async () => {
    const id = await newCustomer('Expiring Screens Ltd');
    await h.db.query(
      `INSERT INTO payment_methods (customer_id, type, title, created_at) VALUES ($1, 'Invoice', 'Invoices', now())`,
      [id],
    );
    const admin = 'admin@expiring.test';
    await h.db.query(
      `INSERT INTO users (email, password_hash, name, email_verified_at, customer_id, created_at, updated_at)
       SELECT $1, password_hash, 'Eve', now(), $2, now(), now() FROM users WHERE email = $3`,
      [admin, id, DEMO.acmeAdmin],
    );
    await h.db.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT u.id, r.id FROM users u, roles r WHERE u.email = $1 AND r.name = 'customer-admin'`,
      [admin],
    );
    const token = (await h.login(admin)).accessToken;
    expect((await call('POST', `customers/${id}/licenses`, superAdmin, { amount: 1, duration: 10 })).status).toBe(201);
    await offerPairing(h, 'KEF234');
    const first = await call('POST', 'screens/verification', token, {
      name: 'Lobby',
      verificationHash: 'KEF234',
      freeScreen: false,
      folderId: -1,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await advance(10 * DAY_S);
    const again = (await h.login(admin)).accessToken;
    await offerPairing(h, 'KEF235');
    const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [id]);
    const refused = await call<Errors>('POST', 'screens/verification', again, {
      name: 'Window',
      verificationHash: 'KEF235',
      freeScreen: false,
      folderId: -1,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('screensApi.noFreeLicence');
    expect(
      (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [id])).n,
    ).toBe(before.n);
    // The screen there keeps playing (its row stays); the customer is told it is over, and when licences ended.
    const status = await call<{ data: LicenceStatusDto }>('GET', 'licences', again);
    expect(status.body.data).toMatchObject({
      valid: 0,
      paidScreensInUse: 1,
      overLicences: 1,
      lastExpiry: h.clock.now().toISOString(),
    });
  });

  it('records a removal with who and when, taking from the orders ending soonest; refuses one beyond', async () => {
    const id = await newCustomer('Removal Co');
    await call('POST', `customers/${id}/licenses`, superAdmin, { amount: 3, duration: 365 });
    await call('POST', `customers/${id}/licenses`, superAdmin, { amount: 2, duration: 30 });
    await insertScreen(id, 'Paid one');
    await insertScreen(id, 'Free one', true);
    const rows = async () =>
      h.db.query('SELECT id, amount FROM licence_orders WHERE customer_id = $1 ORDER BY id', [id]);
    const before = await rows();
    const tooMany = await call<Errors>('DELETE', `customers/${id}/licenses`, superAdmin, { amount: 5 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('customers.decreaseLicenseError');
    expect(await rows()).toEqual(before);

    await advance(60);
    const removed = await call<{ data: Customer }>('DELETE', `customers/${id}/licenses`, reseller, { amount: 1 });
    // Not Northwind's customer: the reseller may not.
    expect(removed.status).toBe(404);
    const done = await call<{ data: Customer }>('DELETE', `customers/${id}/licenses`, superAdmin, { amount: 3 });
    expect(done.status).toBe(200);
    expect(done.body.data.screenLicenses).toBe(2);
    const orders = await ordersOf(id);
    expect(orders[0]).toMatchObject({
      amount: -3,
      endsAt: null,
      state: 'removal',
      remaining: 0,
      startsAt: h.clock.now().toISOString(),
      createdBy: DEMO.superAdmin,
    });
    // The 30-day order went first (2), then one of the year's: 2 of those are left.
    expect(orders.slice(1).map((order) => [order.amount, order.remaining, order.state])).toEqual([
      [2, 0, 'removed'],
      [3, 2, 'valid'],
    ]);
  });

  it('sets max screens: a super-admin for any customer, a reseller for its own; not below the screens in use', async () => {
    const screens = (
      await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [acme])
    ).n;
    const set = (token: string, id: number, maxScreens: unknown) =>
      call<{ data: Customer } & Errors>('PUT', `customers/${id}`, token, { maxScreens });
    const maxOf = async (id: number) =>
      (await h.db.one<{ max_screens: number }>('SELECT max_screens FROM customers WHERE id = $1', [id])).max_screens;

    const raised = await set(superAdmin, acme, screens + 2);
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ maxScreens: screens + 2, title: 'Acme Retail', screensInUse: screens });
    const below = await set(superAdmin, acme, screens - 1);
    expect(below.status).toBe(422);
    expect(below.body.code).toBe('customerErrors.maxScreensBelowInUse');
    expect(below.body.errors).toEqual({
      maxScreens: ['The maximum cannot be below the screens the customer has: remove screens first'],
    });
    expect(await maxOf(acme)).toBe(screens + 2);
    for (const bad of [-1, 1.5, '3', null, 10_001]) {
      const answer = await set(superAdmin, acme, bad);
      expect(answer.status, String(bad)).toBe(422);
      expect(answer.body.errors.maxScreens, String(bad)).toEqual([
        'Enter a whole number of screens from 0 (no maximum) to 10000',
      ]);
    }
    expect(await maxOf(acme)).toBe(screens + 2);
    expect((await set(superAdmin, acme, 0)).body.data.maxScreens).toBe(0);
    const created = await call<{ data: Customer }>('POST', 'customers', superAdmin, {
      title: 'Bounded Ltd',
      type: 'Direct',
      maxScreens: 3,
    });
    expect(created.body.data).toMatchObject({ maxScreens: 3, screensInUse: 0, screenLicenses: 0 });

    // The reseller for its own customer; another's is unknown; customer users may not.
    expect((await set(reseller, globex, 7)).body.data.maxScreens).toBe(7);
    expect((await set(reseller, acme, 50)).status).toBe(404);
    expect((await set(acmeAdmin, acme, 50)).status).toBe(403);
    expect((await set(globexAdmin, globex, 50)).status).toBe(403);
    expect(await maxOf(acme)).toBe(0);
    expect(await maxOf(globex)).toBe(7);
  });

  it('sorts the customers list by screens in use and by the next licence end (none last)', async () => {
    const bySort = async (sort: string, order: string) =>
      (await call<{ data: Customer[] }>('GET', `customers?sort=${sort}&order=${order}`, superAdmin)).body.data;
    const inUse = (await bySort('screensInUse', 'desc')).map((customer) => customer.screensInUse);
    expect(inUse).toEqual([...inUse].sort((a, b) => b - a));
    const ends = (await bySort('nextExpiry', 'asc')).map((customer) => customer.licences.nextExpiry);
    const dated = ends.filter((end): end is string => end !== null);
    expect(dated).toEqual([...dated].sort());
    expect(ends.slice(dated.length).every((end) => end === null)).toBe(true);
  });
});
