import { Hono } from 'hono';
import { API_ERROR_CODES, loginAsBodySchema, loginBodySchema, ROLE_NAMES } from '@screenplay/core';
import { requireAuth } from '../../auth/middleware';
import { verifyPassword } from '../../auth/passwords';
import { toSessionUser } from '../../auth/sessionUser';
import { issueToken, revokeSession } from '../../auth/tokens';
import { findRoles, findUserByEmail, findUserById, type UserRow } from '../../auth/users';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { jsonBody } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { forbidden, HttpError, notFound, unauthenticated } from '../../http/errors';

/** The contract's login failure text (spec §8 login.invalid). */
export const LOGIN_FAILED_MESSAGE = 'Invalid user name or password';

/** Issues an access and a realtime token pair and answers the contract's token body. */
export async function tokenResponse(db: Db, user: UserRow) {
  const [accessToken, wsToken] = await db.transaction(async (tx) => [
    await issueToken(tx, user.id, 'access'),
    await issueToken(tx, user.id, 'ws'),
  ]);
  return {
    access_token: accessToken,
    ws_token: wsToken,
    token_type: 'Bearer' as const,
    user: await toSessionUser(db, user),
  };
}

async function canActAs(db: Db, user: UserRow, customerId: number): Promise<boolean> {
  const roles = (await findRoles(db, user.id)).map((role) => role.name);
  const customer = await db.maybe<{ reseller_id: number | null }>('SELECT reseller_id FROM customers WHERE id = $1', [
    customerId,
  ]);
  if (roles.includes(ROLE_NAMES.superAdmin)) {
    if (!customer) throw notFound();
    return true;
  }
  // A reseller may only enter its own customers; an unknown id is refused the same way (no probing).
  return (
    roles.includes(ROLE_NAMES.resellerAdmin) && user.reseller_id !== null && customer?.reseller_id === user.reseller_id
  );
}

/** `POST auth/token`, `GET auth`, `POST auth/logout`, `POST auth/loginas`. */
export function sessionRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(db, clock);

  app.post('/token', async (c) => {
    const body = await jsonBody(c, loginBodySchema);
    const user = await findUserByEmail(db, body.email);
    const isValid = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !isValid || user.status !== 'active') {
      throw new HttpError(422, {
        message: LOGIN_FAILED_MESSAGE,
        code: API_ERROR_CODES.authFailed,
        errors: { email: [LOGIN_FAILED_MESSAGE] },
      });
    }
    return c.json(await tokenResponse(db, user));
  });

  app.get('/', auth, async (c) => c.json({ user: await toSessionUser(db, c.get('auth').user) }));

  app.post('/logout', auth, async (c) => {
    const { user, tokenId } = c.get('auth');
    await revokeSession(db, tokenId, user.id, clock.now());
    return c.json({ message: 'Logged out' });
  });

  app.post('/loginas', auth, async (c) => {
    const { customerId } = await jsonBody(c, loginAsBodySchema);
    const { user } = c.get('auth');
    if (customerId !== null && !(await canActAs(db, user, customerId))) throw forbidden();
    await db.query('UPDATE users SET current_customer_id = $2, updated_at = $3 WHERE id = $1', [
      user.id,
      customerId,
      clock.now(),
    ]);
    const updated = await findUserById(db, user.id);
    if (!updated) throw unauthenticated();
    return c.json({ user: await toSessionUser(db, updated) });
  });

  return app;
}
