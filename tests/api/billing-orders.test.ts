import type { AdminOrderDto, OrderDto, RewardDto, SubscriptionDto, UpcomingPaymentDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type BillingWorld, billingSnapshot, buildBillingWorld, type ErrorAnswer } from './support/billing';
import { createHarness, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface OrdersAnswer {
  data: OrderDto[];
  upcomingPayment: UpcomingPaymentDto | null;
}

describe.each(BACKENDS)('billing: subscriptions, orders, rewards, admin orders (%s)', (backend) => {
  let h: Harness;
  let w: BillingWorld;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${API}${path}`, { token, json });
  const order = (account: number, number: string, createdAt: string) =>
    h.db.query(
      `INSERT INTO orders (account_id, number, kind, amount, vat, total, currency, status, created_at)
       VALUES ($1, $2, 'licence', 10, 2.5, 12.5, 'EUR', 'paid', $3)`,
      [account, number, createdAt],
    );

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildBillingWorld(h);
    await order(w.acmeAccount, 'EDGE-BEFORE', '2025-05-31T23:59:59.999Z');
    await order(w.acmeAccount, 'EDGE-FIRST', '2025-06-01T00:00:00Z');
    await order(w.acmeAccount, 'EDGE-LAST', '2025-06-30T23:59:59.999Z');
    await order(w.acmeAccount, 'EDGE-AFTER', '2025-07-01T00:00:00Z');
    await order(w.northwindAccount, 'RESELLER-JUNE', '2025-06-15T12:00:00Z');
  });
  afterAll(() => h.dispose());

  const numbers = (answer: { body: { data: { number: string }[] } }) => answer.body.data.map((o) => o.number).sort();

  it('lists the orders from the start of the from day to the end of the till day', async () => {
    const june = await call<OrdersAnswer>('GET', '/orders?from=2025-06-01&till=2025-06-30', w.acmeAdmin);
    expect(june.status).toBe(200);
    expect(numbers(june)).toEqual(['EDGE-FIRST', 'EDGE-LAST']);
    // Date-times count as the day they start with.
    const times = await call<OrdersAnswer>(
      'GET',
      '/orders?from=2025-06-01T18:00:00.000Z&till=2025-06-30T01:00:00Z',
      w.acmeAdmin,
    );
    expect(numbers(times)).toEqual(['EDGE-FIRST', 'EDGE-LAST']);
    expect(june.body.data[0]).toMatchObject({ amount: 10, vat: 2.5, total: 12.5, currency: 'EUR', status: 'paid' });
    // The reseller's own order is its own; a workgroup user of a direct customer reads the orders too.
    const reseller = await call<OrdersAnswer>('GET', '/orders?from=2025-06-01&till=2025-06-30', w.reseller);
    expect(numbers(reseller)).toEqual(['RESELLER-JUNE']);
    expect((await call('GET', '/orders?from=2025-06-01&till=2025-06-30', w.acmeEditor)).status).toBe(200);
    expect((await call('GET', '/orders?from=2025-06-01&till=2025-06-30', w.globexAdmin)).status).toBe(403);
  });

  it('lists the seeded orders with their payment type, the paid months and the open invoice', async () => {
    const year = new Date().getUTCFullYear();
    const seeded = await call<OrdersAnswer>('GET', `/orders?from=${year - 1}-12-01&till=${year}-11-30`, w.acmeAdmin);
    const all = await call<OrdersAnswer>('GET', `/orders?from=${year}-01-01&till=${year}-12-31`, w.acmeAdmin);
    const rows = [...seeded.body.data, ...all.body.data];
    expect(rows.some((o) => o.kind === 'monthly' && o.status === 'paid' && o.paymentType === 'Card')).toBe(true);
    expect(rows.some((o) => o.status === 'open' && o.dueAt !== null)).toBe(true);
  });

  it('refuses missing, impossible, reversed and over-long ranges (422)', async () => {
    for (const query of [
      '',
      '?from=2025-06-01',
      '?from=2025-02-30&till=2025-03-01',
      '?from=2025-06-02&till=2025-06-01',
    ]) {
      const answer = await call('GET', `/orders${query}`, w.acmeAdmin);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), query).toEqual(['from']);
    }
    const long = await call('GET', '/orders?from=2025-01-01&till=2026-01-02', w.acmeAdmin);
    expect(long.status).toBe(422);
    expect(long.body.errors?.till).toEqual(['The dates may cover at most 366 days.']);
    expect((await call('GET', '/orders?from=2025-01-01&till=2026-01-01', w.acmeAdmin)).status).toBe(200);
  });

  it('answers the upcoming payment: the 1st of next month, licences times price plus VAT', async () => {
    const answer = await call<OrdersAnswer>('GET', '/orders?from=2025-06-01&till=2025-06-30', w.acmeAdmin);
    // The harness clock stands at 2026-03-02; Acme has 10 licences at 12.00 and the default 25% VAT.
    expect(answer.body.upcomingPayment).toEqual({
      date: '2026-04-01T00:00:00.000Z',
      amount: 120,
      vat: 30,
      total: 150,
      currency: 'EUR',
      paymentType: 'Card',
    });
  });

  it("keeps the licence subscription's quantity at the customer's licences billed monthly", async () => {
    // Two more licences granted (not bought in Billing): billed monthly from now on (issue 25: licence orders).
    await h.db.query(
      `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, created_at)
       VALUES ($1, 2, $2, $2::timestamptz + interval '365 days', $2)`,
      [w.acme, h.clock.now()],
    );
    const subscriptions = await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', w.acmeAdmin);
    expect(subscriptions.status).toBe(200);
    expect(subscriptions.body.data).toMatchObject([
      { title: 'Screen licences', quantity: 12, unitPrice: 12, vatPercent: 25, status: 'active' },
    ]);
    expect((await call('GET', '/subscriptions', w.globexAdmin)).status).toBe(403);
    expect((await call('GET', '/subscriptions', w.superAdmin)).status).toBe(404);
  });

  it("bills a reseller for its delegated customers' licences once it pays", async () => {
    expect((await call<{ data: unknown[] }>('GET', '/subscriptions', w.reseller)).body.data).toEqual([]);
    await call('PUT', '/tenant-details', w.reseller, { postalCode: 'BS1 4DJ' });
    expect((await call('POST', '/payments', w.reseller, { paymentMethod: 'Invoice' })).status).toBe(201);
    const subscriptions = await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', w.reseller);
    expect(subscriptions.body.data).toMatchObject([{ quantity: 5, status: 'active' }]);
  });

  it('cancels a subscription (an admin, once for good); another account’s is unknown', async () => {
    const own = (await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', w.acmeAdmin)).body.data[0];
    const reseller = (await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', w.reseller)).body.data[0];
    const before = await billingSnapshot(h);
    expect((await call('DELETE', `/subscriptions/${own?.id}`, w.acmeEditor)).status).toBe(403);
    for (const id of [reseller?.id, 999999, 'abc', 0]) {
      const answer = await call('DELETE', `/subscriptions/${id}`, w.acmeAdmin);
      expect(answer.status, String(id)).toBe(404);
    }
    expect(await billingSnapshot(h)).toEqual(before);
    const canceled = await call<{ data: SubscriptionDto }>('DELETE', `/subscriptions/${own?.id}`, w.acmeAdmin);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ id: own?.id, status: 'canceled' });
    // Reading does not bring it back, and nothing is upcoming.
    const orders = await call<OrdersAnswer>('GET', '/orders?from=2025-06-01&till=2025-06-30', w.acmeAdmin);
    expect(orders.body.upcomingPayment).toBeNull();
    expect((await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', w.acmeAdmin)).body.data).toMatchObject([
      { id: own?.id, status: 'canceled' },
    ]);
    // A new card resumes the licence subscription.
    h.clock.advance(60);
    await call('POST', '/payments', w.acmeAdmin, { paymentMethod: 'Card', testCardNumber: '4242424242424242' });
    const resumed = await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', w.acmeAdmin);
    expect(resumed.body.data.map((s) => s.status)).toEqual(['active', 'canceled']);
  });

  it("lists a reseller's rewards between dates; others get none; bad dates answer billing.getRewardError", async () => {
    const year = new Date().getUTCFullYear();
    const ranges = [`from=${year - 1}-12-01&till=${year}-11-30`, `from=${year}-01-01&till=${year}-12-31`];
    const rewards: RewardDto[] = [];
    for (const range of ranges) {
      const answer = await call<{ data: RewardDto[] }>('GET', `/rewards?${range}`, w.reseller);
      expect(answer.status).toBe(200);
      rewards.push(...answer.body.data);
    }
    expect(rewards.length).toBeGreaterThan(0);
    expect(rewards[0]).toMatchObject({ amount: 6, currency: 'EUR', description: expect.stringContaining('Globex') });
    expect((await call<{ data: unknown[] }>('GET', `/rewards?${ranges[1]}`, w.acmeAdmin)).body.data).toEqual([]);
    expect((await call('GET', `/rewards?${ranges[1]}`, w.globexAdmin)).status).toBe(403);
    const bad = await call('GET', '/rewards?from=soon&till=later', w.reseller);
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('billing.getRewardError');
  });

  it("shows a super-admin every tenant's orders, and nobody else", async () => {
    const answer = await call<{ data: AdminOrderDto[] }>(
      'GET',
      '/admin/orders?from=2025-06-01&till=2025-06-30',
      w.superAdmin,
    );
    expect(answer.status).toBe(200);
    const byNumber = Object.fromEntries(answer.body.data.map((o) => [o.number, o]));
    expect(Object.keys(byNumber).sort()).toEqual(['EDGE-FIRST', 'EDGE-LAST', 'RESELLER-JUNE']);
    expect(byNumber['EDGE-FIRST']).toMatchObject({
      tenantType: 'customer',
      tenantId: w.acme,
      tenantTitle: 'Acme Retail',
    });
    expect(byNumber['RESELLER-JUNE']).toMatchObject({
      tenantType: 'reseller',
      tenantId: w.northwind,
      tenantTitle: 'Northwind Signage',
    });
    for (const token of [w.acmeAdmin, w.reseller, w.globexAdmin, w.acmeEditor])
      expect((await call('GET', '/admin/orders?from=2025-06-01&till=2025-06-30', token)).status).toBe(403);
    expect((await call('GET', '/admin/orders?from=2025-06-01', w.superAdmin)).status).toBe(422);
  });

  it('opens billing to a super-admin acting as a direct customer, on that customer', async () => {
    const acting = (await h.login('superadmin@screenplay.test')).accessToken;
    await h.call('POST', `${API}/auth/loginas`, { token: acting, json: { customerId: w.acme } });
    const orders = await call<OrdersAnswer>('GET', '/orders?from=2025-06-01&till=2025-06-30', acting);
    expect(numbers(orders)).toEqual(['EDGE-FIRST', 'EDGE-LAST']);
    expect((await call('GET', '/admin/orders?from=2025-06-01&till=2025-06-30', acting)).status).toBe(200);
  });
});
