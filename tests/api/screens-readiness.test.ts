import type { ScreenAddReadinessDto, ScreenDto } from '@screenplay/core/screens';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness } from './support/harness';
import { offerPairing, screensContext } from './support/screens';
import { grantLicences, setValidLicences } from './support/licences';
import { BACKENDS } from './support/testDb';

/**
 * Issue 25, delegated screens: `GET screens/verification/readiness` says before the wizard's first step whether a
 * screen can be added, from the same rule that refuses `POST screens/verification` (core's `screenAddRefusal`). A
 * Delegated customer's payment method is its reseller's (spec §1, §5): without it the readiness names the reseller
 * (title and e-mail) and the add is refused with `addScreen.paymentMethodRequired`; once the reseller added a card
 * (test mode) both let the add through. A Direct customer without a card is refused alike, with no reseller named.
 */
describe.each(BACKENDS)('screens: readiness to add a screen (%s)', (backend) => {
  const context = screensContext(backend);
  const { call } = context;
  let h: Harness, acmeAdmin: string, acme: number, globex: number;
  let globexAdmin: string, reseller: string, superAdmin: string;

  beforeAll(async () => {
    ({ h, admin: acmeAdmin, acme } = context.state());
    globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
    reseller = (await h.login(DEMO.reseller)).accessToken;
    superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    // Licences to spare and no maximum: only the payment method can refuse here.
    for (const customer of [acme, globex]) await setValidLicences(h.db, customer, 1000, h.clock.now());
    await h.db.query('UPDATE customers SET max_screens = 0 WHERE id = ANY($1)', [[acme, globex]]);
  });

  type Answer<T> = { data: T; code?: string; message?: string; errors?: Record<string, string[]> };
  const readiness = (token: string) =>
    call<Answer<ScreenAddReadinessDto>>('GET', '/api/v1/screens/verification/readiness', token);
  const verify = (token: string, name: string, code: string) =>
    call<Answer<ScreenDto>>('POST', '/api/v1/screens/verification', token, {
      name,
      verificationHash: code,
      freeScreen: false,
      folderId: -1,
    });
  const screens = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens')).n;
  const addCard = async (token: string) => {
    const added = await call('POST', '/api/v1/payments', token, {
      paymentMethod: 'Card',
      testCardNumber: '4242 4242 4242 4242',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  };
  const PAYMENT_REFUSAL = { key: 'addScreen.paymentMethodRequired', field: 'paymentMethod' };

  it("names the reseller of a Delegated customer without the reseller's card, and refuses the add (422)", async () => {
    const ready = await readiness(globexAdmin);
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      type: 'Delegated',
      reseller: { title: 'Northwind Signage', email: 'hello@northwind.test' },
      refusal: PAYMENT_REFUSAL,
      paidRefusal: PAYMENT_REFUSAL,
    });
    await offerPairing(h, 'RDY234');
    const before = await screens();
    const refused = await verify(globexAdmin, 'Café window', 'RDY234');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'addScreen.paymentMethodRequired',
      errors: { paymentMethod: ['Adding a screen requires a payment method'] },
    });
    expect(await screens()).toBe(before);
    // The reseller acting as its customer reads the same.
    expect((await call('POST', '/api/v1/auth/loginas', reseller, { customerId: globex })).status).toBe(200);
    expect((await readiness(reseller)).body.data.refusal).toEqual(PAYMENT_REFUSAL);
    expect((await call('POST', '/api/v1/auth/loginas', reseller, { customerId: null })).status).toBe(200);
  });

  it("lets both through once the reseller added a card; the customer's own card would not have done", async () => {
    await offerPairing(h, 'RDY235');
    // A card of the customer's own (as left from a time it was Direct) is not what pays for a Delegated one.
    await h.db.query(
      "INSERT INTO payment_methods (customer_id, type, title, created_at) VALUES ($1, 'Card', 'Own card', now())",
      [globex],
    );
    expect((await readiness(globexAdmin)).body.data.refusal).toEqual(PAYMENT_REFUSAL);
    expect((await verify(globexAdmin, 'Café window', 'RDY235')).status).toBe(422);
    await addCard(reseller);
    const ready = await readiness(globexAdmin);
    expect(ready.body.data).toMatchObject({
      reseller: { title: 'Northwind Signage' },
      refusal: null,
      paidRefusal: null,
    });
    const added = await verify(globexAdmin, 'Café window', 'RDY235');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.name).toBe('Café window');
    // Terminated, the reseller's card no longer counts.
    await h.db.query("UPDATE payment_methods SET status = 'terminated' WHERE reseller_id IS NOT NULL");
    expect((await readiness(globexAdmin)).body.data.refusal).toEqual(PAYMENT_REFUSAL);
  });

  it('says a Direct customer without a card needs one (no reseller named) and refuses its add alike', async () => {
    await h.db.query("UPDATE payment_methods SET status = 'terminated' WHERE customer_id = $1", [acme]);
    const ready = await readiness(acmeAdmin);
    expect(ready.body.data).toEqual({
      type: 'Direct',
      reseller: null,
      refusal: PAYMENT_REFUSAL,
      paidRefusal: PAYMENT_REFUSAL,
    });
    await offerPairing(h, 'RDY236');
    expect((await verify(acmeAdmin, 'Lobby', 'RDY236')).body.code).toBe('addScreen.paymentMethodRequired');
    await addCard(acmeAdmin);
    expect((await readiness(acmeAdmin)).body.data.refusal).toBeNull();
    expect((await verify(acmeAdmin, 'Lobby', 'RDY236')).status).toBe(201);
  });

  it('answers the licence refusals as the add does: a free screen still fits for a super-admin acting as the customer', async () => {
    const paid = (
      await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [acme])
    ).n;
    await setValidLicences(h.db, acme, paid, h.clock.now());
    const noLicence = { key: 'screensApi.noFreeLicence', field: 'freeScreen' };
    expect((await readiness(acmeAdmin)).body.data).toMatchObject({ refusal: noLicence, paidRefusal: noLicence });
    expect((await call('POST', '/api/v1/auth/loginas', superAdmin, { customerId: acme })).status).toBe(200);
    expect((await readiness(superAdmin)).body.data).toMatchObject({ refusal: null, paidRefusal: noLicence });
    expect((await call('POST', '/api/v1/auth/loginas', superAdmin, { customerId: null })).status).toBe(200);
    await setValidLicences(h.db, acme, 1000, h.clock.now());
  });

  it('stops counting an expired licence order: the licence it gave no longer lets a paid screen in', async () => {
    const paid = (
      await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [acme])
    ).n;
    await setValidLicences(h.db, acme, paid, h.clock.now());
    // One more licence, for an hour: ready now.
    await grantLicences(h.db, acme, 1, h.clock.now(), 1 / 24);
    expect((await readiness(acmeAdmin)).body.data.refusal).toBeNull();
    h.clock.advance(2 * 3600);
    const noLicence = { key: 'screensApi.noFreeLicence', field: 'freeScreen' };
    expect((await readiness(acmeAdmin)).body.data.refusal).toEqual(noLicence);
    await offerPairing(h, 'RDY237');
    const refused = await verify(acmeAdmin, 'After expiry', 'RDY237');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('screensApi.noFreeLicence');
    await setValidLicences(h.db, acme, 1000, h.clock.now());
  });

  it('is refused to a user who may not manage screens (403) and to a super-admin acting for no customer', async () => {
    // Acme's editor holds managing screens at Readonly (demo seed).
    const { editor } = context.state();
    expect((await readiness(editor)).status).toBe(403);
    expect((await readiness(superAdmin)).status).toBe(403);
  });
});
