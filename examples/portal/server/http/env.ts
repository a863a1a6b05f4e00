import type { UserRow } from '../auth/users';

/** What the auth middleware puts on the request context. */
export interface AuthState {
  user: UserRow;
  tokenId: number;
}

/** The Hono environment of the API routes. */
export interface AppEnv {
  Variables: { auth: AuthState };
}
