import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGOT_REQUESTS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  RESET_FAILURES_PER_EMAIL,
} from '@screenplay/core';
import { createApp } from '../../examples/portal/server/app';
import { createMemoryMailer } from '../../examples/portal/server/mail/mailer';
import { createHarness, DEMO, type Answer, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const WINDOW_S = LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.windowMs / 1000;

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
    expect(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(LOGIN_FAILURES_PER_ACCOUNT.limit).toBe(20);
    expect(LOGIN_FAILURES_PER_ADDRESS.limit).toBe(20);
    expect(RESET_FAILURES_PER_EMAIL.limit).toBe(5);
    expect(FORGOT_REQUESTS_PER_ADDRESS.limit).toBe(5);
  });

  it('answers the 6th wrong password in the window with 429 and Retry-After, even a right one, until the window passes', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt += 1) {
      const answer = await login(DEMO.acmeAdmin, `wrong-${attempt}`, address);
      expect(answer).toMatchObject({ status: 422, body: { message: 'Invalid user name or password' } });
    }
    const sixth = await login(DEMO.acmeAdmin, 'wrong-6', address);
    expectThrottled(sixth, WINDOW_S);
    expect(Number(sixth.headers.get('retry-after'))).toBe(WINDOW_S);
    expectThrottled(await login(DEMO.acmeAdmin, 'screenplay', address), WINDOW_S);

    h.clock.advance(WINDOW_S - 1);
    const late = await login(DEMO.acmeAdmin, 'screenplay', address);
    expectThrottled(late, WINDOW_S);
    expect(late.headers.get('retry-after')).toBe('1');
    h.clock.advance(1);
    expect((await login(DEMO.acmeAdmin, 'screenplay', address)).status).toBe(200);
  });

  it('a success clears this caller’s count on the account: 4 wrong, 1 right, 4 wrong still pass', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(DEMO.acmeAdmin, 'wrong', address);
    expect((await login(DEMO.acmeAdmin, 'screenplay', address)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(DEMO.acmeAdmin, 'wrong', address)).status).toBe(422);
    }
    h.clock.advance(WINDOW_S);
  });

  it('counts one caller over many accounts, known or not (the 21st failure from one address answers 429)', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILURES_PER_ADDRESS.limit; attempt += 1) {
      expect((await login(`nobody-${attempt}@acme.test`, 'x', address)).status).toBe(422);
    }
    expectThrottled(await login('nobody-21@acme.test', 'x', address), WINDOW_S);
    // Another caller is not affected.
    expect((await login(DEMO.acmeEditor, 'screenplay', freshAddress())).status).toBe(200);
    h.clock.advance(WINDOW_S);
  });

  it('counts one account over many callers (the 21st failure from anywhere answers 429)', async () => {
    for (let attempt = 1; attempt <= LOGIN_FAILURES_PER_ACCOUNT.limit; attempt += 1) {
      expect((await login(DEMO.globexAdmin, 'x', freshAddress())).status).toBe(422);
    }
    expectThrottled(await login(DEMO.globexAdmin, 'x', freshAddress()), WINDOW_S);
    h.clock.advance(WINDOW_S);
    expect((await login(DEMO.globexAdmin, 'screenplay', freshAddress())).status).toBe(200);
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
    const address = freshAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt += 1) {
      await login(DEMO.acmeEditor, 'wrong', address);
    }
    const other = createApp({ db: h.db, config: h.config, mailer: createMemoryMailer(), clock: h.clock });
    const answer = await other.request(
      '/api/v1/auth/token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.acmeEditor, password: 'screenplay' }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).not.toBeNull();
  });

  it('ignores X-Forwarded-For unless the server is told a proxy sets it', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; attempt += 1) {
      await h.call('POST', '/api/v1/auth/token', {
        json: { email: DEMO.reseller, password: 'wrong' },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.18.0.${attempt}` },
      });
    }
    const answer = await h.call('POST', '/api/v1/auth/token', {
      json: { email: DEMO.reseller, password: 'wrong' },
      remoteAddress: address,
      headers: { 'x-forwarded-for': '198.18.0.99' },
    });
    expect(answer.status).toBe(429);
    h.clock.advance(WINDOW_S);
  });
});
