import type { ScreenDto } from '@screenplay/core/screens';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness } from './support/harness';
import { offerPairing, screensContext } from './support/screens';
import { setValidLicences } from './support/licences';
import { BACKENDS } from './support/testDb';

/**
 * Licences mean something (issue 22): only a super-admin, or a reseller acting as one of its own customers, adds a
 * free screen; a customer's users are refused with the way forward of its type, and nothing is written. Every
 * screen, free or paid, counts against the customer's maximum number of screens (0: no maximum); paid screens still
 * need a licence (issue 13).
 */
describe.each(BACKENDS)('screens: licences and free screens (%s)', (backend) => {
  const context = screensContext(backend);
  const { call } = context;
  let h: Harness, admin: string, acme: number, globex: number;
  let superAdmin: string, reseller: string, globexAdmin: string;

  beforeAll(async () => {
    ({ h, admin, acme } = context.state());
    globex = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    reseller = (await h.login(DEMO.reseller)).accessToken;
    globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
    // Acme has its card (demo seed); Globex's reseller gets one, so only licences and free screens can refuse.
    await h.db.query(
      `INSERT INTO payment_methods (reseller_id, type, title, created_at)
       SELECT reseller_id, 'Invoice', 'Northwind invoices', now() FROM customers WHERE id = $1`,
      [globex],
    );
  });

  type Added = { data: ScreenDto; code?: string; message?: string; errors?: Record<string, string[]> };
  const verify = (token: string, json: Record<string, unknown>) =>
    call<Added>('POST', '/api/v1/screens/verification', token, { freeScreen: false, folderId: -1, ...json });
  const loginAs = async (token: string, customerId: number | null) =>
    expect((await call('POST', '/api/v1/auth/loginas', token, { customerId })).status).toBe(200);
  /** Sets the customer's valid licences (as licence orders, issue 25) and its maximum number of screens. */
  const setCounts = async (customer: number, screenLicenses: number, maxScreens: number) => {
    await setValidLicences(h.db, customer, screenLicenses, h.clock.now());
    await h.db.query('UPDATE customers SET max_screens = $2 WHERE id = $1', [customer, maxScreens]);
  };
  const screensOf = async (customer: number) =>
    (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [customer])).n;
  /** What a refused add must leave as it was: the screens, the pairing offered and the wrong-code counter. */
  const written = async () =>
    h.db.query(
      `SELECT (SELECT count(*)::int FROM screens) AS screens,
              (SELECT count(*)::int FROM player_pairings WHERE claimed_screen_id IS NOT NULL) AS claimed,
              (SELECT count(*)::int FROM throttles) AS throttles`,
    );

  it("refuses a customer admin's free screen (403, the way forward by type) and writes nothing", async () => {
    await setCounts(acme, 1000, 0);
    await setCounts(globex, 1000, 0);
    await offerPairing(h, 'FRE234');
    const before = await written();
    const direct = await verify(admin, { name: 'Free for all', verificationHash: 'FRE234', freeScreen: true });
    expect(direct.status).toBe(403);
    expect(direct.body).toMatchObject({
      code: 'screensApi.freeScreenNotAllowed',
      message: 'User is not allowed to add a free screen: buy a licence in Billing',
      errors: { freeScreen: ['User is not allowed to add a free screen: buy a licence in Billing'] },
    });
    const delegated = await verify(globexAdmin, { name: 'Free café', verificationHash: 'FRE234', freeScreen: true });
    expect(delegated.status).toBe(403);
    expect(delegated.body).toMatchObject({
      code: 'screensApi.freeScreenNotAllowedDelegated',
      message: 'User is not allowed to add a free screen: ask your reseller for a licence or a free screen',
    });
    expect(await written()).toEqual(before);
    // The same add as a paid screen passes.
    const paid = await verify(admin, { name: 'Paid for', verificationHash: 'FRE234' });
    expect(paid.status).toBe(201);
    expect(paid.body.data.freeScreen).toBe(false);
  });

  it('lets a super-admin logged in as the customer add a free screen', async () => {
    await setCounts(acme, 1000, 0);
    await loginAs(superAdmin, acme);
    await offerPairing(h, 'FRE236');
    const answer = await verify(superAdmin, { name: 'On the house', verificationHash: 'FRE236', freeScreen: true });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: 'On the house', freeScreen: true });
    const row = await h.db.one<{ customer_id: number; free_screen: boolean }>(
      'SELECT customer_id, free_screen FROM screens WHERE id = $1',
      [answer.body.data.id],
    );
    expect(row).toEqual({ customer_id: acme, free_screen: true });
    await loginAs(superAdmin, null);
  });

  it('lets a reseller-admin logged in as its own customer add a free screen; not acting, it adds none', async () => {
    await setCounts(globex, 1000, 0);
    await offerPairing(h, 'FRE237');
    expect((await verify(reseller, { name: 'Nowhere', verificationHash: 'FRE237', freeScreen: true })).status).toBe(
      403,
    );
    // Acme is not Northwind's: the reseller cannot act as it.
    expect((await call('POST', '/api/v1/auth/loginas', reseller, { customerId: acme })).status).toBe(403);
    await loginAs(reseller, globex);
    const answer = await verify(reseller, { name: 'Café freebie', verificationHash: 'FRE237', freeScreen: true });
    expect(answer.status).toBe(201);
    expect(answer.body.data.freeScreen).toBe(true);
    const row = await h.db.one<{ customer_id: number }>('SELECT customer_id FROM screens WHERE id = $1', [
      answer.body.data.id,
    ]);
    expect(row.customer_id).toBe(globex);
    await loginAs(reseller, null);
  });

  it('counts free screens against the maximum number of screens: one beyond it is refused (422), nothing written', async () => {
    await loginAs(superAdmin, acme);
    const screens = await screensOf(acme);
    await setCounts(acme, 1000, screens);
    await offerPairing(h, 'MAX234');
    const before = await written();
    const free = await verify(superAdmin, { name: 'One too many', verificationHash: 'MAX234', freeScreen: true });
    expect(free.status).toBe(422);
    expect(free.body).toMatchObject({
      code: 'screensApi.maxScreensReached',
      errors: { maxScreens: ['The maximum number of screens is reached: remove a screen to add another'] },
    });
    // A paid screen too, licences to spare or not.
    expect((await verify(admin, { name: 'Paid too many', verificationHash: 'MAX234' })).body.code).toBe(
      'screensApi.maxScreensReached',
    );
    expect(await written()).toEqual(before);
    // One more allowed: the free screen fits, and fills it.
    await setCounts(acme, 1000, screens + 1);
    expect((await verify(superAdmin, { name: 'Last one', verificationHash: 'MAX234', freeScreen: true })).status).toBe(
      201,
    );
    await offerPairing(h, 'MAX235');
    expect((await verify(superAdmin, { name: 'After it', verificationHash: 'MAX235', freeScreen: true })).status).toBe(
      422,
    );
    // 0 is no maximum (as before): the same add fits.
    await setCounts(acme, 1000, 0);
    expect((await verify(superAdmin, { name: 'Unbounded', verificationHash: 'MAX235', freeScreen: true })).status).toBe(
      201,
    );
    await loginAs(superAdmin, null);
  });

  it('needs a licence for a paid screen, said with the way forward of the customer type; a free one needs none', async () => {
    const paidOf = async (customer: number) =>
      (
        await h.db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM screens WHERE customer_id = $1 AND NOT free_screen',
          [customer],
        )
      ).n;
    // Every valid licence in use.
    await context.insertScreen('Café till', null, globex);
    await setCounts(acme, await paidOf(acme), 0);
    await setCounts(globex, await paidOf(globex), 0);
    await offerPairing(h, 'CNT234');
    const direct = await verify(admin, { name: 'No licence', verificationHash: 'CNT234' });
    expect(direct.status).toBe(422);
    expect(direct.body).toMatchObject({
      code: 'screensApi.noFreeLicence',
      errors: { freeScreen: ['No free screen licence: buy a licence in Billing'] },
    });
    const delegated = await verify(globexAdmin, { name: 'No licence', verificationHash: 'CNT234' });
    expect(delegated.body).toMatchObject({
      code: 'screensApi.noFreeLicenceDelegated',
      message: 'No free screen licence: ask your reseller for a licence',
    });
    await loginAs(superAdmin, acme);
    const free = await verify(superAdmin, { name: 'Free one', verificationHash: 'CNT234', freeScreen: true });
    expect(free.status).toBe(201);
    await loginAs(superAdmin, null);
    await setCounts(acme, (await paidOf(acme)) + 1, 0);
    await offerPairing(h, 'CNT235');
    expect((await verify(admin, { name: 'Last licence', verificationHash: 'CNT235' })).status).toBe(201);
  });
});
