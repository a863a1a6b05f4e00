/**
 * Throttles of the sign-in, reset and forgot-password calls (issue 10 "Throttling"; the spec's
 * `login.throttled`). Counts live in the database, so they survive restarts and are shared by every
 * server instance. Past `limit` counted events in `windowMs`, the call answers 429 with `Retry-After`
 * until the window that began with the first event has passed.
 */

/** One counted window: at most `limit` events in `windowMs`. */
export interface ThrottleRule {
  /** Events allowed in one window; the next one answers 429. */
  limit: number;
  /** Length of the window, from its first event. */
  windowMs: number;
}

const WINDOW_MS = 15 * 60_000;

/** Wrong passwords for one account from one caller address: the 6th attempt in the window answers 429. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: ThrottleRule = { limit: 5, windowMs: WINDOW_MS };

/** Wrong passwords for one account from anywhere (a spread-out guesser), higher so one caller cannot lock it. */
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = { limit: 20, windowMs: WINDOW_MS };

/** Wrong passwords from one caller address over any accounts (an office behind one address fits under it). */
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = { limit: 20, windowMs: WINDOW_MS };

/** Wrong reset tokens for one e-mail address. */
export const RESET_FAILURES_PER_EMAIL: ThrottleRule = { limit: 5, windowMs: WINDOW_MS };

/** Wrong reset tokens from one caller address. */
export const RESET_FAILURES_PER_ADDRESS: ThrottleRule = { limit: 20, windowMs: WINDOW_MS };

/** Forgot-password requests from one caller address, known e-mail or not (the per-e-mail throttle is FORGOT_THROTTLE_SECONDS). */
export const FORGOT_REQUESTS_PER_ADDRESS: ThrottleRule = { limit: 5, windowMs: WINDOW_MS };
