import { Hono } from 'hono';
import { AUTH_API } from '@screenplay/core/contract';
import { contractQuery, contractJson } from '../../http/contract';
import { recordIdOf } from '@screenplay/core';
import { requireAuth } from '../../auth/middleware';
import { checkVerifyLink, emailHash, verifyLink } from '../../auth/signedLinks';
import { findUserById } from '../../auth/users';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, unprocessable } from '../../http/errors';
import { verifyEmailMail } from '../../mail/templates';
import { EMAIL_TAKEN, isUniqueViolation } from './profile';
import { confirmPendingEmail, markEmailVerified } from '../../auth/users.write';

/** Texts and statuses of the verification answers; every answer carries a `status` (spec §8). */
export const VERIFY_ANSWERS = {
  verified: { message: 'Email verified', status: 'verified' },
  alreadyVerified: { message: 'Email already verified', status: 'already-verified' },
  invalid: { message: 'This verification link is invalid.', status: 'invalid' },
  expired: { message: 'This verification link has expired.', status: 'expired' },
} as const;

/** `GET auth/email/verify/{userId}?expires&hash&signature` (no session needed) and `GET auth/email/resend`. */
export function emailRoutes({ db, config, mailer, clock, appKey }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/email/verify/:userId', async (c) => {
    const userId = recordIdOf(c.req.param('userId'));
    const { expires, hash, signature } = contractQuery(c, AUTH_API.verifyEmail);
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user || !expires || !hash || !signature) throw new HttpError(403, VERIFY_ANSWERS.invalid);
    const now = clock.now();
    // A link made for the pending new address moves it into `email`; only then does sign-in use it.
    const pending = user.pending_email;
    const isForPending = pending !== null && hash === emailHash(pending);
    const target = isForPending ? { id: user.id, email: pending } : user;
    const check = checkVerifyLink(await appKey(), target, { expires, hash, signature }, now);
    if (check !== 'valid') throw new HttpError(403, VERIFY_ANSWERS[check]);
    if (isForPending) {
      try {
        await confirmPendingEmail(db, user.id, pending, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable({ email: [EMAIL_TAKEN] });
        throw error;
      }
      return contractJson(c, AUTH_API.verifyEmail, VERIFY_ANSWERS.verified);
    }
    if (user.email_verified_at) return contractJson(c, AUTH_API.verifyEmail, VERIFY_ANSWERS.alreadyVerified);
    await markEmailVerified(db, user.id, now);
    return contractJson(c, AUTH_API.verifyEmail, VERIFY_ANSWERS.verified);
  });

  app.get('/email/resend', requireAuth(db, clock), async (c) => {
    const { user } = c.get('auth');
    // A pending new address gets its link again; otherwise the current one, until verified.
    const to = user.pending_email ?? (user.email_verified_at ? null : user.email);
    if (to === null) return contractJson(c, AUTH_API.resendEmail, { message: VERIFY_ANSWERS.alreadyVerified.message });
    const link = verifyLink(config.publicUrl, await appKey(), { id: user.id, email: to }, clock.now());
    await mailer.send(verifyEmailMail(to, link));
    return contractJson(c, AUTH_API.resendEmail, { message: 'Verification link sent' });
  });

  return app;
}
