import { Hono } from 'hono';
import { API_ERROR_CODES, ROLE_NAMES } from '@screenplay/core';
import { AUTH_API } from '@screenplay/core/contract';
import { callerAddress } from '../../auth/callerAddress';
import { requireAuth } from '../../auth/middleware';
import { verifyPassword } from '../../auth/passwords';
import { toSessionUser } from '../../tenancy/sessionUser';
import { clearFailures, guardAttempt } from '../../auth/failureThrottle';
import { throttledResponse } from '../../auth/throttle';
import { loginKeys } from '../../auth/throttleKeys';
import { issueToken, renewAccessToken, revokeSession, sessionOfToken } from '../../auth/tokens';
import { findRoles, findUserByEmail, findUserById, type UserRow } from '../../auth/users';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { forbidden, notFound, unauthenticated, unprocessable } from '../../http/errors';
import { customerResellerOf, setActingCustomer } from '../../auth/users.write';

/** The contract's login failure text (spec §8 login.invalid). */
export const LOGIN_FAILED_MESSAGE = 'Invalid user name or password';

/** Answer of a sign-in attempt past a throttle (429 with Retry-After). */
export const LOGIN_THROTTLED_MESSAGE = 'Too many sign-in attempts. Please try again later.';

/** Issues an access and a realtime token pair of a new session, stamped with `now`, and answers the contract's token body. */
export async function tokenResponse(db: Db, user: UserRow, now: Date) {
  const [access, ws] = await db.transaction(async (tx) => {
    const first = await issueToken(tx, user.id, 'access', now);
    return [first, await issueToken(tx, user.id, 'ws', now, first.sessionId)] as const;
  });
  return {
    access_token: access.token,
    ws_token: ws.token,
    token_type: 'Bearer' as const,
    user: await toSessionUser(db, user),
  };
}

async function canActAs(db: Db, user: UserRow, customerId: number): Promise<boolean> {
  const roles = (await findRoles(db, user.id)).map((role) => role.name);
  const resellerId = await customerResellerOf(db, customerId);
  if (roles.includes(ROLE_NAMES.superAdmin)) {
    if (resellerId === undefined) throw notFound();
    return true;
  }
  // A reseller may only enter its own customers; an unknown id is refused the same way (no probing).
  return roles.includes(ROLE_NAMES.resellerAdmin) && user.reseller_id !== null && resellerId === user.reseller_id;
}

/** `POST auth/token`, `GET auth`, `POST auth/logout`, `POST auth/loginas`. */
export function sessionRoutes({ db, clock, config, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(db, clock);

  app.post('/token', async (c) => {
    const body = await contractBody(c, AUTH_API.login);
    const now = clock.now();
    // Only failures count (issue 22): a right password passes however many sign in at once from one address.
    const keys = loginKeys(body.email, callerAddress(c, config.trustProxy));
    const attempt = await guardAttempt(db, [keys.account, keys.address], now, async () => {
      const user = await findUserByEmail(db, body.email);
      const isValid = await verifyPassword(body.password, user?.password_hash ?? null);
      return user && isValid && user.status === 'active' ? user : null;
    });
    if (attempt.outcome === 'throttled') {
      return throttledResponse(c, attempt.verdict, { message: LOGIN_THROTTLED_MESSAGE, code: 'auth.throttled' });
    }
    if (attempt.outcome === 'failed') {
      throw unprocessable({ email: [LOGIN_FAILED_MESSAGE] }, API_ERROR_CODES.authFailed);
    }
    const user = attempt.value;
    // The owner is here: the account's delay starts over (the address keeps its count; others share it).
    await clearFailures(db, [keys.account]);
    return contractJson(c, AUTH_API.login, await tokenResponse(db, user, now));
  });

  app.get('/', auth, async (c) => {
    const { user, tokenId } = c.get('auth');
    // Spec: "GET auth returns user and possibly a new access token": renewed well before the token's absolute age.
    const renewed = await renewAccessToken(db, tokenId, clock.now());
    const sessionUser = await toSessionUser(db, user);
    return contractJson(
      c,
      AUTH_API.me,
      renewed ? { user: sessionUser, access_token: renewed, token_type: 'Bearer' } : { user: sessionUser },
    );
  });

  app.post('/logout', auth, async (c) => {
    const { user, tokenId } = c.get('auth');
    const sessionId = await sessionOfToken(db, tokenId);
    await revokeSession(db, sessionId, clock.now());
    realtime.closeSessions?.({ userId: user.id, sessionId });
    return contractJson(c, AUTH_API.logout, { message: 'Logged out' });
  });

  app.post('/loginas', auth, async (c) => {
    const { customerId } = await contractBody(c, AUTH_API.loginAs);
    const { user } = c.get('auth');
    if (customerId !== null && !(await canActAs(db, user, customerId))) throw forbidden();
    await setActingCustomer(db, user.id, customerId, clock.now());
    const updated = await findUserById(db, user.id);
    if (!updated) throw unauthenticated();
    return contractJson(c, AUTH_API.loginAs, { user: await toSessionUser(db, updated) });
  });

  return app;
}
