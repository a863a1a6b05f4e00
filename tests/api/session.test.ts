import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_IDLE_TIMEOUT_MS, ACCESS_TOKEN_MAX_AGE_MS, ACCESS_TOKEN_RENEW_AFTER_MS } from '@screenplay/core';
import { createHarness, DEMO, secretOf, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const SESSION_USER_KEYS = [
  'about',
  'avatar',
  'currentCustomerId',
  'customerId',
  'email',
  'emailVerifiedAt',
  'groupPermissions',
  'id',
  'lastName',
  'middleName',
  'name',
  'phone',
  'resellerId',
  'roles',
  'status',
  'tenantType',
].sort();

const LOGIN_FAILED = {
  message: 'Invalid user name or password',
  code: 'auth.failed',
  errors: { email: ['Invalid user name or password'] },
};

describe.each(BACKENDS)('session: token, auth, logout (%s)', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h.dispose());

  it('signs in with e-mail and password and answers the contract token body', async () => {
    const answer = await h.call('POST', '/api/v1/auth/token', {
      json: { email: DEMO.acmeAdmin, password: 'screenplay' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token_type).toBe('Bearer');
    expect(answer.body.access_token).toMatch(/^\d+\|[\w-]{40,}$/);
    expect(answer.body.ws_token).toMatch(/^\d+\|[\w-]{40,}$/);
    const user = answer.body.user as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(SESSION_USER_KEYS);
    expect(user).toMatchObject({
      name: 'Ada',
      lastName: 'Acme',
      email: DEMO.acmeAdmin,
      roles: [{ id: expect.any(Number), name: 'customer-admin' }],
      status: 'active',
      tenantType: 'Direct',
      customerId: expect.any(Number),
      currentCustomerId: null,
      resellerId: null,
      groupPermissions: { createAFolder: 'full', createALibraryFolder: 'full', editALibraryAFolder: 'full' },
    });
    expect(new Date(String(user.emailVerifiedAt)).toISOString()).toBe(user.emailVerifiedAt);
  });

  it('treats the e-mail case-insensitively', async () => {
    const answer = await h.call('POST', '/api/v1/auth/token', {
      json: { email: ' Admin@ACME.test ', password: 'screenplay' },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 422 body', async () => {
    const wrong = await h.call('POST', '/api/v1/auth/token', {
      json: { email: DEMO.acmeAdmin, password: 'nope-nope' },
    });
    const unknown = await h.call('POST', '/api/v1/auth/token', {
      json: { email: 'nobody@acme.test', password: 'screenplay' },
    });
    expect(wrong).toMatchObject({ status: 422, body: LOGIN_FAILED });
    expect(unknown).toMatchObject({ status: 422, body: LOGIN_FAILED });
  });

  it('asks for missing credentials field by field', async () => {
    const answer = await h.call('POST', '/api/v1/auth/token', { json: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('answers GET auth with the user for both bearer forms, and 401 without a token', async () => {
    const { accessToken } = await h.login(DEMO.acmeEditor);
    for (const token of [accessToken, secretOf(accessToken)]) {
      const answer = await h.call('GET', '/api/v1/auth', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ email: DEMO.acmeEditor });
    }
    expect(await h.call('GET', '/api/v1/auth')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await h.call('GET', '/api/v1/auth', { token: 'made-up' })).status).toBe(401);
  });

  it('refuses a token whose id does not match its secret, and the realtime token for the API', async () => {
    const { accessToken, wsToken } = await h.login(DEMO.acmeEditor);
    expect((await h.call('GET', '/api/v1/auth', { token: `999999|${secretOf(accessToken)}` })).status).toBe(401);
    expect((await h.call('GET', '/api/v1/auth', { token: wsToken })).status).toBe(401);
  });

  it('stores only the SHA-256 of a token secret', async () => {
    const { accessToken } = await h.login(DEMO.acmeEditor);
    const id = Number(accessToken.split('|')[0]);
    const row = await h.db.one<{ token_hash: string }>('SELECT token_hash FROM access_tokens WHERE id = $1', [id]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(secretOf(accessToken));
  });

  it.each(['full', 'secret'] as const)(
    'logout revokes the token (%s form) and the ws tokens; the old token answers 401',
    async (form) => {
      const { accessToken, wsToken } = await h.login(DEMO.globexAdmin);
      const token = form === 'full' ? accessToken : secretOf(accessToken);
      const answer = await h.call('POST', '/api/v1/auth/logout', { token });
      expect(answer.status).toBe(200);
      expect((await h.call('GET', '/api/v1/auth', { token: accessToken })).status).toBe(401);
      expect((await h.call('GET', '/api/v1/auth', { token: secretOf(accessToken) })).status).toBe(401);
      const ws = await h.db.one<{ revoked_at: Date | null }>('SELECT revoked_at FROM access_tokens WHERE id = $1', [
        Number(wsToken.split('|')[0]),
      ]);
      expect(ws.revoked_at).not.toBeNull();
    },
  );

  it('keeps other sessions of the same user alive after a logout', async () => {
    const first = await h.login(DEMO.globexAdmin);
    const second = await h.login(DEMO.globexAdmin);
    await h.call('POST', '/api/v1/auth/logout', { token: first.accessToken });
    expect((await h.call('GET', '/api/v1/auth', { token: second.accessToken })).status).toBe(200);
  });

  describe('lifetimes (ACCESS_TOKEN_IDLE_TIMEOUT_MS, ACCESS_TOKEN_MAX_AGE_MS, ACCESS_TOKEN_RENEW_AFTER_MS)', () => {
    const seconds = (ms: number) => ms / 1000;

    it('names its lifetimes: 12 hours idle, 24 hours of age, renewal after an hour', () => {
      expect([ACCESS_TOKEN_IDLE_TIMEOUT_MS, ACCESS_TOKEN_MAX_AGE_MS, ACCESS_TOKEN_RENEW_AFTER_MS]).toEqual([
        12 * 3_600_000,
        24 * 3_600_000,
        3_600_000,
      ]);
    });

    it('refuses a token unused for the idle timeout, and not a second earlier', async () => {
      const { accessToken } = await h.login(DEMO.acmeAdmin);
      h.clock.advance(seconds(ACCESS_TOKEN_IDLE_TIMEOUT_MS) - 1);
      const user = await h.call('GET', '/api/v1/tags', { token: accessToken });
      expect(user.status).not.toBe(401);
      h.clock.advance(seconds(ACCESS_TOKEN_IDLE_TIMEOUT_MS) - 1);
      expect((await h.call('GET', '/api/v1/tags', { token: accessToken })).status).not.toBe(401);
      h.clock.advance(seconds(ACCESS_TOKEN_IDLE_TIMEOUT_MS));
      expect((await h.call('GET', '/api/v1/tags', { token: accessToken })).status).toBe(401);
    });

    it('refuses a token at its absolute age however much it is used', async () => {
      const { accessToken } = await h.login(DEMO.acmeAdmin);
      const step = seconds(ACCESS_TOKEN_IDLE_TIMEOUT_MS) / 2;
      for (let elapsed = step; elapsed < seconds(ACCESS_TOKEN_MAX_AGE_MS); elapsed += step) {
        h.clock.advance(step);
        expect((await h.call('GET', '/api/v1/tags', { token: accessToken })).status).not.toBe(401);
      }
      h.clock.advance(
        seconds(ACCESS_TOKEN_MAX_AGE_MS) - (Math.ceil(seconds(ACCESS_TOKEN_MAX_AGE_MS) / step) - 1) * step,
      );
      expect((await h.call('GET', '/api/v1/tags', { token: accessToken })).status).toBe(401);
    });

    it('GET auth answers a fresh token once the presented one is an hour old, so an active user is never cut', async () => {
      let { accessToken: token } = await h.login(DEMO.acmeAdmin);
      const young = await h.call('GET', '/api/v1/auth', { token });
      expect(young.body.access_token).toBeUndefined();
      // Two days of a user whose portal asks GET auth every hour: the token is renewed before any limit.
      for (let hour = 1; hour <= 48; hour += 1) {
        h.clock.advance(seconds(ACCESS_TOKEN_RENEW_AFTER_MS));
        const answer = await h.call<{ access_token?: string; user: unknown }>('GET', '/api/v1/auth', { token });
        expect(answer.status).toBe(200);
        expect(answer.body.access_token).toMatch(/^\d+\|/);
        token = answer.body.access_token ?? token;
      }
    });

    it('a renewed token belongs to the same session: logout ends both', async () => {
      const { accessToken } = await h.login(DEMO.acmeAdmin);
      h.clock.advance(seconds(ACCESS_TOKEN_RENEW_AFTER_MS));
      const renewed = String((await h.call('GET', '/api/v1/auth', { token: accessToken })).body.access_token);
      expect((await h.call('POST', '/api/v1/auth/logout', { token: renewed })).status).toBe(200);
      expect((await h.call('GET', '/api/v1/auth', { token: accessToken })).status).toBe(401);
      expect((await h.call('GET', '/api/v1/auth', { token: renewed })).status).toBe(401);
    });

    it('a token stolen before a password change is refused after it; the session that changed it goes on', async () => {
      const user = await h.login(DEMO.acmeEditor);
      const stolen = await h.login(DEMO.acmeEditor);
      const changed = await h.call('PATCH', '/api/v1/auth/password', {
        token: user.accessToken,
        json: { current_password: 'screenplay', password: 'after-theft-1', password_confirmation: 'after-theft-1' },
      });
      expect(changed.status).toBe(200);
      expect((await h.call('GET', '/api/v1/auth', { token: stolen.accessToken })).status).toBe(401);
      const realtime = await h.call('POST', '/api/v1/realtime/token', { token: stolen.wsToken, json: {} });
      expect(realtime.status).toBe(401);
      expect((await h.call('GET', '/api/v1/auth', { token: user.accessToken })).status).toBe(200);
      expect((await h.call('POST', '/api/v1/realtime/token', { token: user.wsToken, json: {} })).status).toBe(200);
    });
  });
});
