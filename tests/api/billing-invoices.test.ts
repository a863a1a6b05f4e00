import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LicenceBuyerCustomerDto, OrderDetailDto, OrderDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import {
  API,
  type BillingWorld,
  billingSnapshot,
  buildBillingWorld,
  type ErrorAnswer,
  newDirectCustomer,
} from './support/billing';
import { createHarness, type Harness } from './support/harness';
import { tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

/**
 * Buying licences from Billing and orders as documents (issue 25): `POST billing/licences` charges the price (core's
 * `licencePrice`) x amount x months plus VAT at once and records the paid order, its line and the prepaid licences,
 * or nothing; `GET orders/{id}`, `GET orders/{id}/invoice` (a PDF whose text is read back) and `POST orders/{id}/pay`
 * (spec §8 'Invoice not bound' where it applies), each for the caller's own orders only.
 */

const YEAR_MS = 365 * 86_400_000;

describe.each(BACKENDS)('billing: buying licences, orders as documents (%s)', (backend) => {
  let h: Harness;
  let w: BillingWorld;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${API}${path}`, { token, json });
  /** Every billing row and every licence order: what a refused call must leave as it was. */
  const everything = async () => ({
    billing: await billingSnapshot(h),
    lines: await h.db.query('SELECT * FROM order_lines ORDER BY id'),
    licences: await h.db.query('SELECT * FROM licence_orders ORDER BY id'),
  });
  const licenceOrdersOf = (customer: number) =>
    h.db.query<{ amount: number; starts_at: Date; ends_at: Date; order_id: number | null }>(
      'SELECT amount, starts_at, ends_at, order_id FROM licence_orders WHERE customer_id = $1 AND order_id IS NOT NULL ORDER BY id',
      [customer],
    );

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildBillingWorld(h);
  });
  afterAll(() => h.dispose());

  it('charges a Direct admin 3 licences for 12 months at once: 3 x 12.00 x 12 = 432.00 plus 108.00 VAT', async () => {
    const bought = await call<{ data: OrderDetailDto }>('POST', '/billing/licences', w.acmeAdmin, {
      amount: 3,
      months: 12,
    });
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({
      kind: 'licence',
      status: 'paid',
      amount: 432,
      vat: 108,
      total: 540,
      vatPercent: 25,
      currency: 'EUR',
      paymentType: 'Card',
      isPayable: false,
      lines: [
        { description: 'Screen licences (Standard), 12 months, 365 days', quantity: 3, unitPrice: 144, amount: 432 },
      ],
      billingDetails: { title: 'Acme Retail', postalCode: 'LS1 6AA' },
    });
    expect(bought.body.data.number).toMatch(/^LIC-\d{8}-[0-9A-F]{8}$/);
    // The licences run 365 days from now (spec §9), prepaid by the order.
    const [licences] = await licenceOrdersOf(w.acme);
    expect(licences?.amount).toBe(3);
    expect(licences?.order_id).toBe(bought.body.data.id);
    expect(new Date(licences?.ends_at ?? 0).getTime() - new Date(licences?.starts_at ?? 0).getTime()).toBe(YEAR_MS);
    // Listed with the orders; not billed monthly again.
    const year = h.clock.now().getUTCFullYear();
    const orders = await call<{ data: OrderDto[] }>(
      'GET',
      `/orders?from=${year}-01-01&till=${year}-12-31`,
      w.acmeAdmin,
    );
    expect(orders.body.data.map((o) => o.number)).toContain(bought.body.data.number);
    const subscriptions = await call<{ data: { quantity: number }[] }>('GET', '/subscriptions', w.acmeAdmin);
    expect(subscriptions.body.data[0]?.quantity).toBe(10);
  });

  it('prices a month, a quarter and half a year: price x amount x months, VAT to the cent', async () => {
    const month = await call<{ data: OrderDetailDto }>('POST', '/billing/licences', w.acmeAdmin, {
      amount: 1,
      months: 1,
    });
    expect(month.body.data).toMatchObject({ amount: 12, vat: 3, total: 15 });
    const half = await call<{ data: OrderDetailDto }>('POST', '/billing/licences', w.acmeAdmin, {
      amount: 7,
      months: 6,
    });
    expect(half.body.data).toMatchObject({ amount: 504, vat: 126, total: 630 });
    expect(half.body.data.lines[0]).toMatchObject({ quantity: 7, unitPrice: 72, amount: 504 });
    const ends = (await licenceOrdersOf(w.acme)).map(
      (o) => (new Date(o.ends_at).getTime() - new Date(o.starts_at).getTime()) / 86_400_000,
    );
    expect(ends).toEqual([365, 30, 183]);
  });

  it('refuses bad bodies, other users and a card that fails, and then records nothing', async () => {
    const before = await everything();
    for (const body of [
      { amount: 0, months: 12 },
      { amount: 1001, months: 12 },
      { amount: 1.5, months: 12 },
      { amount: '3', months: 12 },
      { amount: 3, months: 2 },
      { amount: 3 },
      { amount: 3, months: 12, customerId: -4 },
    ]) {
      const refused = await call('POST', '/billing/licences', w.acmeAdmin, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await call('POST', '/billing/licences', w.acmeAdmin, { amount: 3, months: 12, customerId: w.globex })).status,
    ).toBe(404);
    // A delegated customer's admin does not buy (its reseller does); a workgroup user does not; a super-admin acting
    // as no customer has no account.
    expect((await call('POST', '/billing/licences', w.globexAdmin, { amount: 3, months: 12 })).status).toBe(403);
    expect((await call('POST', '/billing/licences', w.acmeEditor, { amount: 3, months: 12 })).status).toBe(403);
    expect((await call('POST', '/billing/licences', w.superAdmin, { amount: 3, months: 12 })).status).toBe(404);
    expect(await everything()).toEqual(before);

    const fresh = await newDirectCustomer(h, 'Kiosk Co', 'admin@kiosk.test');
    const noCard = await call('POST', '/billing/licences', fresh.token, { amount: 3, months: 12 });
    expect(noCard.status).toBe(422);
    expect(noCard.body.code).toBe('invoices.noCard');
    // A card that attaches but whose charges fail: the purchase is refused with the card's message.
    await call('PUT', '/tenant-details', fresh.token, { termsConsent: true, agreementConsent: true });
    h.clock.advance(60);
    const card = await call('POST', '/payments', fresh.token, {
      paymentMethod: 'Card',
      testCardNumber: '4000000000009995',
    });
    expect(card.status).toBe(422); // its verification charge fails too: no card is attached
    await h.db.query(
      `INSERT INTO payment_methods (account_id, type, title, provider_id, status, created_at)
       SELECT id, 'Card', 'Visa •••• 9995', 'test_pm_nofunds_kiosk', 'active', now() FROM billing_accounts WHERE customer_id = $1`,
      [fresh.id],
    );
    await h.db.query("UPDATE billing_accounts SET provider_customer_id = 'test_cus_kiosk' WHERE customer_id = $1", [
      fresh.id,
    ]);
    const beforeDecline = await everything();
    const declined = await call('POST', '/billing/licences', fresh.token, { amount: 3, months: 12 });
    expect(declined.status).toBe(422);
    expect(declined.body.errors).toEqual({ card: ['Your card has insufficient funds.'] });
    expect(await everything()).toEqual(beforeDecline);
  });

  it('lets a reseller buy for its own delegated customers only, at its price for them, under its brand', async () => {
    const customers = await call<{ data: LicenceBuyerCustomerDto[] }>('GET', '/billing/licences/customers', w.reseller);
    expect(customers.body.data.map((c) => c.title)).toEqual(['Globex Cafés']);
    expect((await call<{ data: unknown[] }>('GET', '/billing/licences/customers', w.acmeAdmin)).body.data).toEqual([]);
    await call('PUT', `/resellers/${w.northwind}/prices/${w.globex}`, w.reseller, {
      price: '7.40',
      tariffPlanId: customers.body.data[0]
        ? (await h.db.one<{ id: number }>("SELECT id FROM tariff_plans WHERE title = 'Standard'")).id
        : 0,
    });
    // No card yet: nothing bought.
    expect(
      (await call('POST', '/billing/licences', w.reseller, { amount: 2, months: 3, customerId: w.globex })).status,
    ).toBe(422);
    h.clock.advance(60);
    expect(
      (await call('POST', '/payments', w.reseller, { paymentMethod: 'Card', testCardNumber: '4242424242424242' }))
        .status,
    ).toBe(201);
    const before = await everything();
    expect((await call('POST', '/billing/licences', w.reseller, { amount: 2, months: 3 })).status).toBe(422);
    expect(
      (await call('POST', '/billing/licences', w.reseller, { amount: 2, months: 3, customerId: w.acme })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/billing/licences', w.reseller, { amount: 2, months: 3, customerId: 999999 })).status,
    ).toBe(404);
    expect(await everything()).toEqual(before);

    const bought = await call<{ data: OrderDetailDto }>('POST', '/billing/licences', w.reseller, {
      amount: 2,
      months: 3,
      customerId: w.globex,
    });
    expect(bought.status).toBe(201);
    // 2 x 7.40 x 3 = 44.40 net, 11.10 VAT.
    expect(bought.body.data).toMatchObject({
      amount: 44.4,
      vat: 11.1,
      total: 55.5,
      billingDetails: { title: 'Northwind Signage' },
      lines: [
        { description: 'Globex Cafés: Screen licences (Standard), 3 months, 91 days', quantity: 2, unitPrice: 22.2 },
      ],
    });
    expect((await licenceOrdersOf(w.globex)).map((o) => [o.amount, o.order_id])).toEqual([[2, bought.body.data.id]]);

    // Its invoice carries its brand: name and logo.
    const logo = `/media/brands/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.png`;
    await mkdir(join(h.config.dataDir, 'media', 'brands'), { recursive: true });
    await writeFile(join(h.config.dataDir, logo.slice(1)), tinyPng());
    await h.db.query(
      `INSERT INTO reseller_brands (reseller_id, product_name, logo_path, colours, updated_at) VALUES ($1, 'Northwind Screens', $2, '{}', now())`,
      [w.northwind, logo],
    );
    const pdf = await h.app.request(`${API}/orders/${bought.body.data.id}/invoice`, {
      headers: { Authorization: `Bearer ${w.reseller}` },
    });
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(pdfText(bytes)).toContain('Northwind Screens');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
    await h.db.query('DELETE FROM reseller_brands WHERE reseller_id = $1', [w.northwind]);
  });

  it('opens an order with its lines for its own tenant and a super-admin; another tenant’s is unknown', async () => {
    const year = h.clock.now().getUTCFullYear();
    const orders = await call<{ data: OrderDto[] }>(
      'GET',
      `/orders?from=${year}-01-01&till=${year}-12-31`,
      w.acmeAdmin,
    );
    const licence = orders.body.data.find((o) => o.kind === 'licence' && o.status === 'paid');
    const opened = await call<{ data: OrderDetailDto }>('GET', `/orders/${licence?.id}`, w.acmeAdmin);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      id: licence?.id,
      number: licence?.number,
      lines: [{ quantity: expect.any(Number) }],
    });
    expect((await call('GET', `/orders/${licence?.id}`, w.acmeEditor)).status).toBe(200);
    expect((await call<{ data: OrderDetailDto }>('GET', `/orders/${licence?.id}`, w.superAdmin)).body.data.number).toBe(
      licence?.number,
    );
    expect((await call('GET', `/orders/${licence?.id}`, w.reseller)).status).toBe(404);
    expect((await call('GET', `/orders/${licence?.id}/invoice`, w.reseller)).status).toBe(404);
    expect((await call('GET', `/orders/${licence?.id}`, w.globexAdmin)).status).toBe(403);
    for (const id of [999999, 'abc', 0])
      expect((await call('GET', `/orders/${id}`, w.acmeAdmin)).status, String(id)).toBe(404);
    // An order written before lines existed reads as one line made from it.
    const seeded = orders.body.data.find((o) => o.number === 'INV-DEMO-ACME-0001') ?? (await seededInvoice());
    const old = await call<{ data: OrderDetailDto }>('GET', `/orders/${seeded.id}`, w.acmeAdmin);
    expect(old.body.data.lines).toEqual([{ description: 'Licences', quantity: 1, unitPrice: 60, amount: 60 }]);
    expect(old.body.data).toMatchObject({ status: 'open', isPayable: true });
    expect(
      (await call<{ data: OrderDetailDto }>('GET', `/orders/${seeded.id}`, w.acmeEditor)).body.data.isPayable,
    ).toBe(false);
  });

  it('downloads an invoice as a PDF whose text names the brand, the customer, the lines, VAT, total and due date', async () => {
    await h.db.query("UPDATE billing_accounts SET fin_tag = 'ACME-FIN-7' WHERE customer_id = $1", [w.acme]);
    await h.db.query("UPDATE customers SET address = '1 Park Row, Leeds' WHERE id = $1", [w.acme]);
    const seeded = await seededInvoice();
    const answer = await h.app.request(`${API}/orders/${seeded.id}/invoice`, {
      headers: { Authorization: `Bearer ${w.acmeAdmin}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="invoice-INV-DEMO-ACME-0001.pdf"');
    const text = pdfText(new Uint8Array(await answer.arrayBuffer()));
    for (const expected of [
      'Screenplay',
      'Invoice',
      'INV-DEMO-ACME-0001',
      'Acme Retail',
      '1 Park Row, Leeds',
      'LS1 6AA',
      'Finance tag: ACME-FIN-7',
      'Licences',
      '60.00 EUR',
      'VAT 25%',
      '15.00 EUR',
      '75.00 EUR',
      'Open',
      'Due date:',
    ])
      expect(text, expected).toContain(expected);
  });

  it("pays an open invoice by card once; anything else is 'Invoice not bound'", async () => {
    const seeded = await seededInvoice();
    expect((await call('POST', `/orders/${seeded.id}/pay`, w.acmeEditor)).status).toBe(403);
    expect((await call('POST', `/orders/${seeded.id}/pay`, w.reseller)).status).toBe(404);
    expect((await call('POST', `/orders/${seeded.id}/pay`, w.globexAdmin)).status).toBe(403);
    const paid = await call<{ data: OrderDetailDto }>('POST', `/orders/${seeded.id}/pay`, w.acmeAdmin);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', paymentType: 'Card', isPayable: false });
    expect(paid.body.data.paidAt).not.toBeNull();
    const before = await everything();
    const again = await call('POST', `/orders/${seeded.id}/pay`, w.acmeAdmin);
    expect(again.status).toBe(200);
    expect(await everything()).toEqual(before);

    // A paid licence order is no open invoice.
    const year = h.clock.now().getUTCFullYear();
    const orders = await call<{ data: OrderDto[] }>(
      'GET',
      `/orders?from=${year}-01-01&till=${year}-12-31`,
      w.acmeAdmin,
    );
    const licence = orders.body.data.find((o) => o.kind === 'licence' && o.number.startsWith('LIC-'));
    const refused = await call('POST', `/orders/${licence?.id}/pay`, w.acmeAdmin);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Invoice not bound', code: 'billing.invoiceNotBound' });
    expect(await everything()).toEqual(before);

    // An open invoice of an account without a card.
    const fresh = await newDirectCustomer(h, 'Pier Cafe', 'admin@pier.test');
    const account = await h.db.one<{ id: number }>(
      'INSERT INTO billing_accounts (customer_id, postal_code) VALUES ($1, $2) RETURNING id',
      [fresh.id, '0150'],
    );
    const invoice = await h.db.one<{ id: number }>(
      `INSERT INTO orders (account_id, number, kind, amount, vat, total, status, due_at)
       VALUES ($1, 'INV-TEST-PIER', 'monthly', 12, 3, 15, 'open', now() + interval '14 days') RETURNING id`,
      [account.id],
    );
    const unbound = await call<ErrorAnswer>('POST', `/orders/${invoice.id}/pay`, fresh.token);
    expect(unbound.status).toBe(422);
    expect(unbound.body.code).toBe('billing.invoiceNotBound');
    expect(
      (await call<{ data: OrderDetailDto }>('GET', `/orders/${invoice.id}`, fresh.token)).body.data.isPayable,
    ).toBe(false);
    // Acme cannot pay Pier's.
    expect((await call('POST', `/orders/${invoice.id}/pay`, w.acmeAdmin)).status).toBe(404);
  });

  async function seededInvoice(): Promise<{ id: number }> {
    return h.db.one<{ id: number }>("SELECT id FROM orders WHERE number = 'INV-DEMO-ACME-0001'");
  }
});
