/**
 * Throttles of the sign-in, reset and forgot-password calls (issue 10 "Throttling", reviewed in issue 22; the
 * spec's `login.throttled`). Counts live in the database, so they survive restarts and are shared by every
 * server instance. Past `limit` counted events in `windowMs`, the call answers 429 with `Retry-After`
 * until the window that began with the first event has passed. Sign-in counts failures only, per address in
 * a window and per account as a progressive delay (`failureWaitMs` decides both). The numbers are not in the
 * spec; ours.
 */

import type { ProgressiveDelayRule } from './failures';

/** One counted window: at most `limit` events in `windowMs`. */
export interface ThrottleRule {
  /** Events allowed in one window; the next one answers 429. */
  limit: number;
  /** Length of the window, from its first event. */
  windowMs: number;
}

const WINDOW_MS = 15 * 60_000;

/**
 * Wrong passwords for one account, from any address: 5 free, then the next attempt waits 1 s after the last
 * failure, doubling per failure up to 60 s; forgotten 15 minutes after the last failure, and when the right
 * password signs in. A guesser gets about one try a minute; the owner, even from a new address, waits at most
 * 60 s (a hard lock would let anyone who knows the e-mail keep the owner out).
 */
export const LOGIN_DELAY_PER_ACCOUNT: ProgressiveDelayRule = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: WINDOW_MS,
};

/**
 * Wrong passwords from one caller address over any accounts: the 101st in the window answers 429. High, because
 * an office, a school or everyone behind an unconfigured proxy shares one address; it stops one address trying
 * a common password on many accounts, which the per-account delay does not see.
 */
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = { limit: 100, windowMs: WINDOW_MS };

/** Wrong reset tokens for one e-mail address. */
export const RESET_FAILURES_PER_EMAIL: ThrottleRule = { limit: 5, windowMs: WINDOW_MS };

/** Wrong reset tokens from one caller address. */
export const RESET_FAILURES_PER_ADDRESS: ThrottleRule = { limit: 20, windowMs: WINDOW_MS };

/** Forgot-password requests from one caller address, known e-mail or not (the per-e-mail throttle is FORGOT_THROTTLE_SECONDS). */
export const FORGOT_REQUESTS_PER_ADDRESS: ThrottleRule = { limit: 5, windowMs: WINDOW_MS };
