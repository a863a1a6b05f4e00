import {
  countedFailure,
  type FailureCount,
  type FailureRule,
  failureWaitMs,
  retryAfterSeconds,
} from '@screenplay/core';
import type { Db } from '../db/client';
import { pruneEndedThrottles, type ThrottleVerdict } from './throttle';

/** Share of counted failures that also delete ended counts (about one in a hundred), as `count` does. */
const PRUNE_CHANCE = 0.01;

/** One failure counter: a named rule applied to a key (an e-mail, an address, a user, a customer). */
export interface FailureKey {
  /** Stable name stored with the count, e.g. `login:address`. */
  name: string;
  rule: FailureRule;
  key: string;
}

/** How a guarded attempt ended: throttled before or after its check, failed (and counted), or passed. */
export type GuardedAttempt<T> =
  | { outcome: 'throttled'; verdict: ThrottleVerdict }
  | { outcome: 'failed' }
  | { outcome: 'passed'; value: T };

interface StoredCount {
  rule: string;
  key: string;
  hits: number;
  window_ends_at: Date;
}

const names = (keys: readonly FailureKey[]) => keys.map((k) => k.name);
const values = (keys: readonly FailureKey[]) => keys.map((k) => k.key);

/**
 * The key that makes an attempt at `now` wait longest, given the stored counts, or null when none does. The
 * longest, so that after `Retry-After` no other key still refuses.
 */
function verdictOf(keys: readonly FailureKey[], rows: readonly StoredCount[], now: Date): ThrottleVerdict | null {
  let longest: { name: string; wait: number } | null = null;
  for (const key of keys) {
    const wait = failureWaitMs(key.rule, countOf(rows, key), now.getTime());
    if (wait > 0 && (longest === null || wait > longest.wait)) longest = { name: key.name, wait };
  }
  return longest && { name: longest.name, retryAfterSeconds: retryAfterSeconds(longest.wait) };
}

function countOf(rows: readonly StoredCount[], key: FailureKey): FailureCount | null {
  const row = rows.find((r) => r.rule === key.name && r.key === key.key);
  return row ? { failures: row.hits, endsAt: row.window_ends_at.getTime() } : null;
}

/**
 * Whether an attempt at `now` must wait (the first key over its rule, with the seconds left), from the failures
 * counted so far; reads only. Asked before a secret is checked, so a caller over a limit costs no hashing, and
 * again after a right one, since failures counted meanwhile by parallel attempts may have used up the room.
 */
export async function failureVerdict(db: Db, keys: readonly FailureKey[], now: Date): Promise<ThrottleVerdict | null> {
  const rows = await db.query<StoredCount>(
    `SELECT t.rule, t.key, t.hits, t.window_ends_at
       FROM throttles t JOIN unnest($1::text[], $2::text[]) AS k(rule, key) ON t.rule = k.rule AND t.key = k.key`,
    [names(keys), values(keys)],
  );
  return verdictOf(keys, rows, now);
}

/** Tries at counting one failure (a count pruned under it, or a lock cycle PostgreSQL broke, makes it start over). */
const RECORD_TRIES = 3;

/**
 * Counts one failure on every key, all or none, and answers null; or, when a key has no room left at `now`
 * (parallel failures took it while this attempt was being checked), counts nothing and answers that key's
 * verdict, so the caller answers 429 rather than the failure. The rows are locked in one order (rule, key) in a
 * short transaction, so parallel failures on PostgreSQL are counted one after another and never pass a limit.
 */
export async function recordFailure(db: Db, keys: readonly FailureKey[], now: Date): Promise<ThrottleVerdict | null> {
  if (Math.random() < PRUNE_CHANCE) await pruneEndedThrottles(db, now);
  const sorted = [...keys].sort((a, b) => compare(a.name, b.name) || compare(a.key, b.key));
  for (let attempt = 1; ; attempt += 1) {
    const result = await countOnce(db, keys, sorted, now).catch((error: unknown) => {
      // PostgreSQL broke a lock cycle with another writer of the table by ending this transaction: try again.
      if (isDeadlock(error) && attempt < RECORD_TRIES) return 'retry' as const;
      throw error;
    });
    if (result !== 'retry') return result;
    if (attempt >= RECORD_TRIES) throw new Error('A failure count kept disappearing while it was being counted');
  }
}

/** One try of {@link recordFailure}: 'retry' when a count it needs was deleted under it. */
function countOnce(
  db: Db,
  keys: readonly FailureKey[],
  sorted: readonly FailureKey[],
  now: Date,
): Promise<ThrottleVerdict | null | 'retry'> {
  return db.transaction(async (tx) => {
    // A missing count is made as an ended one (0 failures), so there is a row to lock.
    await tx.query(
      `INSERT INTO throttles (rule, key, window_ends_at, hits)
         SELECT k.rule, k.key, $3::timestamptz, 0
           FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(rule, key, n) ORDER BY k.n
         ON CONFLICT (rule, key) DO NOTHING`,
      [names(sorted), values(sorted), now],
    );
    const rows = await tx.query<StoredCount>(
      `SELECT t.rule, t.key, t.hits, t.window_ends_at
           FROM throttles t JOIN unnest($1::text[], $2::text[]) AS k(rule, key) ON t.rule = k.rule AND t.key = k.key
          ORDER BY t.rule COLLATE "C", t.key COLLATE "C"
          FOR UPDATE OF t`,
      [names(sorted), values(sorted)],
    );
    // An ended count pruned by another call between the two statements: start over rather than guess.
    if (rows.length < sorted.length) return 'retry' as const;
    const verdict = verdictOf(keys, rows, now);
    if (verdict) return verdict;
    const next = sorted.map((key) => countedFailure(key.rule, countOf(rows, key), now.getTime()));
    await tx.query(
      `UPDATE throttles AS t SET hits = k.hits, window_ends_at = to_timestamp(k.ends_ms / 1000.0)
           FROM unnest($1::text[], $2::text[], $3::int[], $4::double precision[]) AS k(rule, key, hits, ends_ms)
          WHERE t.rule = k.rule AND t.key = k.key`,
      [names(sorted), values(sorted), next.map((c) => c.failures), next.map((c) => c.endsAt)],
    );
    return null;
  });
}

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';
}

/** Byte order, as `COLLATE "C"` sorts, so the code and the database lock rows in the same order. */
function compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Forgets the failures counted on `keys` (the right password proved the owner is there). */
export async function clearFailures(db: Db, keys: readonly FailureKey[]): Promise<void> {
  await db.query(
    `DELETE FROM throttles AS t USING unnest($1::text[], $2::text[]) AS k(rule, key)
      WHERE t.rule = k.rule AND t.key = k.key`,
    [names(keys), values(keys)],
  );
}

/**
 * Checks a secret under failure throttles. Refused before the check when a key makes the caller wait; a failed
 * check (`check` answers null) is counted on every key; a passed one counts nothing, and is refused only when
 * parallel failures used the room while it was checked. Only failures count, so any number of right secrets,
 * in parallel or not, pass; and a guess past a limit is answered 429 whether right or wrong, so it tells nothing.
 */
export async function guardAttempt<T>(
  db: Db,
  keys: readonly FailureKey[],
  now: Date,
  check: () => Promise<T | null>,
): Promise<GuardedAttempt<T>> {
  const before = await failureVerdict(db, keys, now);
  if (before) return { outcome: 'throttled', verdict: before };
  const value = await check();
  if (value === null) {
    const verdict = await recordFailure(db, keys, now);
    return verdict ? { outcome: 'throttled', verdict } : { outcome: 'failed' };
  }
  const after = await failureVerdict(db, keys, now);
  return after ? { outcome: 'throttled', verdict: after } : { outcome: 'passed', value };
}
