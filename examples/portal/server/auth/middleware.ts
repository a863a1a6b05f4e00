import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import type { AppEnv } from '../http/env';
import { unauthenticated } from '../http/errors';
import { findTokenWithUser } from './tokens';

/** `last_used_at` is refreshed at most this often, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Authenticates `Authorization: Bearer <secret>` or `Bearer <id>|<secret>` against live access
 * tokens and puts the user on the context; anything else answers 401. Inactive users are refused.
 */
export function requireAuth(db: Db, clock: Clock) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await findTokenWithUser(db, c.req.header('authorization'), 'access', clock.now());
    if (!found || found.user.status !== 'active') throw unauthenticated();
    const { token, user } = found;
    const now = clock.now();
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await db.query('UPDATE access_tokens SET last_used_at = $2 WHERE id = $1', [token.id, now]);
    }
    c.set('auth', { user, tokenId: token.id });
    await next();
  });
}
