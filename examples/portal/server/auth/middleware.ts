import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import type { AppEnv } from '../tenancy/env';
import { unauthenticated } from '../http/errors';
import { resolveActor, scopeToTenant } from '../tenancy';
import { assertGranted } from '../tenancy/grants';
import { findTokenWithUser } from './tokens';

/** `last_used_at` is refreshed at most this often, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Authenticates `Authorization: Bearer <secret>` or `Bearer <id>|<secret>` against live access
 * tokens; anything else answers 401, and inactive users are refused. Then resolves, once per
 * request, who acts for which customer (`c.var.actor`) and the Db scoped to that customer
 * (`c.var.db`, see server/tenancy), and refuses what the user's workgroup grants do not allow (tenancy/grants.ts).
 */
export function requireAuth(db: Db, clock: Clock) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = clock.now();
    const found = await findTokenWithUser(db, c.req.header('authorization'), 'access', now);
    if (found?.user.status !== 'active') throw unauthenticated();
    const { token, user } = found;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await db.query('UPDATE access_tokens SET last_used_at = $2 WHERE id = $1', [token.id, now]);
    }
    const actor = resolveActor(db, user);
    c.set('auth', { user, tokenId: token.id });
    c.set('actor', actor);
    c.set('db', scopeToTenant(db, actor.customerId));
    await assertGranted(c);
    await next();
  });
}
