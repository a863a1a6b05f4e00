import {
  PAIRING_FAILURE_WINDOW_MS,
  PAIRING_MAX_FAILURES,
  PAIRING_MAX_FAILURES_PER_ADDRESS,
  PAIRING_MAX_FAILURES_PER_CUSTOMER,
} from '@screenplay/core/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Answer, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';
import { grantLicences } from './support/licences';

const WINDOW_S = PAIRING_FAILURE_WINDOW_MS / 1000;

/**
 * Wrong pairing codes are counted per user, per customer and per caller address (issue 22: counted per user
 * only, a customer admin who invited ten users had fifty guesses).
 */
describe.each(BACKENDS)('pairing-code guesses (%s)', (backend) => {
  let h: Harness;
  let customers = 0;
  let codes = 0;
  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h.dispose());

  /** A new customer with a card, licences to spare and `admins` signed-in administrators; answers their tokens. */
  async function customerWithAdmins(admins: number): Promise<string[]> {
    customers += 1;
    const { id } = await h.db.one<{ id: number }>(
      `INSERT INTO customers (title, type, max_screens) VALUES ($1, 'Direct', 1000) RETURNING id`,
      [`Guessers ${customers}`],
    );
    await grantLicences(h.db, id, 1000, h.clock.now());
    await h.db.query(
      `INSERT INTO payment_methods (customer_id, type, title, created_at) VALUES ($1, 'Card', 'Visa •••• 4242', $2)`,
      [id, h.clock.now()],
    );
    const tokens: string[] = [];
    for (let n = 1; n <= admins; n += 1) {
      const email = `admin-${n}@guessers-${customers}.test`;
      const user = await h.db.one<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, last_name, email_verified_at, customer_id)
         SELECT $1, password_hash, 'Admin', $2, $3, $4 FROM users WHERE email = $5 RETURNING id`,
        [email, String(n), h.clock.now(), id, DEMO.acmeAdmin],
      );
      await h.db.query(
        "INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'customer-admin'",
        [user.id],
      );
      tokens.push((await h.login(email)).accessToken);
    }
    return tokens;
  }

  /** A code an unpaired player shows now (each call another one). */
  async function shownCode(): Promise<string> {
    codes += 1;
    const code = `RGT${'ABCDEFGHJK'[Math.floor(codes / 100) % 10]}${'ABCDEFGHJK'[Math.floor(codes / 10) % 10]}${'ABCDEFGHJK'[codes % 10]}`;
    const now = h.clock.now();
    await h.db.query(
      `INSERT INTO player_pairings (id, code, secret_hash, device_info, created_at, expires_at)
       VALUES (gen_random_uuid(), $1, 'x', '{}'::jsonb, $2, $3)`,
      [code, now, new Date(now.getTime() + PAIRING_FAILURE_WINDOW_MS * 2)],
    );
    return code;
  }

  const pair = (token: string, code: string, remoteAddress: string): Promise<Answer> =>
    h.call('POST', '/api/v1/screens/verification', {
      token,
      remoteAddress,
      json: { name: 'Lobby', verificationHash: code, freeScreen: false, folderId: -1 },
    });
  /** Wrong codes (a valid shape no player shows) from `token`, one after another; answers their statuses. */
  async function guesses(token: string, count: number, remoteAddress: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let n = 0; n < count; n += 1) statuses.push((await pair(token, 'WRNG23', remoteAddress)).status);
    return statuses;
  }
  const refusedFor = (answer: Answer) => {
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('screensApi.tooManyPairingAttempts');
    const seconds = Number(answer.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(WINDOW_S);
    return seconds;
  };

  it('shares 10 wrong codes among all the users of a customer, right ones included past it', async () => {
    const [first = '', second = '', third = ''] = await customerWithAdmins(3);
    expect(await guesses(first, PAIRING_MAX_FAILURES, '203.0.113.10')).toEqual(Array(5).fill(422));
    refusedFor(await pair(first, 'WRNG23', '203.0.113.10'));
    expect(await guesses(second, PAIRING_MAX_FAILURES_PER_CUSTOMER - PAIRING_MAX_FAILURES, '203.0.113.11')).toEqual(
      Array(5).fill(422),
    );
    // The third user never guessed, from an address that never guessed: the customer has used its ten.
    const code = await shownCode();
    refusedFor(await pair(third, code, '203.0.113.12'));
    // Another customer is not held back.
    const [other = ''] = await customerWithAdmins(1);
    expect((await pair(other, 'WRNG23', '203.0.113.13')).status).toBe(422);
    h.clock.advance(WINDOW_S);
    expect((await pair(third, code, '203.0.113.12')).status).toBe(201);
  });

  it('shares 20 wrong codes among the users of every customer behind one address', async () => {
    const office = '203.0.113.20';
    for (const token of [...(await customerWithAdmins(2)), ...(await customerWithAdmins(2))]) {
      expect(await guesses(token, PAIRING_MAX_FAILURES, office)).toEqual(Array(5).fill(422));
    }
    // 4 users of 2 customers made 20; a user of a third customer is refused from that address only.
    const [third = ''] = await customerWithAdmins(1);
    const code = await shownCode();
    expect(PAIRING_MAX_FAILURES_PER_ADDRESS).toBe(4 * PAIRING_MAX_FAILURES);
    refusedFor(await pair(third, code, office));
    expect((await pair(third, code, '203.0.113.21')).status).toBe(201);
    h.clock.advance(WINDOW_S);
  });

  it('counts parallel wrong codes one at a time, and never counts a right one', async () => {
    const [token = ''] = await customerWithAdmins(1);
    const burst = await Promise.all(Array.from({ length: 12 }, () => pair(token, 'WRNG23', '203.0.113.30')));
    expect(burst.map((a) => a.status).sort()).toEqual([...Array(5).fill(422), ...Array(7).fill(429)]);
    h.clock.advance(WINDOW_S);
    const [admin = ''] = await customerWithAdmins(1);
    for (let n = 0; n < 3 * PAIRING_MAX_FAILURES; n += 1) {
      expect((await pair(admin, await shownCode(), '203.0.113.31')).status).toBe(201);
    }
    expect(await guesses(admin, PAIRING_MAX_FAILURES, '203.0.113.31')).toEqual(Array(5).fill(422));
    h.clock.advance(WINDOW_S);
  });
});
