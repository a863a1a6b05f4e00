import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CLIENT_ERROR_LOG_MAX_CHARS,
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERRORS_PER_ADDRESS,
  CLIENT_ERRORS_PER_USER,
  newLogBudget,
  spendLogBudget,
} from '@screenplay/core';
import { callerAddress } from '../auth/callerAddress';
import { count, type ThrottleKey, throttledResponse } from '../auth/throttle';
import { findTokenWithUser } from '../auth/tokens';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../tenancy/env';
import { ERROR_MESSAGES, HttpError } from '../http/errors';

/**
 * `POST log/log-error`: client error reports, which need no sign-in and fail silently for the client (spec
 * accounts §7). What anyone can make the server log is bounded (core's `limits/clientErrors.ts`): the gate
 * throttles per caller address and per signed-in user and caps the body before it is read; the handler
 * writes one sanitised line per report within a per-process log budget a minute, and past it counts and
 * drops reports, summarised in one line.
 */

/** The path the gate guards, below `/api/v1`. */
export const LOG_ERROR_PATH = '/log/log-error';

/** Answered to a throttled report (the portal ignores it: reports fail silently). */
export const LOG_ERROR_THROTTLED_MESSAGE = 'Too many error reports; they are not logged for now.';

/** The throttle counters of one report: its caller's address, and its user when a valid bearer token is sent. */
async function reportKeys({ db, config }: RouteDeps, c: Context, now: Date): Promise<ThrottleKey[]> {
  const keys: ThrottleKey[] = [
    { name: 'log-error:address', rule: CLIENT_ERRORS_PER_ADDRESS, key: callerAddress(c, config.trustProxy) },
  ];
  const authorization = c.req.header('authorization');
  if (authorization) {
    const found = await findTokenWithUser(db, authorization, 'access', now);
    if (found?.user.status === 'active')
      keys.push({ name: 'log-error:user', rule: CLIENT_ERRORS_PER_USER, key: String(found.user.id) });
  }
  return keys;
}

/**
 * Runs before the API's body limit and input boundary: counts the report (429 past a limit, body unread),
 * then lets through at most `CLIENT_ERROR_MAX_BYTES` (413 on a larger `Content-Length` at once, or as soon
 * as a streamed body passes it).
 */
export function logErrorGate(deps: RouteDeps): MiddlewareHandler<AppEnv> {
  const capped = bodyLimit({
    maxSize: CLIENT_ERROR_MAX_BYTES,
    onError: () => {
      throw new HttpError(413, { message: ERROR_MESSAGES.tooLarge });
    },
  });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const now = deps.clock.now();
    const verdict = await count(deps.db, await reportKeys(deps, c, now), now);
    if (verdict) return throttledResponse(c, verdict, { message: LOG_ERROR_THROTTLED_MESSAGE });
    return capped(c, next);
  };
}

/** One report as one log line: whitespace runs become one space and control characters go, so no line is forged. */
export function logLine(text: string): string {
  const flat = text
    .slice(0, CLIENT_ERROR_LOG_MAX_CHARS)
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '');
  return `[client-error] ${flat}`;
}

/** The handler of `POST log/log-error`: logs the report within the log budget and answers 204 either way. */
export function logErrorHandler({ clock }: RouteDeps): (c: Context<AppEnv>) => Promise<Response> {
  let budget = newLogBudget(clock.now().getTime());
  return async (c) => {
    const line = logLine(await c.req.text().catch(() => ''));
    const spend = spendLogBudget(budget, clock.now().getTime(), Buffer.byteLength(line));
    budget = spend.budget;
    if (spend.droppedBefore > 0)
      console.warn(`[client-error] log budget spent: ${spend.droppedBefore} reports dropped in the last window`);
    if (spend.isLogged) console.warn(line);
    return c.body(null, 204);
  };
}
