import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';

/** Minutes an e-mail verification link stays valid (not in the spec; Laravel's default). */
export const VERIFY_LINK_MINUTES = 60;

/** Query of a signed e-mail verification link. */
export interface VerifyLinkQuery {
  expires: string;
  hash: string;
  signature: string;
}

/** Outcome of checking a verification link. */
export type VerifyLinkCheck = 'valid' | 'invalid' | 'expired';

/** SHA-1 of the address the link was made for: a changed e-mail invalidates older links. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email).digest('hex');
}

function sign(appKey: string, userId: number, hash: string, expires: string): string {
  return createHmac('sha256', appKey).update(`${userId}|${hash}|${expires}`).digest('hex');
}

/** Builds the verification link `${publicUrl}/auth/email/verify/<userId>?expires&hash&signature`. */
export function verifyLink(publicUrl: string, appKey: string, user: { id: number; email: string }, now: Date): string {
  const expires = String(Math.floor(now.getTime() / 1000) + VERIFY_LINK_MINUTES * 60);
  const hash = emailHash(user.email);
  const params = new URLSearchParams({ expires, hash, signature: sign(appKey, user.id, hash, expires) });
  return `${publicUrl}/auth/email/verify/${user.id}?${params.toString()}`;
}

/** Checks a link's signature (constant time), its e-mail hash and its expiry. */
export function checkVerifyLink(
  appKey: string,
  user: { id: number; email: string },
  query: VerifyLinkQuery,
  now: Date,
): VerifyLinkCheck {
  const expected = Buffer.from(sign(appKey, user.id, query.hash, query.expires), 'hex');
  const given = Buffer.from(query.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (query.hash !== emailHash(user.email)) return 'invalid';
  const expires = Number(query.expires);
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return 'expired';
  return 'valid';
}

/**
 * The secret that signs links: `APP_KEY` when configured, else one generated on first use and kept
 * in the `settings` table so links survive restarts. Memoised per app.
 */
export function appKeyLoader(db: Db, configured: string | null): () => Promise<string> {
  let key: Promise<string> | null = configured ? Promise.resolve(configured) : null;
  return () => {
    key ??= (async () => {
      await db.query("INSERT INTO settings (key, value) VALUES ('app_key', $1) ON CONFLICT (key) DO NOTHING", [
        randomBytes(32).toString('base64url'),
      ]);
      const row = await db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'app_key'");
      return row.value;
    })().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}
