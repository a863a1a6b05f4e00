import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_REQUESTS_PER_ADDRESS, LOGIN_DELAY_PER_ACCOUNT, RESET_FAILURES_PER_EMAIL } from '@screenplay/core';
import { createApp } from '../../examples/portal/server/app';
import { pruneEndedThrottles } from '../../examples/portal/server/auth/throttle';
import { createMemoryMailer } from '../../examples/portal/server/mail/mailer';
import { createHarness, DEMO, type Answer, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/**
 * The reset and forgot-password throttles, and where counts live. Sign-in's own rules (issue 22) are tested in
 * signin-throttle.test.ts.
 */
describe.each(BACKENDS)('throttles (%s)', (backend) => {
  let h: Harness;
  let addresses = 0;
  /** A caller address no other test used. */
  const freshAddress = () => `203.0.113.${String(++addresses)}`;
  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h.dispose());

  const login = (email: string, password: string, remoteAddress: string) =>
    h.call('POST', '/api/v1/auth/token', { json: { email, password }, remoteAddress });

  function expectThrottled(answer: Answer, windowSeconds: number): void {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(answer.body.retryAfter).toBe(retryAfter);
  }

  it('names small limits in a 15-minute window', () => {
    expect(RESET_FAILURES_PER_EMAIL).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(FORGOT_REQUESTS_PER_ADDRESS).toEqual({ limit: 5, windowMs: 15 * 60_000 });
  });

  it('stops reset-token guessing: the 6th wrong token for an e-mail answers 429, the real one after the window', async () => {
    const address = freshAddress();
    const forgot = await h.call('POST', '/api/v1/auth/forgot', {
      json: { email: DEMO.reseller },
      remoteAddress: address,
    });
    expect(forgot.status).toBe(200);
    const link = h.mailer.outbox.at(-1)?.link ?? '';
    const token = link.split('/').at(-2) ?? '';
    const reset = (guess: string, remoteAddress: string) =>
      h.call('POST', '/api/v1/auth/reset', {
        json: { email: DEMO.reseller, token: guess, password: 'reset-pass-1' },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= RESET_FAILURES_PER_EMAIL.limit; attempt += 1) {
      expect(await reset(`guess-${attempt}`, freshAddress())).toMatchObject({
        status: 422,
        body: { code: 'passwords.token' },
      });
    }
    const sixth = await reset('guess-6', freshAddress());
    expectThrottled(sixth, RESET_FAILURES_PER_EMAIL.windowMs / 1000);
    expectThrottled(await reset(token, address), RESET_FAILURES_PER_EMAIL.windowMs / 1000);
    h.clock.advance(RESET_FAILURES_PER_EMAIL.windowMs / 1000);
    // The token is younger than its 60 minutes still, and works once the window has passed.
    expect((await reset(token, address)).status).toBe(200);
  });

  it('throttles forgot-password per caller too: the 6th request from one address answers 429, known e-mail or not', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= FORGOT_REQUESTS_PER_ADDRESS.limit; attempt += 1) {
      const answer = await h.call('POST', '/api/v1/auth/forgot', {
        json: { email: `unknown-${attempt}@acme.test` },
        remoteAddress: address,
      });
      expect(answer).toMatchObject({ status: 422, body: { code: 'passwords.user' } });
    }
    const sixth = await h.call('POST', '/api/v1/auth/forgot', {
      json: { email: DEMO.acmeEditor },
      remoteAddress: address,
    });
    expectThrottled(sixth, FORGOT_REQUESTS_PER_ADDRESS.windowMs / 1000);
    expect(sixth.body).toMatchObject({ code: 'passwords.throttled', message: 'Recovery email has already been sent' });
    const other = await h.call('POST', '/api/v1/auth/forgot', {
      json: { email: DEMO.acmeEditor },
      remoteAddress: freshAddress(),
    });
    expect(other.status).toBe(200);
  });

  it('keeps its counts in the database: a new app on the same database (a restart, another instance) still refuses', async () => {
    for (let attempt = 1; attempt <= LOGIN_DELAY_PER_ACCOUNT.freeFailures; attempt += 1) {
      expect((await login(DEMO.acmeEditor, 'wrong', freshAddress())).status).toBe(422);
    }
    const other = createApp({ db: h.db, config: h.config, mailer: createMemoryMailer(), clock: h.clock });
    const answer = await other.request(
      '/api/v1/auth/token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.acmeEditor, password: 'screenplay' }),
      },
      { incoming: { socket: { remoteAddress: freshAddress() } } },
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it('prunes ended counts and keeps running ones', async () => {
    const now = h.clock.now();
    await h.db.query(
      `INSERT INTO throttles (rule, key, window_ends_at, hits)
       VALUES ('test:prune', 'ended', $1, 3), ('test:prune', 'running', $1::timestamptz + interval '1 second', 3)`,
      [now],
    );
    await pruneEndedThrottles(h.db, now);
    const left = await h.db.query<{ key: string }>("SELECT key FROM throttles WHERE rule = 'test:prune'");
    expect(left.map((row) => row.key)).toEqual(['running']);
  });
});
