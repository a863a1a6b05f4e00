import type { StoredTenantDetails, TenantDetailsDto } from '@screenplay/core/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness';
import { buildResellerWorld, RESELLERS_API, type ResellerWorld } from './support/resellers';
import { BACKENDS } from './support/testDb';

interface ErrorAnswer {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** A reseller's billing details (issue 13's last part, on issue 14's billing accounts): `resellers/{id}/billing-details`. */
describe.each(BACKENDS)('reseller billing details (%s)', (backend) => {
  let h: Harness;
  let w: ResellerWorld;
  const call = <T = ErrorAnswer>(method: string, path: string, token: string, json?: unknown) =>
    h.call<T>(method, `${RESELLERS_API}${path}`, { token, json });
  const accountOf = (reseller: number) =>
    h.db.maybe<{ postal_code: string | null; fin_tag: string | null; payment_method: string | null }>(
      'SELECT postal_code, fin_tag, payment_method FROM billing_accounts WHERE reseller_id = $1',
      [reseller],
    );

  beforeAll(async () => {
    h = await createHarness(backend);
    w = await buildResellerWorld(h);
  });
  afterAll(() => h.dispose());

  it('a super-admin reads and updates a reseller’s details; the reseller’s own billing sees the same', async () => {
    const fresh = await call<{ data: StoredTenantDetails }>('GET', `/${w.other}/billing-details`, w.superAdmin);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({
      paymentMethod: null,
      termsConsent: false,
      agreementConsent: false,
      postalCode: null,
      finTag: null,
    });
    const saved = await call<{ data: StoredTenantDetails }>('PUT', `/${w.other}/billing-details`, w.superAdmin, {
      paymentMethod: 'Invoice',
      postalCode: ' 0150 ',
      finTag: 'RES-7',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ paymentMethod: 'Invoice', postalCode: '0150', finTag: 'RES-7' });
    const own = await h.call<{ data: TenantDetailsDto }>('GET', '/api/v1/tenant-details', { token: w.otherAdmin });
    expect(own.body.data).toMatchObject({ tenantType: 'reseller', paymentMethod: 'Invoice', postalCode: '0150' });
    // A partial update keeps what it leaves out.
    const tagged = await call<{ data: StoredTenantDetails }>('PUT', `/${w.other}/billing-details`, w.otherAdmin, {
      finTag: 'RES-8',
    });
    expect(tagged.body.data).toMatchObject({ paymentMethod: 'Invoice', postalCode: '0150', finTag: 'RES-8' });
  });

  it('asks for the postal code with billing.postalCodeError and writes nothing on a refusal', async () => {
    const before = await accountOf(w.northwind);
    const missing = await call('PUT', `/${w.northwind}/billing-details`, w.superAdmin, {
      paymentMethod: 'Invoice',
      postalCode: '',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('billing.postalCodeError');
    expect(missing.body.errors?.postalCode).toEqual(['A postal code is required']);
    const long = await call('PUT', `/${w.northwind}/billing-details`, w.superAdmin, { finTag: 'x'.repeat(65) });
    expect(long.status).toBe(422);
    expect(long.body.code).toBe('billing.otherBillingDetailsError');
    const wrongType = await call('PUT', `/${w.northwind}/billing-details`, w.superAdmin, { paymentMethod: 'Cash' });
    expect(wrongType.status).toBe(422);
    expect(await accountOf(w.northwind)).toEqual(before);
  });

  it('never gives the consents on the reseller’s behalf', async () => {
    const consent = await call('PUT', `/${w.other}/billing-details`, w.superAdmin, {
      termsConsent: true,
      agreementConsent: true,
    });
    expect(consent.status).toBe(422);
    expect(Object.keys(consent.body.errors ?? {}).sort()).toEqual(['agreementConsent', 'termsConsent']);
    const read = await call<{ data: StoredTenantDetails }>('GET', `/${w.other}/billing-details`, w.superAdmin);
    expect(read.body.data.termsConsent).toBe(false);
  });

  it('another reseller’s details answer 404 to a reseller admin; customers’ users get 403', async () => {
    expect((await call('GET', `/${w.northwind}/billing-details`, w.otherAdmin)).status).toBe(404);
    expect((await call('PUT', `/${w.northwind}/billing-details`, w.otherAdmin, { finTag: 'x' })).status).toBe(404);
    expect((await call('GET', `/${w.northwind}/billing-details`, w.acmeAdmin)).status).toBe(403);
    expect((await call('PUT', `/${w.northwind}/billing-details`, w.acmeEditor, { finTag: 'x' })).status).toBe(403);
    expect((await call('GET', '/999999/billing-details', w.superAdmin)).status).toBe(404);
  });
});
