/**
 * Limits of `POST log/log-error`, the portal's client error reports (not in the spec; ours). The spec keeps
 * the call silent for the client (spec accounts §7: "failures are silent"), and it needs no sign-in, so these
 * bound what anyone can make the server write to its log: a report's size, how often one address or one user
 * may report, and how many bytes of reports one server process logs a minute in all.
 */

import type { ThrottleRule } from './throttle';

/** Largest report body read; a longer one answers 413 unread (not in the spec; ours: a message and a stack). */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

/** Characters of one report written to the log (not in the spec; ours). */
export const CLIENT_ERROR_LOG_MAX_CHARS = 4000;

const MINUTE_MS = 60_000;

/** Reports from one caller address a minute; the next answers 429 (not in the spec; ours: a crash loop's pace). */
export const CLIENT_ERRORS_PER_ADDRESS: ThrottleRule = { limit: 20, windowMs: MINUTE_MS };

/** Reports from one signed-in user a minute, from any address (not in the spec; ours). */
export const CLIENT_ERRORS_PER_USER: ThrottleRule = { limit: 10, windowMs: MINUTE_MS };

/**
 * Bytes of reports one server process writes to its log a minute, from every caller together; past it,
 * reports are counted and dropped, and one summary line says how many (not in the spec; ours: about 90 MB a
 * day at most, whatever the callers do).
 */
export const CLIENT_ERROR_LOG_BUDGET: { bytes: number; windowMs: number } = { bytes: 64 * 1024, windowMs: MINUTE_MS };

/** The log budget's state: the window under way, the bytes logged in it and the reports dropped. */
export interface LogBudget {
  windowStartMs: number;
  bytes: number;
  dropped: number;
}

/** What {@link spendLogBudget} decided for one report. */
export interface LogBudgetSpend {
  /** The state after this report. */
  budget: LogBudget;
  /** Whether the report is logged. */
  isLogged: boolean;
  /** Reports dropped in the window that just ended (to log once as a summary), or 0. */
  droppedBefore: number;
}

/** A fresh log budget, its window starting at `nowMs`. */
export function newLogBudget(nowMs: number): LogBudget {
  return { windowStartMs: nowMs, bytes: 0, dropped: 0 };
}

/**
 * Spends `bytes` of the log budget for one report at `nowMs`: logged while the window's total stays within
 * `limit.bytes`, otherwise counted as dropped. A report after the window ends starts a new one and carries
 * the previous window's dropped count out, so it is summarised in one line.
 * @example spendLogBudget(newLogBudget(0), 10, 100).isLogged // true
 */
export function spendLogBudget(
  budget: LogBudget,
  nowMs: number,
  bytes: number,
  limit: { bytes: number; windowMs: number } = CLIENT_ERROR_LOG_BUDGET,
): LogBudgetSpend {
  const isNewWindow = nowMs - budget.windowStartMs >= limit.windowMs || nowMs < budget.windowStartMs;
  const current = isNewWindow ? newLogBudget(nowMs) : budget;
  const droppedBefore = isNewWindow ? budget.dropped : 0;
  if (current.bytes + bytes <= limit.bytes)
    return { budget: { ...current, bytes: current.bytes + bytes }, isLogged: true, droppedBefore };
  return { budget: { ...current, dropped: current.dropped + 1 }, isLogged: false, droppedBefore };
}
