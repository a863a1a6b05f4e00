import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';
import type { Actor } from './actor';

/** What the auth middleware puts on the request context. */
export interface AuthState {
  user: UserRow;
  tokenId: number;
}

/** The Hono environment of the API routes. */
export interface AppEnv {
  Variables: {
    auth: AuthState;
    /** Who acts, for which customer (resolved once per request by `requireAuth`; roles on first use). */
    actor: Actor;
    /** The request's Db: every statement scoped to the acting customer (server/tenancy). */
    db: Db;
  };
}
