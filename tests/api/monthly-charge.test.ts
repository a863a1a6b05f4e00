import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONTHLY_CHARGE_INTERVAL_MS,
  PENDING_RESUME_AFTER_MS,
  RESELLER_REWARD_PERCENT,
  runMonthlyCharge,
  startMonthlyChargeJob,
} from '../../examples/portal/server/billing/monthlyCharge';
import type { Clock } from '../../examples/portal/server/clock';
import type { Db } from '../../examples/portal/server/db/client';
import { openPostgres } from '../../examples/portal/server/db/postgres';
import { asSystem, runAsAppRole } from '../../examples/portal/server/tenancy';
import { countingProvider, DECLINE_MESSAGE, DECLINED_CARD } from './support/billing';
import { BACKENDS, createPostgresDatabase, openTestDb, type TestDb } from './support/testDb';

/**
 * The monthly charge (spec accounts §9: cards charged on the 1st, invoices due within 14 days): exactly once per
 * tenant and month across repeated runs, restarts, runs at the same moment and two server instances on one
 * PostgreSQL. The provider is a counting stand-in at the PaymentProvider boundary, playing Stripe's part of the
 * contract (an idempotency key answers its first outcome); the Stripe adapter itself is tested against recorded
 * responses in stripe-adapter.test.ts.
 */

/** Net list price of a licence for a direct customer (server/billing/accounts.ts LIST_PRICE_PER_LICENCE). */
const LICENCE_PRICE = 12;

function testClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return {
    now: () => now,
    set(next) {
      now = new Date(next);
    },
  };
}

interface Tenant {
  customerId: number;
  accountId: number;
}

/** A direct customer with a billing account paying by `pay`, its active method and licence subscription. */
async function addTenant(
  rows: Db,
  options: {
    title: string;
    licences: number;
    pay: 'Card' | 'Invoice';
    card?: string;
    resellerId?: number | null;
    subscribedAt: string;
  },
): Promise<Tenant> {
  const customer = await rows.one<{ id: number }>(
    `INSERT INTO customers (title, type, reseller_id, max_screens)
     VALUES ($1, 'Direct', $2, $3) RETURNING id`,
    [options.title, options.resellerId ?? null, options.licences],
  );
  const subscribedAt = new Date(options.subscribedAt);
  const account = await rows.one<{ id: number }>(
    `INSERT INTO billing_accounts (customer_id, terms_consent, agreement_consent, consented_at, payment_method,
       postal_code, provider_customer_id, created_at)
     VALUES ($1, true, true, $2, $3, '0150', $4, $2) RETURNING id`,
    [customer.id, subscribedAt, options.pay, `test_cus_${customer.id}`],
  );
  await rows.query(
    `INSERT INTO payment_methods (account_id, type, title, provider_id, brand, last4, exp_month, exp_year, status,
       verified_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $9)`,
    options.pay === 'Card'
      ? [account.id, 'Card', 'Visa •••• 4242', options.card ?? 'pm_card_visa', 'Visa', '4242', 12, 2030, subscribedAt]
      : [account.id, 'Invoice', 'Invoice', null, null, null, null, null, subscribedAt],
  );
  // Its licences: one order granted (billed monthly) for the years the tests run through (issue 25: licence orders).
  await rows.query(
    `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, created_at)
     VALUES ($1, $2, '2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    [customer.id, options.licences],
  );
  const start = new Date(Date.UTC(subscribedAt.getUTCFullYear(), subscribedAt.getUTCMonth(), 1));
  const end = new Date(Date.UTC(subscribedAt.getUTCFullYear(), subscribedAt.getUTCMonth() + 1, 1));
  await rows.query(
    `INSERT INTO subscriptions (account_id, title, quantity, unit_price, vat_percent, status, current_period_start,
       current_period_end, created_at)
     VALUES ($1, 'Screen licences', $2, $3, 25, 'active', $4, $5, $6)`,
    [account.id, options.licences, LICENCE_PRICE, start, end, subscribedAt],
  );
  return { customerId: customer.id, accountId: account.id };
}

interface OrderRow {
  id: number;
  period: string;
  status: string;
  total: string;
  due_at: Date | null;
  paid_at: Date | null;
  failure_message: string | null;
  provider_payment_id: string | null;
}

function monthlyOrders(rows: Db, tenant: Tenant): Promise<OrderRow[]> {
  return rows.query<OrderRow>(
    `SELECT id, period, status, total::text AS total, due_at, paid_at, failure_message, provider_payment_id
       FROM orders WHERE account_id = $1 AND kind = 'monthly' ORDER BY period`,
    [tenant.accountId],
  );
}

for (const backend of BACKENDS) {
  describe(`monthly charge (${backend})`, () => {
    let testDb: TestDb;
    /** The server's Db (the application role, as main.ts runs it) and the tests' view of every tenant. */
    let db: Db;
    let rows: Db;
    let northwindId: number;
    let card: Tenant;
    let declined: Tenant;
    let invoice: Tenant;
    let late: Tenant;
    let mine: number[];
    const clock = testClock('2026-12-01T00:05:00Z');
    const stand = countingProvider();
    const run = () => runMonthlyCharge({ db, clock, provider: stand.provider });

    beforeAll(async () => {
      testDb = await openTestDb(backend);
      db = testDb.db;
      await runAsAppRole(db);
      rows = asSystem(db, 'tests');
      northwindId = (await rows.one<{ id: number }>("SELECT id FROM resellers WHERE title = 'Northwind Signage'")).id;
      card = await addTenant(rows, {
        title: 'Fjord Bakery',
        licences: 3,
        pay: 'Card',
        resellerId: northwindId,
        subscribedAt: '2026-10-14T10:00:00Z',
      });
      declined = await addTenant(rows, {
        title: 'Harbour Gym',
        licences: 2,
        pay: 'Card',
        card: DECLINED_CARD,
        resellerId: northwindId,
        subscribedAt: '2026-11-03T10:00:00Z',
      });
      invoice = await addTenant(rows, {
        title: 'Lakeside Library',
        licences: 4,
        pay: 'Invoice',
        subscribedAt: '2026-11-20T10:00:00Z',
      });
      // Subscribed after December's charge instant: pays from January on, as the billing page announces.
      late = await addTenant(rows, {
        title: 'Pier Kiosk',
        licences: 1,
        pay: 'Card',
        subscribedAt: '2026-12-01T00:01:00Z',
      });
      mine = [card, declined, invoice, late].map((t) => t.accountId);
    });
    afterAll(() => testDb?.dispose());

    it('on the 1st charges each card once with its idempotency key, opens the invoice due in 14 days and records a decline', async () => {
      await run();
      // 3 licences at 12.00 plus 25% VAT.
      expect(await monthlyOrders(rows, card)).toMatchObject([
        { period: '2026-12', status: 'paid', total: '45.00', failure_message: null },
      ]);
      const [paid] = await monthlyOrders(rows, card);
      expect(paid?.provider_payment_id).toMatch(/^pi_/);
      expect(stand.calls.filter((c) => c.idempotencyKey === `monthly:${card.accountId}:2026-12`)).toEqual([
        {
          customerId: `test_cus_${card.customerId}`,
          paymentMethodId: 'pm_card_visa',
          amountCents: 4500,
          currency: 'EUR',
          description: 'Screenplay licences 2026-12',
          idempotencyKey: `monthly:${card.accountId}:2026-12`,
        },
      ]);

      expect(await monthlyOrders(rows, declined)).toMatchObject([
        { period: '2026-12', status: 'failed', total: '30.00', failure_message: DECLINE_MESSAGE, paid_at: null },
      ]);

      const [open] = await monthlyOrders(rows, invoice);
      expect(open).toMatchObject({ period: '2026-12', status: 'open', total: '60.00', paid_at: null });
      expect(new Date(open?.due_at ?? 0).toISOString()).toBe('2026-12-15T00:05:00.000Z');
      expect(stand.keysOf([invoice.accountId])).toEqual([]);

      expect(await monthlyOrders(rows, late)).toEqual([]);
      expect(stand.keysOf(mine)).toEqual([
        `monthly:${card.accountId}:2026-12`,
        `monthly:${declined.accountId}:2026-12`,
      ]);
    });

    it('gives the reseller its reward for a paid order, none for a failed one', async () => {
      const rewards = await rows.query<{ order_id: number; amount: string; description: string }>(
        `SELECT r.order_id, r.amount::text AS amount, r.description FROM rewards r
           JOIN orders o ON o.id = r.order_id WHERE r.reseller_id = $1 AND o.account_id = ANY($2::int[])`,
        [northwindId, mine],
      );
      const [paid] = await monthlyOrders(rows, card);
      // 10% of the 36.00 net.
      expect(rewards).toEqual([
        {
          order_id: paid?.id,
          amount: '3.60',
          description: `Fjord Bakery, 2026-12: ${RESELLER_REWARD_PERCENT}% of 3 licences`,
        },
      ]);
    });

    it('charges nothing more when run again (a restart), at the same moment twice, or on the 2nd', async () => {
      const before = stand.calls.length;
      await run();
      await Promise.all([run(), run()]);
      clock.set('2026-12-02T00:05:00Z');
      await run();
      expect(stand.calls.length).toBe(before);
      for (const tenant of [card, declined, invoice]) expect(await monthlyOrders(rows, tenant)).toHaveLength(1);
      expect(await monthlyOrders(rows, late)).toEqual([]);
    });

    it('catches up a missed 1st when it starts, and charges every month again', async () => {
      // The server was down on January 1st and starts on the 3rd.
      clock.set('2027-01-03T08:00:00Z');
      const job = startMonthlyChargeJob({ db, clock, provider: stand.provider });
      const again = await job.runNow();
      await job.stop();
      expect(again).toMatchObject({ period: '2027-01', paid: 0, failed: 0, invoiced: 0 });
      expect(stand.keysOf(mine)).toEqual([
        `monthly:${card.accountId}:2026-12`,
        `monthly:${card.accountId}:2027-01`,
        `monthly:${declined.accountId}:2026-12`,
        `monthly:${declined.accountId}:2027-01`,
        `monthly:${late.accountId}:2027-01`,
      ]);
      expect((await monthlyOrders(rows, card)).map((o) => [o.period, o.status])).toEqual([
        ['2026-12', 'paid'],
        ['2027-01', 'paid'],
      ]);
      expect((await monthlyOrders(rows, late)).map((o) => [o.period, o.status, o.total])).toEqual([
        ['2027-01', 'paid', '15.00'],
      ]);
      const [, january] = await monthlyOrders(rows, invoice);
      expect(new Date(january?.due_at ?? 0).toISOString()).toBe('2027-01-17T08:00:00.000Z');
    });

    it('resumes a charge cut off between claim and payment with the same key, once no run can still be on it', async () => {
      clock.set('2027-02-01T00:05:00Z');
      stand.networkFailures.add('pm_card_visa');
      const first = await run();
      expect(first.retryLater).toBeGreaterThanOrEqual(1);
      expect((await monthlyOrders(rows, card)).at(-1)).toMatchObject({ period: '2027-02', status: 'pending' });

      // Ten minutes later the claim may still be in flight on another instance: left alone.
      clock.set('2027-02-01T00:15:00Z');
      const calls = stand.calls.length;
      await run();
      expect(stand.calls.length).toBe(calls);
      expect(PENDING_RESUME_AFTER_MS).toBeLessThan(MONTHLY_CHARGE_INTERVAL_MS);

      // The next hourly run resumes it.
      clock.set('2027-02-01T01:05:00Z');
      expect(await run()).toMatchObject({ paid: 1 });
      expect((await monthlyOrders(rows, card)).at(-1)).toMatchObject({ period: '2027-02', status: 'paid' });
      const key = `monthly:${card.accountId}:2027-02`;
      expect(stand.calls.filter((c) => c.idempotencyKey === key)).toHaveLength(2);
      expect(await monthlyOrders(rows, card)).toHaveLength(3);
      const rewards = await rows.query(
        'SELECT 1 FROM rewards r JOIN orders o ON o.id = r.order_id WHERE o.account_id = $1',
        [card.accountId],
      );
      expect(rewards).toHaveLength(3);
    });

    it('runs on its timer: nothing on the last day of a month, the new month charged at the first tick of the 1st', async () => {
      clock.set('2027-02-28T23:30:00Z');
      const calls = stand.calls.length;
      const job = startMonthlyChargeJob({ db, clock, provider: stand.provider, intervalMs: 25 });
      try {
        await job.runNow();
        expect(stand.calls.length).toBe(calls);
        clock.set('2027-03-01T00:00:01Z');
        const march = `monthly:${card.accountId}:2027-03`;
        for (let tick = 0; tick < 200 && !stand.calls.some((c) => c.idempotencyKey === march); tick += 1)
          await new Promise((resolve) => setTimeout(resolve, 25));
      } finally {
        await job.stop();
      }
      expect(stand.keysOf(mine).filter((key) => key.endsWith(':2027-03'))).toEqual([
        `monthly:${card.accountId}:2027-03`,
        `monthly:${declined.accountId}:2027-03`,
        `monthly:${late.accountId}:2027-03`,
      ]);
      expect((await monthlyOrders(rows, invoice)).at(-1)).toMatchObject({ period: '2027-03', status: 'open' });
    });
  });
}

describe.runIf(process.env.DATABASE_URL)('monthly charge on two server instances sharing one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  /** Two servers: each its own connection pool to the same database, running as the application role. */
  let instances: [Db, Db];
  let tenants: Tenant[];
  // Stripe is one for both instances; a slow answer keeps both runs in flight together.
  const stand = countingProvider({ delayMs: 15 });

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    instances = [openPostgres(database.url), openPostgres(database.url)];
    for (const instance of instances) await runAsAppRole(instance);
    const rows = asSystem(instances[0], 'tests');
    tenants = [];
    for (let i = 0; i < 8; i += 1)
      tenants.push(
        await addTenant(rows, {
          title: `Twin ${i}`,
          licences: i + 1,
          pay: i === 7 ? 'Invoice' : 'Card',
          card: i === 6 ? DECLINED_CARD : 'pm_card_visa',
          subscribedAt: '2026-11-10T09:00:00Z',
        }),
      );
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await database?.drop();
  });

  it('charges each tenant once per month when both run at the same moment, again after restarts, and next month', async () => {
    const ids = tenants.map((t) => t.accountId);
    const runOn = (db: Db, iso: string) => runMonthlyCharge({ db, clock: testClock(iso), provider: stand.provider });
    const runBoth = (iso: string) => Promise.all([runOn(instances[0], iso), runOn(instances[1], iso)]);

    const [a, b] = await runBoth('2026-12-01T00:00:10Z');
    // Between them the two instances did every tenant's month once: 6 paid, 1 declined, 1 invoice.
    const statuses = await asSystem(instances[0], 'tests').query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM orders WHERE kind = 'monthly' AND period = '2026-12'
          AND account_id = ANY($1::int[]) GROUP BY status ORDER BY status`,
      [ids],
    );
    expect(statuses).toEqual([
      { status: 'failed', n: 1 },
      { status: 'open', n: 1 },
      { status: 'paid', n: 6 },
    ]);
    // Between them they did each month once (the demo tenant may add to it). Which instance claims which tenant is
    // up to the race: on a loaded machine one may claim all before the other reads any, and that is correct too.
    expect(a.paid + a.failed + a.invoiced + b.paid + b.failed + b.invoiced).toBeGreaterThanOrEqual(8);

    // Both restart and run again, the same hour and the next day.
    await runBoth('2026-12-01T00:30:00Z');
    await runBoth('2026-12-02T00:00:00Z');
    await runBoth('2027-01-01T00:00:05Z');

    const december = tenants.slice(0, 7).map((t) => `monthly:${t.accountId}:2026-12`);
    const january = tenants.slice(0, 7).map((t) => `monthly:${t.accountId}:2027-01`);
    expect(stand.keysOf(ids)).toEqual([...december, ...january].sort());

    const orders = await asSystem(instances[1], 'tests').query<{ account_id: number; period: string; n: number }>(
      `SELECT account_id, period, count(*)::int AS n FROM orders
        WHERE kind = 'monthly' AND account_id = ANY($1::int[]) GROUP BY account_id, period`,
      [ids],
    );
    expect(orders).toHaveLength(16);
    expect(orders.every((o) => o.n === 1)).toBe(true);
  });
});
