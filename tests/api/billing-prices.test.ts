import type { PriceItemDto, SubscriptionDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMonthlyCharge } from '../../examples/portal/server/billing/monthlyCharge';
import type { Clock } from '../../examples/portal/server/clock';
import type { Db } from '../../examples/portal/server/db/client';
import { asSystem, runAsAppRole } from '../../examples/portal/server/tenancy';
import { API, countingProvider, type ErrorAnswer } from './support/billing';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS, openTestDb, type TestDb } from './support/testDb';

/**
 * Prices that are charged (issue 25): every tariff plan's list price, a reseller's price of a plan and its price for
 * one customer are what the monthly charge bills, line by line, with VAT per spec §9 (25% when none is given, to the
 * cent), exactly once per account and month. Licences prepaid in Billing are not billed again.
 */

const clock: Clock = { now: () => new Date('2026-12-01T00:05:00Z') };
const SUBSCRIBED = new Date('2026-11-10T09:00:00Z');

/** A billing account of a customer or a reseller paying by `pay`, with its active method and subscription. */
async function addAccount(
  rows: Db,
  owner: { customerId: number } | { resellerId: number },
  pay: 'Card' | 'Invoice',
): Promise<number> {
  const [column, id] = 'customerId' in owner ? ['customer_id', owner.customerId] : ['reseller_id', owner.resellerId];
  const account = await rows.one<{ id: number }>(
    `INSERT INTO billing_accounts (${column}, terms_consent, agreement_consent, payment_method, postal_code,
       provider_customer_id, created_at)
     VALUES ($1, true, true, $2, '0150', $3, $4) RETURNING id`,
    [id, pay, `cus_${column}_${id}`, SUBSCRIBED],
  );
  await rows.query(
    `INSERT INTO payment_methods (account_id, type, title, provider_id, status, verified_at, created_at)
     VALUES ($1, $2, $2, $3, 'active', $4, $4)`,
    [account.id, pay, pay === 'Card' ? 'pm_card_visa' : null, SUBSCRIBED],
  );
  await rows.query(
    `INSERT INTO subscriptions (account_id, title, quantity, unit_price, vat_percent, status, current_period_start,
       current_period_end, created_at)
     VALUES ($1, 'Screen licences', 0, 12, 25, 'active', '2026-11-01', '2026-12-01', $2)`,
    [account.id, SUBSCRIBED],
  );
  return account.id;
}

/** A customer on `plan` with `licences` granted (billed monthly), of `resellerId` when Delegated. */
async function addCustomer(
  rows: Db,
  title: string,
  plan: number,
  licences: number,
  resellerId: number | null = null,
): Promise<number> {
  const customer = await rows.one<{ id: number }>(
    `INSERT INTO customers (title, type, reseller_id, max_screens, tariff_plan_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [title, resellerId === null ? 'Direct' : 'Delegated', resellerId, licences, plan],
  );
  if (licences > 0)
    await rows.query(
      `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, created_at)
       VALUES ($1, $2, '2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      [customer.id, licences],
    );
  return customer.id;
}

interface LineRow {
  description: string;
  quantity: number;
  unit_price: string;
  amount: string;
}

for (const backend of BACKENDS) {
  describe(`monthly charge at every plan's price (${backend})`, () => {
    let testDb: TestDb;
    let db: Db;
    let rows: Db;
    const plans: Record<string, number> = {};
    const accounts: Record<string, number> = {};
    const stand = countingProvider();
    const run = () => runMonthlyCharge({ db, clock, provider: stand.provider });
    const monthly = (account: number) =>
      rows.query<{ id: number; amount: string; vat: string; total: string; status: string }>(
        `SELECT id, amount::text AS amount, vat::text AS vat, total::text AS total, status FROM orders
          WHERE account_id = $1 AND kind = 'monthly' ORDER BY id`,
        [account],
      );
    const lines = (order: number) =>
      rows.query<LineRow>(
        `SELECT description, quantity, unit_price::text AS unit_price, amount::text AS amount FROM order_lines
          WHERE order_id = $1 ORDER BY position`,
        [order],
      );

    beforeAll(async () => {
      testDb = await openTestDb(backend);
      db = testDb.db;
      await runAsAppRole(db);
      rows = asSystem(db, 'tests');
      for (const plan of await rows.query<{ id: number; title: string }>('SELECT id, title FROM tariff_plans'))
        plans[plan.title] = plan.id;

      const premium = await addCustomer(rows, 'Premium Direct', plans.Premium as number, 2);
      accounts.premium = await addAccount(rows, { customerId: premium }, 'Card');
      // Five more licences bought in Billing (a paid licence order): prepaid, never billed monthly.
      const bought = await rows.one<{ id: number }>(
        `INSERT INTO orders (account_id, number, kind, amount, vat, total, status, created_at)
         VALUES ($1, 'LIC-TEST-PREPAID', 'licence', 90, 22.5, 112.5, 'paid', '2026-11-20') RETURNING id`,
        [accounts.premium],
      );
      await rows.query(
        `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, order_id, created_at)
         VALUES ($1, 5, '2026-11-20', '2027-11-20', $2, '2026-11-20')`,
        [premium, bought.id],
      );
      const enterprise = await addCustomer(rows, 'Enterprise Direct', plans.Enterprise as number, 3);
      accounts.enterprise = await addAccount(rows, { customerId: enterprise }, 'Card');

      const reseller = await rows.one<{ id: number }>(
        "INSERT INTO resellers (title, email) VALUES ('Fjord Resale', 'fjord@resale.test') RETURNING id",
      );
      accounts.reseller = await addAccount(rows, { resellerId: reseller.id }, 'Invoice');
      const setPrice = (plan: string, price: number) =>
        rows.query(
          'INSERT INTO reseller_prices (reseller_id, tariff_plan_id, price, updated_at) VALUES ($1, $2, $3, now())',
          [reseller.id, plans[plan] as number, price],
        );
      await setPrice('Standard', 10);
      await setPrice('Premium', 15);
      await addCustomer(rows, 'A Standard shop', plans.Standard as number, 4, reseller.id);
      const b = await addCustomer(rows, 'B Premium shop', plans.Premium as number, 2, reseller.id);
      await addCustomer(rows, 'C Enterprise shop', plans.Enterprise as number, 1, reseller.id);
      const d = await addCustomer(rows, 'D Premium shop', plans.Premium as number, 1, reseller.id);
      const customerPrice = (customer: number, plan: string, price: number) =>
        rows.query(
          `INSERT INTO reseller_customer_prices (reseller_id, customer_id, tariff_plan_id, price, updated_at)
           VALUES ($1, $2, $3, $4, now())`,
          [reseller.id, customer, plans[plan] as number, price],
        );
      await customerPrice(b, 'Premium', 14);
      // A price for a plan D is not on does not apply to it.
      await customerPrice(d, 'Standard', 1);
      // A customer with no licences gets no line.
      await addCustomer(rows, 'E Empty shop', plans.Standard as number, 0, reseller.id);
    });
    afterAll(() => testDb?.dispose());

    it("charges a Direct customer its plan's list price: Premium 18.00, Enterprise 25.00, plus 25% VAT", async () => {
      await run();
      const [premium] = await monthly(accounts.premium as number);
      expect(premium).toMatchObject({ amount: '36.00', vat: '9.00', total: '45.00', status: 'paid' });
      expect(await lines(premium?.id as number)).toEqual([
        { description: 'Screen licences (Premium)', quantity: 2, unit_price: '18.00', amount: '36.00' },
      ]);
      const [enterprise] = await monthly(accounts.enterprise as number);
      expect(enterprise).toMatchObject({ amount: '75.00', vat: '18.75', total: '93.75', status: 'paid' });
      expect(await lines(enterprise?.id as number)).toEqual([
        { description: 'Screen licences (Enterprise)', quantity: 3, unit_price: '25.00', amount: '75.00' },
      ]);
      const charged = stand.calls.filter((c) => c.idempotencyKey === `monthly:${accounts.enterprise}:2026-12`);
      expect(charged.map((c) => c.amountCents)).toEqual([9375]);
    });

    it("bills a reseller one line per delegated customer at that customer's price", async () => {
      const [order] = await monthly(accounts.reseller as number);
      // 4 x 10 (its Standard price) + 2 x 14 (its price for B) + 1 x 25 (no Enterprise price: the list price)
      // + 1 x 15 (its Premium price) = 108.00 net, 27.00 VAT.
      expect(order).toMatchObject({ amount: '108.00', vat: '27.00', total: '135.00', status: 'open' });
      expect(await lines(order?.id as number)).toEqual([
        {
          description: 'A Standard shop: screen licences (Standard)',
          quantity: 4,
          unit_price: '10.00',
          amount: '40.00',
        },
        { description: 'B Premium shop: screen licences (Premium)', quantity: 2, unit_price: '14.00', amount: '28.00' },
        {
          description: 'C Enterprise shop: screen licences (Enterprise)',
          quantity: 1,
          unit_price: '25.00',
          amount: '25.00',
        },
        { description: 'D Premium shop: screen licences (Premium)', quantity: 1, unit_price: '15.00', amount: '15.00' },
      ]);
      const subscription = await rows.one<{ quantity: number; unit_price: string | null; amount: string }>(
        `SELECT quantity, unit_price::text AS unit_price, amount::text AS amount FROM subscriptions
          WHERE account_id = $1 AND status = 'active'`,
        [accounts.reseller as number],
      );
      expect(subscription).toEqual({ quantity: 8, unit_price: null, amount: '108.00' });
    });

    it('charges once when the job runs again, twice at once, or the next day', async () => {
      const before = stand.calls.length;
      await run();
      await Promise.all([run(), run()]);
      await runMonthlyCharge({ db, clock: { now: () => new Date('2026-12-02T10:00:00Z') }, provider: stand.provider });
      expect(stand.calls.length).toBe(before);
      for (const account of Object.values(accounts)) expect(await monthly(account)).toHaveLength(1);
    });
  });

  describe(`prices in the API (${backend})`, () => {
    let h: Harness;
    let superAdmin: string;
    let reseller: string;
    let acmeAdmin: string;
    let globexAdmin: string;
    let acme: number;
    let globex: number;
    let plans: Record<string, number>;
    const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
      h.call<T>(method, `${API}${path}`, { token, json });

    beforeAll(async () => {
      h = await createHarness(backend);
      superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
      reseller = (await h.login(DEMO.reseller)).accessToken;
      acmeAdmin = (await h.login(DEMO.acmeAdmin)).accessToken;
      globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
      acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
      globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
      plans = Object.fromEntries(
        (await h.db.query<{ id: number; title: string }>('SELECT id, title FROM tariff_plans')).map((p) => [
          p.title,
          p.id,
        ]),
      );
    });
    afterAll(() => h.dispose());

    it('answers a Direct customer its plan at its list price, Standard by default', async () => {
      const items = await call<{ data: PriceItemDto[] }>('GET', '/items', acmeAdmin);
      expect(items.body.data).toEqual([
        {
          id: plans.Standard,
          type: 'license',
          title: 'Screen licence (Standard)',
          price: 12,
          vatPercent: null,
          currency: 'EUR',
        },
      ]);
      const put = await call('PUT', `/customers/${acme}/tariff-plan`, superAdmin, { tariffPlanId: plans.Enterprise });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ data: { tariffPlanId: plans.Enterprise, tariffPlan: 'Enterprise' } });
      const after = await call<{ data: PriceItemDto[] }>('GET', '/items', acmeAdmin);
      expect(after.body.data).toMatchObject([{ title: 'Screen licence (Enterprise)', price: 25 }]);
      // The subscription and the upcoming payment follow the plan.
      const subscriptions = await call<{ data: SubscriptionDto[] }>('GET', '/subscriptions', acmeAdmin);
      expect(subscriptions.body.data[0]).toMatchObject({ unitPrice: 25 });
      expect((subscriptions.body.data[0]?.amount ?? 0) / 25).toBe(subscriptions.body.data[0]?.quantity);
    });

    it("answers a reseller its price of every plan, the list price where it has none; its customer the customer's price", async () => {
      await call('PUT', `/resellers/${await northwindId()}/prices`, superAdmin, {
        price: '9.50',
        tariffPlanId: plans.Premium,
      });
      const items = await call<{ data: PriceItemDto[] }>('GET', '/items', reseller);
      expect(items.body.data.map((item) => [item.title, item.price])).toEqual([
        ['Screen licence (Standard)', 12],
        ['Screen licence (Enterprise)', 25],
        ['Screen licence (Premium)', 9.5],
      ]);
      expect(
        (await call('PUT', `/customers/${globex}/tariff-plan`, reseller, { tariffPlanId: plans.Premium })).status,
      ).toBe(200);
      expect((await call<{ data: PriceItemDto[] }>('GET', '/items', globexAdmin)).body.data).toMatchObject([
        { title: 'Screen licence (Premium)', price: 9.5 },
      ]);
      await call('PUT', `/resellers/${await northwindId()}/prices/${globex}`, reseller, {
        price: '8.25',
        tariffPlanId: plans.Premium,
      });
      expect((await call<{ data: PriceItemDto[] }>('GET', '/items', globexAdmin)).body.data).toMatchObject([
        { price: 8.25 },
      ]);
    });

    it('lets managers read and set a plan: a reseller its own customers only, nobody else; null is the default', async () => {
      expect((await call('GET', `/customers/${globex}/tariff-plan`, reseller)).body).toEqual({
        data: { tariffPlanId: plans.Premium, tariffPlan: 'Premium' },
      });
      const snapshot = () => h.db.query('SELECT id, tariff_plan_id FROM customers ORDER BY id');
      const before = await snapshot();
      for (const [token, status] of [
        [reseller, 404],
        [acmeAdmin, 403],
        [globexAdmin, 403],
      ] as const)
        expect(
          (await call('PUT', `/customers/${acme}/tariff-plan`, token, { tariffPlanId: plans.Standard })).status,
        ).toBe(status);
      for (const body of [{ tariffPlanId: 999999 }, { tariffPlanId: 'Premium' }, {}, { tariffPlanId: -1 }]) {
        const refused = await call('PUT', `/customers/${acme}/tariff-plan`, superAdmin, body);
        expect(refused.status, JSON.stringify(body)).toBe(422);
        expect(refused.body.errors?.tariffPlanId).toBeDefined();
      }
      expect((await call('PUT', `/customers/999999/tariff-plan`, superAdmin, { tariffPlanId: null })).status).toBe(404);
      expect(await snapshot()).toEqual(before);
      const reset = await call('PUT', `/customers/${acme}/tariff-plan`, superAdmin, { tariffPlanId: null });
      expect(reset.body).toEqual({ data: { tariffPlanId: null, tariffPlan: 'Standard' } });
    });

    async function northwindId(): Promise<number> {
      return (await h.db.one<{ id: number }>("SELECT id FROM resellers WHERE title = 'Northwind Signage'")).id;
    }
  });
}
