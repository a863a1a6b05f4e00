import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { userColumns, type UserRow } from './users';

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

/** A live token with its user, read in one query (every authenticated request pays for it). */
export interface TokenWithUser {
  token: FoundToken;
  user: UserRow;
}

/** Finds an unrevoked token of `kind` and its user in one query; null when either is missing. */
export async function findTokenWithUser(
  db: Db,
  header: string | undefined,
  kind: TokenKind,
): Promise<TokenWithUser | null> {
  const bearer = parseBearer(header);
  if (!bearer) return null;
  const row = await db.maybe<UserRow & { token_id: number; token_last_used_at: Date | null }>(
    `SELECT t.id AS token_id, t.last_used_at AS token_last_used_at, ${userColumns('u')}
       FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = $2 AND t.revoked_at IS NULL`,
    [hashSecret(bearer.secret), kind],
  );
  if (!row || (bearer.id !== null && bearer.id !== row.token_id)) return null;
  const { token_id: id, token_last_used_at: lastUsedAt, ...user } = row;
  return { token: { id, userId: user.id, lastUsedAt }, user };
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
