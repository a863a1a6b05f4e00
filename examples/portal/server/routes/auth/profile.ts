import { Hono, type Context } from 'hono';
import { requireAuth } from '../../auth/middleware';
import { hashPassword } from '../../auth/passwords';
import { toSessionUser } from '../../auth/sessionUser';
import { verifyLink } from '../../auth/signedLinks';
import { findUserByEmail, findUserById, type UserRow } from '../../auth/users';
import type { SqlParam } from '../../db/client';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { HttpError, unauthenticated, unprocessable } from '../../http/errors';
import { verifyEmailMail } from '../../mail/templates';
import { removeAvatar, saveAvatar } from '../../media/avatars';
import { readProfileForm } from './profileForm';
import { PASSWORD_MESSAGES } from './password';

const EMAIL_TAKEN = 'The email has already been taken.';

/** True for PostgreSQL's unique-violation error (a concurrent e-mail change won the race). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** `POST auth?_method=PUT` (and `PUT auth`): the multipart profile update answering `{ user }`. */
export function profileRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, mailer, clock, appKey } = deps;
  const app = new Hono<AppEnv>();

  async function update(c: Context<AppEnv>): Promise<Response> {
    const { user } = c.get('auth');
    const { fields, avatar } = await readProfileForm(c);
    if (
      fields.password !== undefined &&
      fields.password_confirmation !== undefined &&
      fields.password !== fields.password_confirmation
    ) {
      throw unprocessable({ password_confirmation: [PASSWORD_MESSAGES.confirmationMismatch] });
    }
    const isEmailChange = fields.email !== undefined && fields.email !== user.email;
    if (isEmailChange && fields.email !== undefined) {
      const owner = await findUserByEmail(db, fields.email);
      if (owner && owner.id !== user.id) throw unprocessable({ email: [EMAIL_TAKEN] });
    }
    const now = clock.now();
    const sets: [column: string, value: SqlParam][] = [];
    if (fields.name !== undefined) sets.push(['name', fields.name]);
    if (fields.lastName !== undefined) sets.push(['last_name', fields.lastName]);
    if (fields.middleName !== undefined) sets.push(['middle_name', fields.middleName]);
    if (fields.phone !== undefined) sets.push(['phone', fields.phone]);
    if (fields.about !== undefined) sets.push(['about', fields.about]);
    if (isEmailChange && fields.email !== undefined) sets.push(['email', fields.email], ['email_verified_at', null]);
    if (fields.password !== undefined) sets.push(['password_hash', await hashPassword(fields.password)]);
    const avatarPath = avatar ? await saveAvatar(config.dataDir, avatar.bytes, avatar.image) : null;
    if (avatarPath) sets.push(['avatar', avatarPath]);
    sets.push(['updated_at', now]);
    // Column names come from the fixed list above; only values are parameters.
    const assignments = sets.map(([column], i) => `${column} = $${i + 2}`).join(', ');
    try {
      await db.query(`UPDATE users SET ${assignments} WHERE id = $1`, [user.id, ...sets.map(([, value]) => value)]);
    } catch (error) {
      await removeAvatar(config.dataDir, avatarPath);
      if (isUniqueViolation(error)) throw unprocessable({ email: [EMAIL_TAKEN] });
      throw error;
    }
    if (avatarPath) await removeAvatar(config.dataDir, user.avatar).catch(() => {});
    const updated: UserRow | null = await findUserById(db, user.id);
    if (!updated) throw unauthenticated();
    if (isEmailChange)
      await mailer.send(verifyEmailMail(updated.email, verifyLink(config.publicUrl, await appKey(), updated, now)));
    return c.json({ user: await toSessionUser(db, updated) });
  }

  const auth = requireAuth(db, clock);
  app.post('/', auth, (c) => {
    if (c.req.query('_method')?.toUpperCase() !== 'PUT') {
      throw new HttpError(405, { message: 'Use POST auth?_method=PUT to update the profile.' });
    }
    return update(c);
  });
  app.put('/', auth, update);
  return app;
}
