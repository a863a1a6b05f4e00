import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { API_ERROR_CODES, FORGOT_THROTTLE_SECONDS } from '@screenplay/core';
import { AUTH_API } from '@screenplay/core/contract';
import { callerAddress } from '../../auth/callerAddress';
import { requireAuth } from '../../auth/middleware';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { clearFailures, guardAttempt } from '../../auth/failureThrottle';
import { count, throttledResponse, uncount } from '../../auth/throttle';
import { forgotKeys, loginKeys, resetKeys } from '../../auth/throttleKeys';
import { hashSecret, revokeOtherSessions, sessionOfToken } from '../../auth/tokens';
import { findUserByEmail, normaliseEmail, type UserRow } from '../../auth/users';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { unprocessable } from '../../http/errors';
import { resetPasswordMail } from '../../mail/templates';
import { LOGIN_THROTTLED_MESSAGE, tokenResponse } from './session';
import {
  consumePasswordReset,
  findPasswordReset,
  resetPasswordHash,
  setPasswordHash,
  storePasswordReset,
} from '../../auth/users.write';

/** Minutes a password-reset token stays valid (not in the spec; Laravel's default). */
export const RESET_TOKEN_MINUTES = 60;

/** Texts of the password answers (spec §8 login.* and §5). */
export const PASSWORD_MESSAGES = {
  userNotFound: 'No user exists with such email',
  throttled: 'Recovery email has already been sent',
  invalidToken: 'Reset token is invalid',
  confirmationMismatch: 'The password confirmation does not match',
  currentIncorrect: 'The current password is incorrect',
  currentRequired: 'The current password is required to change the e-mail or the password.',
  resetThrottled: 'Too many attempts with a reset token. Please try again later.',
} as const;

const userNotFound = () => unprocessable({ email: [PASSWORD_MESSAGES.userNotFound] }, API_ERROR_CODES.passwordsUser);

function assertConfirmed(password: string, confirmation: string | undefined): void {
  if (confirmation !== undefined && confirmation !== password) {
    throw unprocessable({ password_confirmation: [PASSWORD_MESSAGES.confirmationMismatch] });
  }
}

/**
 * Sets a new password hash and ends every other session of the user (access, renewed and realtime tokens, and
 * the live realtime connections): a thief holding an older token is out; the session that changed it goes on.
 */
export async function changePassword(
  { db, clock, realtime }: RouteDeps,
  userId: number,
  tokenId: number,
  passwordHash: string,
): Promise<void> {
  const now = clock.now();
  const sessionId = await sessionOfToken(db, tokenId);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash, now);
    await revokeOtherSessions(tx, userId, sessionId, now);
  });
  realtime.closeSessions?.({ userId, exceptSessionId: sessionId });
}

/**
 * Checks the signed-in user's current password (the password change and the profile's e-mail or password
 * change need it), counted like sign-in failures so a stolen token cannot be used to guess it.
 */
export async function assertCurrentPassword(
  { db, clock, config }: RouteDeps,
  c: Context,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<Response | null> {
  if (currentPassword === undefined || currentPassword === '') {
    throw unprocessable({ current_password: [PASSWORD_MESSAGES.currentRequired] });
  }
  const keys = loginKeys(user.email, callerAddress(c, config.trustProxy));
  const attempt = await guardAttempt(db, [keys.account, keys.address], clock.now(), async () =>
    (await verifyPassword(currentPassword, user.password_hash)) ? true : null,
  );
  if (attempt.outcome === 'throttled') {
    return throttledResponse(c, attempt.verdict, { message: LOGIN_THROTTLED_MESSAGE, code: 'auth.throttled' });
  }
  if (attempt.outcome === 'failed') throw unprocessable({ current_password: [PASSWORD_MESSAGES.currentIncorrect] });
  await clearFailures(db, [keys.account]);
  return null;
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `POST auth/forgot`, `POST auth/reset`, `PATCH auth/password`. */
export function passwordRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, mailer, clock, realtime } = deps;
  const app = new Hono<AppEnv>();

  app.post('/forgot', async (c) => {
    const { email } = await contractBody(c, AUTH_API.forgot);
    // Per caller as well as per e-mail: one caller may not probe many addresses (known or not).
    const verdict = await count(db, forgotKeys(callerAddress(c, config.trustProxy)), clock.now());
    if (verdict) {
      return throttledResponse(c, verdict, {
        message: PASSWORD_MESSAGES.throttled,
        code: API_ERROR_CODES.passwordsThrottled,
        errors: { email: [PASSWORD_MESSAGES.throttled] },
      });
    }
    const user = await findUserByEmail(db, email);
    if (!user) throw userNotFound();
    const token = randomBytes(32).toString('base64url');
    // One atomic upsert: a row younger than the throttle window is left alone and nothing returns.
    const stored = await storePasswordReset(db, {
      email: user.email,
      tokenHash: hashSecret(token),
      now: clock.now(),
      throttleSeconds: FORGOT_THROTTLE_SECONDS,
      ttlMinutes: RESET_TOKEN_MINUTES,
    });
    if (!stored) {
      throw unprocessable({ email: [PASSWORD_MESSAGES.throttled] }, API_ERROR_CODES.passwordsThrottled);
    }
    const link = `${config.publicUrl}/auth/forget/${token}/${encodeURIComponent(user.email)}`;
    await mailer.send(resetPasswordMail(user.email, link));
    return contractJson(c, AUTH_API.forgot, { message: 'Recovery email has been sent' });
  });

  /** Also serves invitations (/auth/verify/:token/:email): success marks the e-mail verified. */
  app.post('/reset', async (c) => {
    const body = await contractBody(c, AUTH_API.reset);
    assertConfirmed(body.password, body.password_confirmation);
    const now = clock.now();
    // Every token tried counts until it proves right, so guessing stops after a few tries.
    const keys = resetKeys(body.email, callerAddress(c, config.trustProxy));
    const verdict = await count(db, keys, now);
    if (verdict) {
      return throttledResponse(c, verdict, {
        message: PASSWORD_MESSAGES.resetThrottled,
        code: API_ERROR_CODES.passwordsToken,
        errors: { token: [PASSWORD_MESSAGES.resetThrottled] },
      });
    }
    const user = await findUserByEmail(db, body.email);
    if (!user) throw userNotFound();
    const invalidToken = unprocessable({ token: [PASSWORD_MESSAGES.invalidToken] }, API_ERROR_CODES.passwordsToken);
    const reset = await findPasswordReset(db, normaliseEmail(body.email));
    // The row's own end: 60 minutes for a reset, 7 days for an invitation (auth/invitations.ts).
    const isFresh = reset !== null && now.getTime() < reset.expires_at.getTime();
    if (!reset || !isFresh || !sameDigest(hashSecret(body.token), reset.token_hash)) throw invalidToken;
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      // Deleting by hash makes the token single-use even under concurrent requests.
      if (!(await consumePasswordReset(tx, user.email, reset.token_hash))) throw invalidToken;
      await resetPasswordHash(tx, user.id, passwordHash, now);
      // A reset usually means the old password is compromised: end every session; the answer starts a new one.
      await revokeOtherSessions(tx, user.id, null, now);
    });
    realtime.closeSessions?.({ userId: user.id, exceptSessionId: null });
    await uncount(db, keys);
    const updated = (await findUserByEmail(db, user.email)) ?? user;
    return contractJson(c, AUTH_API.reset, {
      message: 'Your password has been reset',
      ...(await tokenResponse(db, updated, now)),
    });
  });

  app.patch('/password', requireAuth(db, clock), async (c) => {
    const body = await contractBody(c, AUTH_API.changePassword);
    assertConfirmed(body.password, body.password_confirmation);
    const { user, tokenId } = c.get('auth');
    const refusal = await assertCurrentPassword(deps, c, user, body.current_password);
    if (refusal) return refusal;
    await changePassword(deps, user.id, tokenId, await hashPassword(body.password));
    return contractJson(c, AUTH_API.changePassword, { message: 'Password updated' });
  });

  return app;
}
