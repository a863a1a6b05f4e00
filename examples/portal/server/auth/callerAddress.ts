import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Stands for a caller whose address is unknown (all such callers share one throttle count). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The caller's address for throttling: the socket's peer (@hono/node-server puts the request on `c.env`),
 * or with `trustProxy` the last `X-Forwarded-For` entry, the one the trusted proxy appended (earlier entries
 * are whatever the caller wrote). The in-process test harness passes the same bindings to set it.
 */
export function callerAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    // No Node bindings (another runtime, or an in-process request without them).
    return UNKNOWN_ADDRESS;
  }
}
