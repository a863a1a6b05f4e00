import type { PaymentMethodDto, PaymentStartDto, PriceItemDto, TenantDetailsDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type BillingWorld,
  billingSnapshot,
  buildBillingWorld,
  type ErrorAnswer,
  newDirectCustomer,
} from './support/billing';
import { createHarness, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

describe.each(BACKENDS)('billing: tenant details, items, payments (%s)', (backend) => {
  let h: Harness;
  let w: BillingWorld;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${API}${path}`, { token, json });

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildBillingWorld(h);
  });
  afterAll(() => h.dispose());

  it('answers the tenant details of a direct customer, a delegated customer and a reseller, in test mode', async () => {
    const acme = await call<{ data: TenantDetailsDto }>('GET', '/tenant-details', w.acmeAdmin);
    expect(acme.status).toBe(200);
    expect(acme.body.data).toEqual({
      tenantId: w.acme,
      tenantType: 'customer',
      title: 'Acme Retail',
      type: 'Direct',
      reseller: null,
      resellerEmail: null,
      paymentMethod: 'Card',
      termsConsent: true,
      agreementConsent: true,
      postalCode: 'LS1 6AA',
      finTag: null,
      paymentMode: 'test',
    });
    const globex = await call<{ data: TenantDetailsDto }>('GET', '/tenant-details', w.globexAdmin);
    expect(globex.body.data).toMatchObject({
      tenantId: w.globex,
      type: 'Delegated',
      reseller: 'Northwind Signage',
      resellerEmail: 'hello@northwind.test',
      termsConsent: true,
    });
    const reseller = await call<{ data: TenantDetailsDto }>('GET', '/tenant-details', w.reseller);
    expect(reseller.body.data).toMatchObject({ tenantId: w.northwind, tenantType: 'reseller', type: 'Reseller' });
    // A workgroup user reads its tenant's details (the greeting needs them); a super-admin acting for none has no tenant.
    expect((await call('GET', '/tenant-details', w.acmeEditor)).status).toBe(200);
    expect((await call('GET', '/tenant-details', w.superAdmin)).status).toBe(404);
    expect((await h.call('GET', `${API}/tenant-details`)).status).toBe(401);
  });

  it("records a new tenant's consent with the chosen type; only an admin may give it", async () => {
    const fresh = await newDirectCustomer(h, 'Fresh Bakery', 'owner@fresh.test');
    const before = await call<{ data: TenantDetailsDto }>('GET', '/tenant-details', fresh.token);
    expect(before.body.data).toMatchObject({ termsConsent: false, agreementConsent: false, paymentMethod: null });
    const consent = { termsConsent: true, agreementConsent: true, paymentMethod: 'Invoice' };
    expect((await call('PUT', '/tenant-details', w.acmeEditor, consent)).status).toBe(403);
    // A super-admin signed in as the new customer manages its billing but never consents on its behalf.
    const acting = (await h.login('superadmin@screenplay.test')).accessToken;
    await h.call('POST', `${API}/auth/loginas`, { token: acting, json: { customerId: fresh.id } });
    expect((await call('PUT', '/tenant-details', acting, consent)).status).toBe(403);
    expect((await call('PUT', '/tenant-details', acting, { finTag: 'SUPPORT-1' })).status).toBe(200);
    await h.call('POST', `${API}/auth/loginas`, { token: acting, json: { customerId: null } });
    const saved = await call<{ data: TenantDetailsDto }>('PUT', '/tenant-details', fresh.token, {
      ...consent,
      tenantId: w.acme,
      reseller: 'Somebody',
      type: 'Delegated',
    });
    expect(saved.status).toBe(200);
    // Reseller, type and tenant come from the organisation, never from the body.
    expect(saved.body.data).toMatchObject({
      tenantId: fresh.id,
      type: 'Direct',
      reseller: null,
      termsConsent: true,
      agreementConsent: true,
      paymentMethod: 'Invoice',
    });
    const row = await h.db.one<{ consented_at: Date | null }>(
      'SELECT consented_at FROM billing_accounts WHERE customer_id = $1',
      [fresh.id],
    );
    expect(row.consented_at).not.toBeNull();
    // The delegated customer's admin accepts for its own tenant too.
    expect((await call('PUT', '/tenant-details', w.globexAdmin, { termsConsent: true })).status).toBe(200);
  });

  it('refuses invalid details with the spec keys and writes nothing', async () => {
    const before = await billingSnapshot(h);
    const noPostal = await call('PUT', '/tenant-details', w.acmeAdmin, { paymentMethod: 'Invoice', postalCode: ' ' });
    expect(noPostal.status).toBe(422);
    expect(noPostal.body).toMatchObject({
      code: 'billing.postalCodeError',
      errors: { postalCode: ['A postal code is required'] },
    });
    const cases: unknown[] = [
      { finTag: 'x'.repeat(65) },
      { postalCode: 'x'.repeat(17) },
      { paymentMethod: 'Cheque' },
      { termsConsent: 'yes' },
      { termsConsent: false },
      { postalCode: 12345 },
      {},
      { billingDetails: { finTag: 'nested' } },
    ];
    for (const body of cases) {
      const answer = await call('PUT', '/tenant-details', w.acmeAdmin, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.code).toBe('billing.otherBillingDetailsError');
    }
    const huge = await h.call('PUT', `${API}/tenant-details`, {
      token: w.acmeAdmin,
      json: { finTag: 'x'.repeat(5000) },
    });
    expect(huge.status).toBe(413);
    expect(await billingSnapshot(h)).toEqual(before);
  });

  it('merges an update into the stored details (spec §7)', async () => {
    const tagged = await call<{ data: TenantDetailsDto }>('PUT', '/tenant-details', w.acmeAdmin, {
      finTag: ' retail-north ',
    });
    expect(tagged.status).toBe(200);
    expect(tagged.body.data).toMatchObject({ finTag: 'retail-north', postalCode: 'LS1 6AA', paymentMethod: 'Card' });
    const edges = await call<{ data: TenantDetailsDto }>('PUT', '/tenant-details', w.acmeAdmin, {
      postalCode: 'P'.repeat(16),
      finTag: 'T'.repeat(64),
    });
    expect(edges.body.data).toMatchObject({ postalCode: 'P'.repeat(16), finTag: 'T'.repeat(64) });
    await call('PUT', '/tenant-details', w.acmeAdmin, { postalCode: 'LS1 6AA', finTag: null });
  });

  it('answers the licence price item: the list price, or a delegated customer’s reseller price', async () => {
    const acme = await call<{ data: PriceItemDto[] }>('GET', '/items', w.acmeAdmin);
    expect(acme.status).toBe(200);
    expect(acme.body.data).toEqual([
      {
        id: expect.any(Number),
        type: 'license',
        title: 'Screen licence (Standard)',
        price: 12,
        vatPercent: null,
        currency: 'EUR',
      },
    ]);
    const plan = acme.body.data[0]?.id ?? 0;
    const globex = async () =>
      (await call<{ data: PriceItemDto[] }>('GET', '/items', w.globexAdmin)).body.data[0]?.price;
    expect(await globex()).toBe(12);
    await h.db.query(
      'INSERT INTO reseller_prices (reseller_id, tariff_plan_id, price, updated_at) VALUES ($1, $2, 9.5, now())',
      [w.northwind, plan],
    );
    expect(await globex()).toBe(9.5);
    await h.db.query(
      'INSERT INTO reseller_customer_prices (reseller_id, customer_id, tariff_plan_id, price, updated_at) VALUES ($1, $2, $3, 7.25, now())',
      [w.northwind, w.globex, plan],
    );
    expect(await globex()).toBe(7.25);
    expect((await call('GET', '/items', w.superAdmin)).status).toBe(404);
  });

  it('lists the active payment methods to those who may open billing', async () => {
    const acme = await call<{ data: PaymentMethodDto[] }>('GET', '/payment-methods', w.acmeAdmin);
    expect(acme.status).toBe(200);
    expect(acme.body.data).toMatchObject([{ type: 'Card', title: 'Visa •••• 4242', brand: 'Visa', last4: '4242' }]);
    expect((await call('GET', '/payment-methods', w.acmeEditor)).status).toBe(200);
    expect((await call('GET', '/payment-methods', w.globexAdmin)).status).toBe(403);
    expect((await call('GET', '/payment-methods', w.superAdmin)).status).toBe(404);
    expect((await call<{ data: unknown[] }>('GET', '/payment-methods', w.reseller)).body.data).toEqual([]);
  });

  it('refuses a declined or incorrect test card with the dash-listable message, writing nothing', async () => {
    const before = await billingSnapshot(h);
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4111 1111 1111 1111', 'Your card number is incorrect.'],
      [undefined, 'Your card number is incorrect.'],
    ] as const) {
      const answer = await call('POST', '/payments', w.acmeAdmin, { paymentMethod: 'Card', testCardNumber: number });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ card: [message] });
    }
    expect((await call('POST', '/payments', w.acmeAdmin, { paymentMethod: 'Cash' })).status).toBe(422);
    expect(
      (await call('POST', '/payments', w.acmeAdmin, { paymentMethod: 'Card', testCardNumber: '4'.repeat(40) })).status,
    ).toBe(422);
    expect(await billingSnapshot(h)).toEqual(before);
  });

  it('attaches a test card after a verification charge of 1 unit, recorded and refunded', async () => {
    const added = await call<{ data: PaymentStartDto }>('POST', '/payments', w.acmeAdmin, {
      paymentMethod: 'Card',
      testCardNumber: '4242 4242 4242 4242',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ status: 'active', paymentMethod: { type: 'Card', last4: '4242' } });
    const id = added.body.data.status === 'active' ? added.body.data.paymentMethod.id : 0;
    const verification = await h.db.one<{ kind: string; total: string; status: string; provider_payment_id: string }>(
      'SELECT kind, total::text AS total, status, provider_payment_id FROM orders WHERE payment_method_id = $1',
      [id],
    );
    expect(verification).toMatchObject({ kind: 'verification', total: '0.01', status: 'refunded' });
    expect(verification.provider_payment_id).toMatch(/^test_py_/);
    const methods = await call<{ data: PaymentMethodDto[] }>('GET', '/payment-methods', w.acmeAdmin);
    expect(methods.body.data.map((m) => m.id)).toContain(id);
  });

  it('leaves a card whose verification fails not attached, with the failure recorded', async () => {
    const answer = await call('POST', '/payments', w.acmeAdmin, {
      paymentMethod: 'Card',
      testCardNumber: '4000000000009995',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ card: ['Your card has insufficient funds.'] });
    const row = await h.db.one<{ status: string; order_status: string; failure_message: string }>(
      `SELECT m.status, o.status AS order_status, o.failure_message FROM payment_methods m
         JOIN orders o ON o.payment_method_id = m.id WHERE m.last4 = '9995'`,
    );
    expect(row).toEqual({
      status: 'terminated',
      order_status: 'failed',
      failure_message: 'Your card has insufficient funds.',
    });
  });

  it('lets only an admin who may open billing pay', async () => {
    const card = { paymentMethod: 'Card', testCardNumber: '4242424242424242' };
    expect((await call('POST', '/payments', w.acmeEditor, card)).status).toBe(403);
    expect((await call('POST', '/payments', w.globexAdmin, card)).status).toBe(403);
    expect((await call('POST', '/payments', w.superAdmin, card)).status).toBe(404);
  });

  it("pays by invoice once the postal code is set, on the reseller's own account", async () => {
    const refused = await call('POST', '/payments', w.reseller, { paymentMethod: 'Invoice' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'billing.postalCodeError',
      errors: { postalCode: ['A postal code is required'] },
    });
    expect((await call('PUT', '/tenant-details', w.reseller, { postalCode: 'BS1 4DJ' })).status).toBe(200);
    const invoice = await call<{ data: PaymentStartDto }>('POST', '/payments', w.reseller, {
      paymentMethod: 'Invoice',
    });
    expect(invoice.status).toBe(201);
    expect(invoice.body.data).toMatchObject({ status: 'active', paymentMethod: { type: 'Invoice', title: 'Invoice' } });
    const again = await call<{ data: PaymentStartDto }>('POST', '/payments', w.reseller, { paymentMethod: 'Invoice' });
    expect(again.body.data).toEqual(invoice.body.data);
    const owner = await h.db.one<{ reseller_id: number; customer_id: number | null }>(
      "SELECT reseller_id, customer_id FROM payment_methods WHERE account_id = $1 AND type = 'Invoice'",
      [w.northwindAccount],
    );
    expect(owner).toEqual({ reseller_id: w.northwind, customer_id: null });
    const details = await call<{ data: TenantDetailsDto }>('GET', '/tenant-details', w.reseller);
    expect(details.body.data.paymentMethod).toBe('Invoice');
    // The reseller's method is not the direct customer's.
    const acme = await call<{ data: PaymentMethodDto[] }>('GET', '/payment-methods', w.acmeAdmin);
    expect(acme.body.data.some((m) => m.type === 'Invoice')).toBe(false);
  });

  it('terminates an own payment method once; unknown, foreign or terminated ids answer the spec key', async () => {
    const methods = await call<{ data: PaymentMethodDto[] }>('GET', '/payment-methods', w.acmeAdmin);
    const last = methods.body.data.at(-1);
    const done = await call<{ data: PaymentMethodDto }>('PUT', `/payments/${last?.id}/terminate`, w.acmeAdmin);
    expect(done.status).toBe(200);
    expect(done.body.data.id).toBe(last?.id);
    const twice = await call('PUT', `/payments/${last?.id}/terminate`, w.acmeAdmin);
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('billing.terminatePaymentIdError');
    const resellerInvoice = await h.db.one<{ id: number }>(
      "SELECT id FROM payment_methods WHERE account_id = $1 AND type = 'Invoice'",
      [w.northwindAccount],
    );
    for (const id of [resellerInvoice.id, 999999, 'abc', '0', '-1']) {
      const answer = await call('PUT', `/payments/${id}/terminate`, w.acmeAdmin);
      expect(answer.status, String(id)).toBe(404);
      expect(answer.body.code).toBe('billing.terminatePaymentIdError');
    }
    expect((await call('PUT', `/payments/${resellerInvoice.id}/terminate`, w.acmeEditor)).status).toBe(403);
    const status = await h.db.one<{ status: string }>('SELECT status FROM payment_methods WHERE id = $1', [
      resellerInvoice.id,
    ]);
    expect(status.status).toBe('active');
  });
});
