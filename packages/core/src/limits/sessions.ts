/**
 * Lifetimes of sign-in sessions (issue 10: "access tokens expire after a period of disuse and at an absolute
 * age"). The spec names no numbers; these are ours, documented in the README and docs/SECURITY.md.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** An access token unused this long is refused: a working day and a night away signs the user out. */
export const ACCESS_TOKEN_IDLE_TIMEOUT_MS = 12 * HOUR_MS;

/** An access token is refused at this age however much it is used; `GET auth` renews it well before. */
export const ACCESS_TOKEN_MAX_AGE_MS = 24 * HOUR_MS;

/**
 * `GET auth` answers a fresh access token (spec: "possibly a new access token") once the presented one is
 * this old, and the session store asks for one at this age, so an active user never meets the absolute age.
 */
export const ACCESS_TOKEN_RENEW_AFTER_MS = HOUR_MS;

/**
 * The portal reads the session again (`GET auth`) when its tab comes back into view, at most this often (ours):
 * a workgroup's permissions changed meanwhile show without signing in again (issue 13).
 */
export const SESSION_REFRESH_ON_FOCUS_MIN_MS = 30_000;

/** A realtime token lives this long; the hub asks for a new one before it ends, checking the session again. */
export const REALTIME_TOKEN_TTL_MS = 10 * MINUTE_MS;
