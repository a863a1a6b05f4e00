import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';

/** Kinds of token rows: API access tokens and realtime (websocket) tokens. */
export type TokenKind = 'access' | 'ws';

/** Random bytes per token secret (base64url: 43 characters). */
const SECRET_BYTES = 32;

/** Only this digest of a secret is stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Creates a token row and returns the plain `<id>|<secret>` (the only time the secret exists). */
export async function issueToken(db: Db, userId: number, kind: TokenKind): Promise<string> {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const row = await db.one<{ id: number }>(
    'INSERT INTO access_tokens (user_id, kind, token_hash) VALUES ($1, $2, $3) RETURNING id',
    [userId, kind, hashSecret(secret)],
  );
  return `${row.id}|${secret}`;
}

/** A live token found for a presented bearer value. */
export interface FoundToken {
  id: number;
  userId: number;
  lastUsedAt: Date | null;
}

/** Splits `Bearer <id>|<secret>` or `Bearer <secret>`; null when the header is not a bearer value. */
export function parseBearer(header: string | undefined): { id: number | null; secret: string } | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const value = match?.[1];
  if (!value) return null;
  const pipe = value.indexOf('|');
  if (pipe === -1) return { id: null, secret: value };
  const id = Number(value.slice(0, pipe));
  const secret = value.slice(pipe + 1);
  if (!Number.isSafeInteger(id) || id <= 0 || secret === '') return null;
  return { id, secret };
}

/** Looks up an unrevoked token of `kind` by the hash of its secret (and its id when given). */
export async function findToken(db: Db, header: string | undefined, kind: TokenKind): Promise<FoundToken | null> {
  const bearer = parseBearer(header);
  if (!bearer) return null;
  const row = await db.maybe<{ id: number; user_id: number; last_used_at: Date | null }>(
    'SELECT id, user_id, last_used_at FROM access_tokens WHERE token_hash = $1 AND kind = $2 AND revoked_at IS NULL',
    [hashSecret(bearer.secret), kind],
  );
  if (!row || (bearer.id !== null && bearer.id !== row.id)) return null;
  return { id: row.id, userId: row.user_id, lastUsedAt: row.last_used_at };
}

/** Revokes one token and every realtime token of its user (logout). */
export async function revokeSession(db: Db, tokenId: number, userId: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE access_tokens SET revoked_at = $3
      WHERE revoked_at IS NULL AND (id = $1 OR (user_id = $2 AND kind = 'ws'))`,
    [tokenId, userId, now],
  );
}

/** Revokes every token of a user (after a password reset). */
export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}
