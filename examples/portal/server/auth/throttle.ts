import type { ThrottleRule } from '@screenplay/core';
import type { Context } from 'hono';
import type { Db } from '../db/client';

/** Share of counted calls that also delete ended windows (about one call in a hundred). */
const PRUNE_CHANCE = 0.01;

/** One counter: a named rule applied to a key (an e-mail, an address, or both joined). */
export interface ThrottleKey {
  /** Stable name stored with the count, e.g. `login:account`. */
  name: string;
  rule: ThrottleRule;
  key: string;
}

/** The first counter found over its limit, with the seconds until its window ends. */
export interface ThrottleVerdict {
  name: string;
  retryAfterSeconds: number;
}

/**
 * Counts one event on each key, atomically, and answers the first key now past its limit (or null). Counting
 * before the guarded work (rather than after a failure) means concurrent guesses cannot all slip under the
 * limit; {@link uncount} gives the event back when it turned out not to be a failure. A window starts with
 * its first event and is not extended by later ones, so `Retry-After` tells the truth.
 */
export async function count(db: Db, keys: readonly ThrottleKey[], now: Date): Promise<ThrottleVerdict | null> {
  if (Math.random() < PRUNE_CHANCE) await pruneEndedThrottles(db, now);
  const rows = await db.query<{ rule: string; hits: number; window_ends_at: Date }>(
    `INSERT INTO throttles AS t (rule, key, window_ends_at, hits)
     SELECT k.rule, k.key, $3::timestamptz + make_interval(secs => k.window_ms / 1000), 1
       FROM unnest($1::text[], $2::text[], $4::double precision[]) AS k(rule, key, window_ms)
     ON CONFLICT (rule, key) DO UPDATE SET
       hits = CASE WHEN t.window_ends_at <= $3::timestamptz THEN 1 ELSE t.hits + 1 END,
       window_ends_at = CASE WHEN t.window_ends_at <= $3::timestamptz THEN EXCLUDED.window_ends_at
                        ELSE t.window_ends_at END
     RETURNING t.rule, t.hits, t.window_ends_at`,
    [keys.map((k) => k.name), keys.map((k) => k.key), now, keys.map((k) => k.rule.windowMs)],
  );
  for (const key of keys) {
    const row = rows.find((r) => r.rule === key.name);
    if (!row || row.hits <= key.rule.limit) continue;
    const seconds = Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000);
    return { name: key.name, retryAfterSeconds: Math.max(1, seconds) };
  }
  return null;
}

/**
 * Deletes counts whose window ended (a count past its window means nothing, and the table stays small), skipping
 * rows another transaction holds, so pruning never waits in a lock cycle with a count being made.
 */
export async function pruneEndedThrottles(db: Db, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM throttles WHERE (rule, key) IN
       (SELECT rule, key FROM throttles WHERE window_ends_at <= $1 FOR UPDATE SKIP LOCKED)`,
    [now],
  );
}

/** Gives back one counted event on each key (the attempt succeeded, so it was no failure). */
export async function uncount(db: Db, keys: readonly ThrottleKey[]): Promise<void> {
  await db.query(
    `UPDATE throttles AS t SET hits = t.hits - 1
       FROM unnest($1::text[], $2::text[]) AS k(rule, key)
      WHERE t.rule = k.rule AND t.key = k.key AND t.hits > 0`,
    [keys.map((k) => k.name), keys.map((k) => k.key)],
  );
}

/** The body of a throttled answer: the route's own message (and code) plus `retryAfter` in seconds. */
export interface ThrottledBody {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** The 429 a throttled call answers, with `Retry-After` in seconds (and the same number as `retryAfter`). */
export function throttledResponse(c: Context, verdict: ThrottleVerdict, body: ThrottledBody): Response {
  return c.json({ ...body, retryAfter: verdict.retryAfterSeconds }, 429, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}
