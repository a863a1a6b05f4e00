/**
 * The rules that decide, from counted failures alone, whether a guarded attempt (a password, a pairing code)
 * may be checked now (issue 22; not in the spec; ours). Only failures are counted: a right secret never uses
 * up anything. The server stores one {@link FailureCount} per rule and key and asks these functions.
 */

import type { ThrottleRule } from './throttle';

/**
 * A growing wait between failures (OWASP: progressive delays rather than a lock an attacker can hold the owner
 * under). The first `freeFailures` cost nothing; after them each attempt waits, from the last failure,
 * `firstDelayMs` doubled once per further failure and at most `maxDelayMs`. The count starts over when no
 * failure came for `forgetAfterMs`.
 */
export interface ProgressiveDelayRule {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones. */
  firstDelayMs: number;
  /** The longest wait, whatever the count: the worst an attacker can make the owner wait. */
  maxDelayMs: number;
  /** A quiet time after the last failure that forgets the count. */
  forgetAfterMs: number;
}

/** A counted rule: a fixed window with a limit ({@link ThrottleRule}) or a progressive delay. */
export type FailureRule = ThrottleRule | ProgressiveDelayRule;

/**
 * What is stored per rule and key. `failures` were counted until `endsAt` (epoch ms): for a window, the end of
 * the window that began with its first failure; for a delay, the last failure plus `forgetAfterMs`.
 */
export interface FailureCount {
  failures: number;
  endsAt: number;
}

function isDelay(rule: FailureRule): rule is ProgressiveDelayRule {
  return 'freeFailures' in rule;
}

/** A count that is still running at `now` (null once its end has come). */
function running(count: FailureCount | null, now: number): FailureCount | null {
  return count !== null && now < count.endsAt ? count : null;
}

/** The wait a progressive delay asks for after `failures` counted failures: 0 while they are free. */
export function progressiveDelayMs(rule: ProgressiveDelayRule, failures: number): number {
  const past = failures - rule.freeFailures;
  if (past < 0) return 0;
  // 2^31 already passes any sensible cap; stop doubling there so the number stays finite.
  return Math.min(rule.firstDelayMs * 2 ** Math.min(past, 31), rule.maxDelayMs);
}

/**
 * How long (ms) an attempt at `now` must still wait under `rule` with the stored `count`; 0 lets it be checked.
 * A window refuses once `limit` failures are in it, until it ends; a delay refuses until the last failure
 * is {@link progressiveDelayMs} old.
 */
export function failureWaitMs(rule: FailureRule, count: FailureCount | null, now: number): number {
  const current = running(count, now);
  if (current === null) return 0;
  if (!isDelay(rule)) return current.failures < rule.limit ? 0 : current.endsAt - now;
  const lastFailureAt = current.endsAt - rule.forgetAfterMs;
  return Math.max(0, lastFailureAt + progressiveDelayMs(rule, current.failures) - now);
}

/**
 * The count after one more failure at `now` (call it only when {@link failureWaitMs} is 0). A window keeps the
 * end its first failure set, so `Retry-After` tells the truth; a delay is forgotten `forgetAfterMs` after its
 * latest failure, so a slow guesser never gets the free failures back.
 */
export function countedFailure(rule: FailureRule, count: FailureCount | null, now: number): FailureCount {
  const current = running(count, now);
  if (isDelay(rule)) return { failures: (current?.failures ?? 0) + 1, endsAt: now + rule.forgetAfterMs };
  return current === null
    ? { failures: 1, endsAt: now + rule.windowMs }
    : { ...current, failures: current.failures + 1 };
}

/** A wait in whole seconds for `Retry-After`: rounded up, and at least 1 (a refusal never says "now"). */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
