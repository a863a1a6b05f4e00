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

/** The API path of the last verification e-mail's link. */
function lastVerifyPath(h: Harness): string {
  const link = h.mailer.outbox.at(-1)?.link ?? '';
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
    const taken = await h.call('POST', PROFILE_URL, { token, body: form({ email: DEMO.acmeAdmin }) });
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['The email has already been taken.'] } } });
  });

  it('changes the password through the profile', async () => {
    const answer = await h.call('POST', PROFILE_URL, {
      token,
      body: form({ password: 'profile-pass', password_confirmation: 'profile-pass' }),
    });
    expect(answer.status).toBe(200);
    await h.login(DEMO.acmeEditor, 'profile-pass');
  });

  it('a changed e-mail is unverified until the mailed link is followed', async () => {
    const answer = await h.call('POST', PROFILE_URL, { token, body: form({ email: 'Eddie.New@Acme.test' }) });
    expect(answer.body.user).toMatchObject({ email: 'eddie.new@acme.test', emailVerifiedAt: null });
    expect(h.mailer.outbox.at(-1)?.to).toBe('eddie.new@acme.test');
    const path = lastVerifyPath(h);

    const tampered = path.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect(await h.call('GET', tampered)).toMatchObject({ status: 403, body: { status: 'invalid' } });

    const verified = await h.call('GET', path);
    expect(verified).toMatchObject({ status: 200, body: { message: 'Email verified', status: 'verified' } });
    expect((await h.call('GET', '/api/v1/auth', { token })).body.user).toMatchObject({
      emailVerifiedAt: h.clock.now().toISOString(),
    });
    expect(await h.call('GET', path)).toMatchObject({ status: 200, body: { status: 'already-verified' } });
  });

  it('resend mails a fresh link; an expired link answers 403 expired', async () => {
    await h.db.query('UPDATE users SET email_verified_at = NULL WHERE email = $1', ['eddie.new@acme.test']);
    const resend = await h.call('GET', '/api/v1/auth/email/resend', { token });
    expect(resend).toMatchObject({ status: 200, body: { message: 'Verification link sent' } });
    const path = lastVerifyPath(h);
    h.clock.advance(61 * 60);
    expect(await h.call('GET', path)).toMatchObject({ status: 403, body: { status: 'expired' } });
    h.clock.advance(-61 * 60);
    expect(await h.call('GET', path)).toMatchObject({ status: 200, body: { status: 'verified' } });
  });

  it('a link made for an older address, missing its query or for a bad id is invalid', async () => {
    await h.db.query('UPDATE users SET email_verified_at = NULL WHERE email = $1', ['eddie.new@acme.test']);
    await h.call('GET', '/api/v1/auth/email/resend', { token });
    const oldLink = lastVerifyPath(h);
    await h.call('POST', PROFILE_URL, { token, body: form({ email: 'eddie.third@acme.test' }) });
    expect(await h.call('GET', oldLink)).toMatchObject({ status: 403, body: { status: 'invalid' } });
    const userId = (await h.login('eddie.third@acme.test', 'profile-pass')).user.id;
    expect((await h.call('GET', `/api/v1/auth/email/verify/${String(userId)}`)).status).toBe(403);
    expect((await h.call('GET', '/api/v1/auth/email/verify/not-a-number?expires=1&hash=a&signature=b')).status).toBe(
      403,
    );
  });
});
