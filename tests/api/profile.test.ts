import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

const PROFILE_URL = '/api/v1/auth?_method=PUT';

function form(fields: Record<string, string | Blob>, fileName = 'avatar.png'): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, value, fileName);
  }
  return data;
}

/** The API path of the last verification e-mail's link (the change notice to the old address has none). */
function lastVerifyPath(h: Harness): string {
  const link = h.mailer.outbox.findLast((mail) => mail.link !== undefined)?.link ?? '';
  expect(link.startsWith(`${TEST_PUBLIC_URL}/auth/email/verify/`)).toBe(true);
  return link.replace(`${TEST_PUBLIC_URL}/auth/`, '/api/v1/auth/');
}

describe.each(BACKENDS)('profile and e-mail verification (%s)', (backend) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeEditor)).accessToken;
  });
  afterAll(() => h.dispose());

  it('updates the text fields and clears the ones sent empty', async () => {
    const answer = await h.call('POST', PROFILE_URL, {
      token,
      body: form({
        name: 'Edward',
        lastName: 'Ed',
        middleName: '',
        phone: '+44 1',
        about: 'Likes signs',
        email: DEMO.acmeEditor,
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      name: 'Edward',
      lastName: 'Ed',
      middleName: null,
      phone: '+44 1',
      about: 'Likes signs',
    });
    expect((answer.body.user as { emailVerifiedAt: unknown }).emailVerifiedAt).not.toBeNull();
    const cleared = await h.call('PUT', '/api/v1/auth', { token, body: form({ phone: 'null', lastName: '' }) });
    expect(cleared.body.user).toMatchObject({ name: 'Edward', phone: null, lastName: null });
  });

  it('stores a PNG avatar under /media/avatars and serves it with nosniff and a strict CSP', async () => {
    const png = tinyPng();
    const answer = await h.call<{ user: { avatar: string } }>('POST', PROFILE_URL, {
      token,
      body: form({ avatar: new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }) }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await h.app.request(answer.body.user.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('sniffs the type from the bytes: a script named .png is refused with 422', async () => {
    const fake = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    const answer = await h.call('POST', PROFILE_URL, { token, body: form({ avatar: fake }) });
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image.'] } },
    });
  });

  it('refuses an avatar over 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(tinyPng());
    const answer = await h.call('POST', PROFILE_URL, { token, body: form({ avatar: new Blob([big]) }) });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors as object)).toEqual(['avatar']);
  });

  it('answers 415 for JSON and 405 for a POST without _method=PUT', async () => {
    expect((await h.call('POST', PROFILE_URL, { token, json: { name: 'X' } })).status).toBe(415);
    expect((await h.call('POST', '/api/v1/auth', { token, body: form({ name: 'X' }) })).status).toBe(405);
  });

  it('validates profile fields', async () => {
    const answer = await h.call('POST', PROFILE_URL, {
      token,
      body: form({ name: '', email: 'nope', password: 'short' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
    });
    const taken = await h.call('POST', PROFILE_URL, {
      token,
      body: form({ email: DEMO.acmeAdmin, current_password: 'screenplay' }),
    });
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['The email has already been taken.'] } } });
  });

  it('asks for the current password to change the e-mail or the password, and nothing for the other fields', async () => {
    const changes: Record<string, string>[] = [
      { email: 'thief@evil.test' },
      { password: 'stolen-pass', password_confirmation: 'stolen-pass' },
    ];
    for (const fields of changes) {
      const missing = await h.call('POST', PROFILE_URL, { token, body: form(fields) });
      expect(missing).toMatchObject({
        status: 422,
        body: {
          errors: { current_password: ['The current password is required to change the e-mail or the password.'] },
        },
      });
      const wrong = await h.call('POST', PROFILE_URL, {
        token,
        body: form({ ...fields, current_password: 'guess-1234' }),
      });
      expect(wrong).toMatchObject({
        status: 422,
        body: { errors: { current_password: ['The current password is incorrect'] } },
      });
    }
    const user = await h.db.one<{ email: string; pending_email: string | null }>(
      'SELECT email, pending_email FROM users WHERE email = $1',
      [DEMO.acmeEditor],
    );
    expect(user).toEqual({ email: DEMO.acmeEditor, pending_email: null });
    await h.login(DEMO.acmeEditor);
    const plain = await h.call('POST', PROFILE_URL, {
      token,
      body: form({ name: 'Eddie', about: 'No password asked' }),
    });
    expect(plain).toMatchObject({ status: 200, body: { user: { name: 'Eddie', about: 'No password asked' } } });
  });

  it('changes the password through the profile with the current one, ending the other sessions only', async () => {
    const other = await h.login(DEMO.acmeEditor);
    const answer = await h.call('POST', PROFILE_URL, {
      token,
      body: form({ password: 'profile-pass', password_confirmation: 'profile-pass', current_password: 'screenplay' }),
    });
    expect(answer.status).toBe(200);
    expect((await h.call('GET', '/api/v1/auth', { token: other.accessToken })).status).toBe(401);
    expect((await h.call('GET', '/api/v1/auth', { token })).status).toBe(200);
    await h.login(DEMO.acmeEditor, 'profile-pass');
  });

  it('keeps a new e-mail pending until its link is opened: sign-in keeps the old one, the old address is told', async () => {
    const answer = await h.call('POST', PROFILE_URL, {
      token,
      body: form({ email: 'Eddie.New@Acme.test', current_password: 'profile-pass' }),
    });
    expect(answer).toMatchObject({ status: 200, body: { pendingEmail: 'eddie.new@acme.test' } });
    expect(answer.body.user).toMatchObject({ email: DEMO.acmeEditor });
    const [verify, notice] = h.mailer.outbox.slice(-2);
    expect(verify?.to).toBe('eddie.new@acme.test');
    expect(notice).toMatchObject({ to: DEMO.acmeEditor });
    expect(notice?.text).toContain('eddie.new@acme.test');
    const path = verify?.link?.replace(`${TEST_PUBLIC_URL}/auth/`, '/api/v1/auth/') ?? '';

    const early = await h.call('POST', '/api/v1/auth/token', {
      json: { email: 'eddie.new@acme.test', password: 'profile-pass' },
    });
    expect(early.status).toBe(422);
    await h.login(DEMO.acmeEditor, 'profile-pass');

    const tampered = path.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect(await h.call('GET', tampered)).toMatchObject({ status: 403, body: { status: 'invalid' } });

    const verified = await h.call('GET', path);
    expect(verified).toMatchObject({ status: 200, body: { message: 'Email verified', status: 'verified' } });
    expect((await h.call('GET', '/api/v1/auth', { token })).body.user).toMatchObject({
      email: 'eddie.new@acme.test',
      emailVerifiedAt: h.clock.now().toISOString(),
    });
    await h.login('eddie.new@acme.test', 'profile-pass');
    const old = await h.call('POST', '/api/v1/auth/token', {
      json: { email: DEMO.acmeEditor, password: 'profile-pass' },
    });
    expect(old.status).toBe(422);
    expect(await h.call('GET', path)).toMatchObject({ status: 200, body: { status: 'already-verified' } });
  });

  it('resend mails a fresh link to the pending address; an expired link answers 403 expired', async () => {
    await h.call('POST', PROFILE_URL, {
      token,
      body: form({ email: 'eddie.second@acme.test', current_password: 'profile-pass' }),
    });
    const resend = await h.call('GET', '/api/v1/auth/email/resend', { token });
    expect(resend).toMatchObject({ status: 200, body: { message: 'Verification link sent' } });
    expect(h.mailer.outbox.at(-1)?.to).toBe('eddie.second@acme.test');
    const path = lastVerifyPath(h);
    h.clock.advance(61 * 60);
    expect(await h.call('GET', path)).toMatchObject({ status: 403, body: { status: 'expired' } });
    h.clock.advance(-61 * 60);
    expect(await h.call('GET', path)).toMatchObject({ status: 200, body: { status: 'verified' } });
  });

  it('a link made for an older address, missing its query or for a bad id is invalid', async () => {
    await h.call('POST', PROFILE_URL, {
      token,
      body: form({ email: 'eddie.third@acme.test', current_password: 'profile-pass' }),
    });
    const oldLink = lastVerifyPath(h);
    await h.call('POST', PROFILE_URL, {
      token,
      body: form({ email: 'eddie.fourth@acme.test', current_password: 'profile-pass' }),
    });
    expect(await h.call('GET', oldLink)).toMatchObject({ status: 403, body: { status: 'invalid' } });
    const userId = (await h.login('eddie.second@acme.test', 'profile-pass')).user.id;
    expect((await h.call('GET', `/api/v1/auth/email/verify/${String(userId)}`)).status).toBe(403);
    expect((await h.call('GET', '/api/v1/auth/email/verify/not-a-number?expires=1&hash=a&signature=b')).status).toBe(
      403,
    );
  });
});
