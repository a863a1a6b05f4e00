import { Hono, type Context } from 'hono';
import { AUTH_API } from '@screenplay/core/contract';
import { contractJson, contractQuery } from '../../http/contract';
import { requireAuth } from '../../auth/middleware';
import { hashPassword } from '../../auth/passwords';
import { toSessionUser } from '../../tenancy/sessionUser';
import { verifyLink } from '../../auth/signedLinks';
import { revokeOtherSessions, sessionOfToken } from '../../auth/tokens';
import { findUserByEmail, findUserById, type UserRow } from '../../auth/users';
import type { SqlParam } from '../../db/client';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, unauthenticated, unprocessable } from '../../http/errors';
import { emailChangeNoticeMail, verifyEmailMail } from '../../mail/templates';
import { removeAvatar, saveAvatar } from '../../media/avatars';
import { readProfileForm } from './profileForm';
import { assertCurrentPassword, PASSWORD_MESSAGES } from './password';
import { type ProfileColumn, updateUserColumns } from '../../auth/users.write';

/** The 422 text of an e-mail address another account uses. */
export const EMAIL_TAKEN = 'The email has already been taken.';

/** True for PostgreSQL's unique-violation error (a concurrent e-mail change won the race). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * `POST auth?_method=PUT` (and `PUT auth`): the multipart profile update answering `{ user, pendingEmail }`.
 * Name, phone, about and avatar need nothing more; a new e-mail or password needs `current_password`. A new
 * e-mail waits in `pending_email` until the link sent to it is opened (the old address is told); a new
 * password ends every other session.
 */
export function profileRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, mailer, clock, appKey, realtime } = deps;
  const app = new Hono<AppEnv>();

  async function update(c: Context<AppEnv>): Promise<Response> {
    const { user, tokenId } = c.get('auth');
    const { fields, avatar } = await readProfileForm(c);
    if (
      fields.password !== undefined &&
      fields.password_confirmation !== undefined &&
      fields.password !== fields.password_confirmation
    ) {
      throw unprocessable({ password_confirmation: [PASSWORD_MESSAGES.confirmationMismatch] });
    }
    const newEmail = fields.email !== undefined && fields.email !== user.email ? fields.email : null;
    const isPasswordChange = fields.password !== undefined;
    if (newEmail !== null || isPasswordChange) {
      const refusal = await assertCurrentPassword(deps, c, user, fields.current_password);
      if (refusal) return refusal;
    }
    if (newEmail !== null) {
      const owner = await findUserByEmail(db, newEmail);
      if (owner && owner.id !== user.id) throw unprocessable({ email: [EMAIL_TAKEN] });
    }
    const now = clock.now();
    const sets: [column: ProfileColumn, value: SqlParam][] = [];
    if (fields.name !== undefined) sets.push(['name', fields.name]);
    if (fields.lastName !== undefined) sets.push(['last_name', fields.lastName]);
    if (fields.middleName !== undefined) sets.push(['middle_name', fields.middleName]);
    if (fields.phone !== undefined) sets.push(['phone', fields.phone]);
    if (fields.about !== undefined) sets.push(['about', fields.about]);
    // Sending the current address again withdraws a pending change.
    if (newEmail !== null) sets.push(['pending_email', newEmail]);
    else if (fields.email !== undefined) sets.push(['pending_email', null]);
    if (fields.password !== undefined) sets.push(['password_hash', await hashPassword(fields.password)]);
    const avatarPath = avatar ? await saveAvatar(config.dataDir, avatar.bytes, avatar.image) : null;
    if (avatarPath) sets.push(['avatar', avatarPath]);
    sets.push(['updated_at', now]);
    const sessionId = isPasswordChange ? await sessionOfToken(db, tokenId) : null;
    try {
      await db.transaction(async (tx) => {
        await updateUserColumns(tx, user.id, sets);
        if (sessionId !== null) await revokeOtherSessions(tx, user.id, sessionId, now);
      });
    } catch (error) {
      await removeAvatar(config.dataDir, avatarPath);
      throw error;
    }
    if (sessionId !== null) realtime.closeSessions?.({ userId: user.id, exceptSessionId: sessionId });
    if (avatarPath) await removeAvatar(config.dataDir, user.avatar).catch(() => {});
    const updated: UserRow | null = await findUserById(db, user.id);
    if (!updated) throw unauthenticated();
    if (newEmail !== null) {
      const link = verifyLink(config.publicUrl, await appKey(), { id: user.id, email: newEmail }, now);
      await mailer.send(verifyEmailMail(newEmail, link));
      await mailer.send(emailChangeNoticeMail(user.email, newEmail));
    }
    return contractJson(c, AUTH_API.updateProfile, {
      user: await toSessionUser(db, updated),
      pendingEmail: updated.pending_email,
    });
  }

  const auth = requireAuth(db, clock);
  app.post('/', auth, (c) => {
    if (contractQuery(c, AUTH_API.updateProfileByPost)._method?.toUpperCase() !== 'PUT') {
      throw new HttpError(405, { message: 'Use POST auth?_method=PUT to update the profile.' });
    }
    return update(c);
  });
  app.put('/', auth, update);
  return app;
}
