import type { ScreenDto } from '@screenplay/core/screens';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, DEMO } from './support/harness';
import { screensContext } from './support/screens';
import { BACKENDS } from './support/testDb';
import { setValidLicences } from './support/licences';

describe.each(BACKENDS)('screens: pairing (%s)', (backend) => {
  const context = screensContext(backend);
  const { call, recorder } = context;
  let h: Harness, admin: string, editor: string, acme: number;
  beforeAll(() => {
    ({ h, admin, editor, acme } = context.state());
  });

  // --- Pairing: POST screens/verification ---------------------------------------------------------------

  /** A pairing code shown by an unpaired player (what the player API's pairing start writes). */
  const pairing = async (code: string, deviceInfo: Record<string, unknown> = {}, ttlMs = 15 * 60_000) => {
    const now = h.clock.now();
    await h.db.query(
      `INSERT INTO player_pairings (id, code, secret_hash, device_info, created_at, expires_at)
       VALUES (gen_random_uuid(), $1, 'x', $2::jsonb, $3, $4)`,
      [code, JSON.stringify(deviceInfo), now, new Date(now.getTime() + ttlMs)],
    );
  };
  const verify = (json: Record<string, unknown>, token = admin) =>
    call<{ data: ScreenDto; code?: string; errors?: Record<string, string[]> }>(
      'POST',
      '/api/v1/screens/verification',
      token,
      { freeScreen: false, folderId: -1, ...json },
    );
  /** Acme with a card on file, licences to spare and no maximum of screens (screens-licences.test.ts tests those). */
  const ensureAcmeCard = async () => {
    await h.db.query(
      `INSERT INTO payment_methods (customer_id, type, title, created_at)
       SELECT $1, 'Card', 'Visa •••• 4242', now() WHERE NOT EXISTS (SELECT 1 FROM payment_methods WHERE customer_id = $1)`,
      [acme],
    );
    await setValidLicences(h.db, acme, 1000, h.clock.now());
    await h.db.query('UPDATE customers SET max_screens = 0 WHERE id = $1', [acme]);
  };
  const clearPairingThrottle = () => h.db.query("DELETE FROM throttles WHERE rule LIKE 'pairing-guess:%'");
  it('pairs the player whose code this is: one screen, claimed pairing, device zone and size, folder, publish', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    await pairing('ABC234', { timezone: 'Europe/Oslo', displaySize: '1920x1080' });
    const folder = (
      await call<{ data: { id: number } }>('POST', '/api/v1/folders', admin, { name: 'Pairing room', type: 'screens' })
    ).body.data.id;
    const answer = await verify({ name: '  Window display ', verificationHash: 'abc-234', folderId: folder });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Window display',
      timezone: 'Europe/Oslo',
      resolution: '1920x1080',
      folderIds: [folder],
      status: 'OFFLINE',
      freeScreen: false,
    });
    const row = await h.db.one<{ claimed_screen_id: number }>(
      "SELECT claimed_screen_id FROM player_pairings WHERE code = 'ABC234'",
    );
    expect(row.claimed_screen_id).toBe(answer.body.data.id);
    expect(recorder.messages).toContainEqual({
      channel: `customer:${acme}:screens`,
      name: 'screen',
      data: answer.body.data,
    });
    // A claimed code cannot be used twice.
    expect((await verify({ name: 'Again', verificationHash: 'ABC234' })).body.code).toBe('addScreen.addError');
  });

  it('falls back to UTC and no resolution for a device that reported neither usable', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    await pairing('DEF567', { timezone: 'Mars/Olympus', displaySize: 'huge' });
    const answer = await verify({ name: 'Plain display', verificationHash: 'DEF567' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ timezone: 'UTC', resolution: null, folderIds: [] });
  });

  it('needs a name and a code (422 with the spec keys), and changes nothing', async () => {
    await ensureAcmeCard();
    const before = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens')).n;
    const noName = await verify({ name: '  ', verificationHash: 'ABC234' });
    expect(noName.status).toBe(422);
    expect(noName.body.code).toBe('addScreen.nameRequired');
    expect(noName.body.errors?.name).toEqual(['Screen name is required']);
    const noCode = await verify({ name: 'Lobby', verificationHash: '' });
    expect(noCode.body.code).toBe('addScreen.verificationCodeRequired');
    expect((await verify({ name: 'Lobby', verificationHash: 'GHJ234', freeScreen: 'yes' })).status).toBe(422);
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens')).n).toBe(before);
  });

  it('refuses a user without the manage-screen flag (403) and a foreign folder (404)', async () => {
    await ensureAcmeCard();
    await pairing('KMN234');
    expect((await verify({ name: 'Sneaky', verificationHash: 'KMN234' }, editor)).status).toBe(403);
    const globexFolder = await h.db.one<{ id: number }>(
      `INSERT INTO folders (customer_id, kind, name, created_at)
       SELECT id, 'screens', 'Globex only', now() FROM customers WHERE title = 'Globex Cafés' RETURNING id`,
    );
    expect((await verify({ name: 'Lost', verificationHash: 'KMN234', folderId: globexFolder.id })).status).toBe(404);
  });

  it('requires a payment method: a Delegated customer without its reseller’s is told so (422)', async () => {
    const globexAdmin = (await h.login(DEMO.globexAdmin)).accessToken;
    await pairing('PQR234');
    const answer = await verify({ name: 'Café display', verificationHash: 'PQR234' }, globexAdmin);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('addScreen.paymentMethodRequired');
    expect(answer.body.errors?.paymentMethod).toEqual(['Adding a screen requires a payment method']);
    // A terminated card (declined at verification, or removed in billing) is no payment method.
    await h.db.query(
      `INSERT INTO payment_methods (reseller_id, type, title, status, created_at)
       SELECT reseller_id, 'Card', 'Northwind old card', 'terminated', now() FROM customers WHERE title = 'Globex Cafés'`,
    );
    const terminated = await verify({ name: 'Café display', verificationHash: 'PQR234' }, globexAdmin);
    expect(terminated.body.code).toBe('addScreen.paymentMethodRequired');
    await h.db.query("DELETE FROM payment_methods WHERE title = 'Northwind old card'");
    // The reseller's card is the Delegated customer's payment method.
    await h.db.query(
      `INSERT INTO payment_methods (reseller_id, type, title, created_at)
       SELECT reseller_id, 'Invoice', 'Northwind invoices', now() FROM customers WHERE title = 'Globex Cafés'`,
    );
    const paired = await verify({ name: 'Café display', verificationHash: 'PQR234' }, globexAdmin);
    expect(paired.status).toBe(201);
    await h.db.query("DELETE FROM payment_methods WHERE title = 'Northwind invoices'");
  });

  it('answers a wrong or expired code with addScreen.addError, and 429 after 5 wrong codes until the window passes', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    await pairing('VWX234', {}, 60_000);
    h.clock.advance(60); // Expired exactly now: refused.
    const expired = await verify({ name: 'Late', verificationHash: 'VWX234' });
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('addScreen.addError');
    expect(expired.body.errors?.verificationHash).toEqual(["Can't add screen"]);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await verify({ name: 'Guess', verificationHash: `ZZZ23${attempt}` })).status).toBe(422);
    }
    await pairing('YZA234');
    // The sixth attempt in the window is refused even with a right code.
    const blocked = await verify({ name: 'Right code', verificationHash: 'YZA234' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(15 * 60 - 1);
    expect((await verify({ name: 'Right code', verificationHash: 'YZA234' })).status).toBe(429);
    h.clock.advance(1);
    await pairing('YZA235');
    expect((await verify({ name: 'Right code', verificationHash: 'YZA235' })).status).toBe(201);
  });

  it('gives a right code back: successes do not count toward the limit', async () => {
    await ensureAcmeCard();
    await clearPairingThrottle();
    for (let index = 0; index < 4; index += 1)
      expect((await verify({ name: 'Guess', verificationHash: 'QQQQQQ' })).status).toBe(422);
    for (const code of ['BBB234', 'BBB235']) {
      await pairing(code);
      expect((await verify({ name: `Good ${code}`, verificationHash: code })).status).toBe(201);
    }
    expect((await verify({ name: 'Guess', verificationHash: 'QQQQQQ' })).status).toBe(422);
    expect((await verify({ name: 'Guess', verificationHash: 'QQQQQQ' })).status).toBe(429);
    await clearPairingThrottle();
  });
});
