import type { Db, SqlParam } from '../db/client';

/** The columns of a user a profile update writes (`PUT auth/profile`). */
export type ProfileColumn =
  | 'name'
  | 'last_name'
  | 'middle_name'
  | 'phone'
  | 'about'
  | 'pending_email'
  | 'password_hash'
  | 'avatar'
  | 'updated_at';

/** Writes a user's profile columns in `tx`; the names come from {@link ProfileColumn} only, never from a request. */
export async function updateUserColumns(
  tx: Db,
  userId: number,
  sets: readonly (readonly [column: ProfileColumn, value: SqlParam])[],
): Promise<void> {
  const assignments = sets.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await tx.query(`UPDATE users SET ${assignments} WHERE id = $1`, [userId, ...sets.map(([, value]) => value)]);
}

/** Sets a user's password hash in `tx`. */
export async function setPasswordHash(tx: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
}

/** Sets a user's password after a reset or an invitation, which also proves the e-mail (verified if not yet). */
export async function resetPasswordHash(tx: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3), updated_at = $3
      WHERE id = $1`,
    [userId, passwordHash, now],
  );
}

/** Sets (or clears, null) the customer a super-admin or reseller administrator acts as (Login As). */
export async function setActingCustomer(db: Db, userId: number, customerId: number | null, now: Date): Promise<void> {
  await db.query('UPDATE users SET current_customer_id = $2, updated_at = $3 WHERE id = $1', [userId, customerId, now]);
}

/** The reseller of customer `id` (null: a direct customer); undefined when there is no such customer. */
export async function customerResellerOf(db: Db, id: number): Promise<number | null | undefined> {
  const customer = await db.maybe<{ reseller_id: number | null }>('SELECT reseller_id FROM customers WHERE id = $1', [
    id,
  ]);
  return customer ? customer.reseller_id : undefined;
}

/** Moves a verified pending address into `email` (only while it is still the pending one); fails on a taken address. */
export async function confirmPendingEmail(db: Db, userId: number, pending: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET email = pending_email, pending_email = NULL, email_verified_at = $2, updated_at = $2
      WHERE id = $1 AND pending_email = $3`,
    [userId, now, pending],
  );
}

/** Marks a user's e-mail verified (once). */
export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET email_verified_at = $2, updated_at = $2 WHERE id = $1 AND email_verified_at IS NULL',
    [userId, now],
  );
}

/**
 * Stores a password-reset token for `email` (one atomic upsert): a row younger than `throttleSeconds` is left alone
 * and false is returned; the token expires after `ttlMinutes`.
 */
export async function storePasswordReset(
  db: Db,
  reset: { email: string; tokenHash: string; now: Date; throttleSeconds: number; ttlMinutes: number },
): Promise<boolean> {
  const stored = await db.query<{ email: string }>(
    `INSERT INTO password_resets (email, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $3::timestamptz + make_interval(mins => $5::int))
     ON CONFLICT (email) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
     WHERE password_resets.created_at <= $3::timestamptz - make_interval(secs => $4::int)
     RETURNING email`,
    [reset.email, reset.tokenHash, reset.now, reset.throttleSeconds, reset.ttlMinutes],
  );
  return stored.length > 0;
}

/** The stored reset (or invitation) token of an address: its hash and end; null when none. */
export function findPasswordReset(db: Db, email: string): Promise<{ token_hash: string; expires_at: Date } | null> {
  return db.maybe<{ token_hash: string; expires_at: Date }>(
    'SELECT token_hash, expires_at FROM password_resets WHERE email = $1',
    [email],
  );
}

/** Uses up a reset token in `tx` (deleted by hash, so it is single-use even under concurrent requests). */
export async function consumePasswordReset(tx: Db, email: string, tokenHash: string): Promise<boolean> {
  const used = await tx.query('DELETE FROM password_resets WHERE email = $1 AND token_hash = $2 RETURNING email', [
    email,
    tokenHash,
  ]);
  return used.length > 0;
}
