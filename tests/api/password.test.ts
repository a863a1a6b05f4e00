import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_THROTTLE_SECONDS } from '@screenplay/core';
import { createHarness, DEMO, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/** Pulls `<token>` and `<email>` out of the last reset e-mail's link. */
function lastResetLink(h: Harness): { token: string; email: string } {
  const link = h.mailer.outbox.at(-1)?.link ?? '';
  const match = new RegExp(`^${TEST_PUBLIC_URL}/auth/forget/([\\w-]+)/([^/]+)$`).exec(link);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${link}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

/**
 * A caller address of its own for each forgot or reset call of the tests below, which are about the per-e-mail
 * rules: the per-caller throttles have their own tests (throttle.test.ts).
 */
let callers = 0;
const caller = () => ({ remoteAddress: `198.51.100.${String(++callers % 250)}` });

describe.each(BACKENDS)('passwords: forgot, reset, change (%s)', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(() => h.dispose());

  it('refuses an unknown e-mail with code passwords.user', async () => {
    const answer = await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: 'ghost@acme.test' } });
    expect(answer).toMatchObject({
      status: 422,
      body: {
        code: 'passwords.user',
        message: 'No user exists with such email',
        errors: { email: ['No user exists with such email'] },
      },
    });
  });

  it('validates the e-mail before looking it up', async () => {
    const answer = await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: 'not-an-email' } });
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email must be a valid email address.'] } },
    });
    expect(answer.body.code).toBeUndefined();
  });

  it('mails a reset link and throttles a second request within 60 s (59 s refused, 60 s accepted)', async () => {
    expect(FORGOT_THROTTLE_SECONDS).toBe(60);
    const first = await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.globexAdmin } });
    expect(first.status).toBe(200);
    expect(lastResetLink(h).email).toBe(DEMO.globexAdmin);
    expect(h.mailer.outbox.at(-1)?.to).toBe(DEMO.globexAdmin);

    h.clock.advance(59);
    const early = await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.globexAdmin } });
    expect(early).toMatchObject({
      status: 422,
      body: { code: 'passwords.throttled', message: 'Recovery email has already been sent' },
    });

    h.clock.advance(1);
    const onTime = await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.globexAdmin } });
    expect(onTime.status).toBe(200);

    h.clock.advance(61);
    expect(
      (await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.globexAdmin } })).status,
    ).toBe(200);
  });

  it('refuses a reset with a wrong token or an unknown e-mail', async () => {
    h.clock.advance(120);
    await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.acmeEditor } });
    const bad = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: {
        email: DEMO.acmeEditor,
        token: 'wrong-token',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(bad).toMatchObject({ status: 422, body: { code: 'passwords.token', message: 'Reset token is invalid' } });
    const unknown = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email: 'ghost@acme.test', token: lastResetLink(h).token, password: 'new-password-1' },
    });
    expect(unknown).toMatchObject({ status: 422, body: { code: 'passwords.user' } });
  });

  it('asks for at least 8 characters and a matching confirmation', async () => {
    const { token, email } = lastResetLink(h);
    const short = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email, token, password: 'short' },
    });
    expect(short).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password must be at least 8 characters.'] } },
    });
    const mismatch = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email, token, password: 'new-password-1', password_confirmation: 'other-password' },
    });
    expect(mismatch).toMatchObject({
      status: 422,
      body: { errors: { password_confirmation: ['The password confirmation does not match'] } },
    });
  });

  it('resets with the mailed token once, signs in with the new password, and ends old sessions', async () => {
    const before = await h.login(DEMO.acmeEditor);
    const { token, email } = lastResetLink(h);
    const answer = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email, token, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'Bearer', user: { email: DEMO.acmeEditor } });
    expect((await h.call('GET', '/api/v1/auth', { token: String(answer.body.access_token) })).status).toBe(200);
    expect((await h.call('GET', '/api/v1/auth', { token: before.accessToken })).status).toBe(401);

    await h.login(DEMO.acmeEditor, 'new-password-1');
    const old = await h.call('POST', '/api/v1/auth/token', {
      json: { email: DEMO.acmeEditor, password: 'screenplay' },
    });
    expect(old.status).toBe(422);

    const again = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email, token, password: 'another-password' },
    });
    expect(again).toMatchObject({ status: 422, body: { code: 'passwords.token' } });
  });

  it('marks the e-mail verified on reset (invitations)', async () => {
    await h.db.query('UPDATE users SET email_verified_at = NULL WHERE email = $1', [DEMO.globexAdmin]);
    h.clock.advance(120);
    await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.globexAdmin } });
    const { token, email } = lastResetLink(h);
    const answer = await h.call<{ user: { emailVerifiedAt: string | null } }>('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email, token, password: 'globex-password' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.emailVerifiedAt).toBe(h.clock.now().toISOString());
  });

  it('refuses a reset token older than 60 minutes', async () => {
    h.clock.advance(120);
    await h.call('POST', '/api/v1/auth/forgot', { ...caller(), json: { email: DEMO.globexAdmin } });
    const { token, email } = lastResetLink(h);
    h.clock.advance(60 * 60 + 1);
    const answer = await h.call('POST', '/api/v1/auth/reset', {
      ...caller(),
      json: { email, token, password: 'late-password' },
    });
    expect(answer).toMatchObject({ status: 422, body: { code: 'passwords.token' } });
  });

  describe('PATCH auth/password', () => {
    it('refuses a confirmation that does not match', async () => {
      const { accessToken } = await h.login(DEMO.acmeAdmin);
      const answer = await h.call('PATCH', '/api/v1/auth/password', {
        token: accessToken,
        json: { current_password: 'screenplay', password: 'changed-pass', password_confirmation: 'changed-typo' },
      });
      expect(answer).toMatchObject({
        status: 422,
        body: { errors: { password_confirmation: ['The password confirmation does not match'] } },
      });
    });

    it('refuses a wrong current password', async () => {
      const { accessToken } = await h.login(DEMO.acmeAdmin);
      const answer = await h.call('PATCH', '/api/v1/auth/password', {
        token: accessToken,
        json: { current_password: 'not-it-at-all', password: 'changed-pass', password_confirmation: 'changed-pass' },
      });
      expect(answer).toMatchObject({
        status: 422,
        body: { errors: { current_password: ['The current password is incorrect'] } },
      });
    });

    it('changes the password, after which only the new one signs in', async () => {
      const { accessToken } = await h.login(DEMO.acmeAdmin);
      const answer = await h.call('PATCH', '/api/v1/auth/password', {
        token: accessToken,
        json: { current_password: 'screenplay', password: 'changed-pass', password_confirmation: 'changed-pass' },
      });
      expect(answer.status).toBe(200);
      await h.login(DEMO.acmeAdmin, 'changed-pass');
      expect(
        (await h.call('POST', '/api/v1/auth/token', { json: { email: DEMO.acmeAdmin, password: 'screenplay' } }))
          .status,
      ).toBe(422);
    });

    it('needs a session', async () => {
      const answer = await h.call('PATCH', '/api/v1/auth/password', { json: {} });
      expect(answer.status).toBe(401);
    });
  });
});
