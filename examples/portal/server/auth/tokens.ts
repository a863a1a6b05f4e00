import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_IDLE_TIMEOUT_MS, ACCESS_TOKEN_MAX_AGE_MS, ACCESS_TOKEN_RENEW_AFTER_MS } from '@screenplay/core';
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

/** A token just issued: the plain `<id>|<secret>` (the only time the secret exists) and its session. */
export interface IssuedToken {
  token: string;
  id: number;
  sessionId: number;
}

/**
 * Creates a token row stamped with `now` (the app's clock, so expiry follows it) and returns it. Without
 * `sessionId` the token starts a new session (a sign-in); with one it joins it (its realtime token, a renewal).
 */
export async function issueToken(
  db: Db,
  userId: number,
  kind: TokenKind,
  now: Date,
  sessionId?: number,
): Promise<IssuedToken> {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const row = await db.one<{ id: number; session_id: string | number }>(
    `INSERT INTO access_tokens (user_id, kind, token_hash, created_at, session_id)
     VALUES ($1, $2, $3, $4, COALESCE($5::bigint, nextval('access_token_sessions')))
     RETURNING id, session_id`,
    [userId, kind, hashSecret(secret), now, sessionId ?? null],
  );
  return { token: `${row.id}|${secret}`, id: row.id, sessionId: Number(row.session_id) };
}

/** A live token found for a presented bearer value. */
export interface FoundToken {
  id: number;
  userId: number;
  /** The sign-in the token belongs to (see migration 005). */
  sessionId: number;
  createdAt: Date;
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

/**
 * SQL condition (on alias `a`, parameters `$now`, `$idle`, `$age` given as numbered placeholders) of an access
 * token that is live: not revoked, used within the idle timeout and younger than the absolute age.
 */
function liveAccessSql(alias: string, now: string, idleMs: string, ageMs: string): string {
  return `${alias}.kind = 'access' AND ${alias}.revoked_at IS NULL
      AND ${alias}.created_at > ${now}::timestamptz - make_interval(secs => ${ageMs}::double precision / 1000)
      AND COALESCE(${alias}.last_used_at, ${alias}.created_at)
          > ${now}::timestamptz - make_interval(secs => ${idleMs}::double precision / 1000)`;
}

/**
 * Finds a live token of `kind` and its user in one query; null when either is missing. An access token is
 * live until revoked, {@link ACCESS_TOKEN_IDLE_TIMEOUT_MS} without use or {@link ACCESS_TOKEN_MAX_AGE_MS} of
 * age (measured against `now`, the app's clock); a realtime (`ws`) token while its session has a live access token.
 */
export async function findTokenWithUser(
  db: Db,
  header: string | undefined,
  kind: TokenKind,
  now: Date,
): Promise<TokenWithUser | null> {
  const bearer = parseBearer(header);
  if (!bearer) return null;
  const isLive =
    kind === 'access'
      ? liveAccessSql('t', '$3', '$4', '$5')
      : `t.revoked_at IS NULL AND EXISTS (SELECT 1 FROM access_tokens a
           WHERE a.session_id = t.session_id AND ${liveAccessSql('a', '$3', '$4', '$5')})`;
  const row = await db.maybe<
    UserRow & {
      token_id: number;
      token_session_id: string | number;
      token_created_at: Date;
      token_last_used_at: Date | null;
    }
  >(
    `SELECT t.id AS token_id, t.session_id AS token_session_id, t.created_at AS token_created_at,
            t.last_used_at AS token_last_used_at, ${userColumns('u')}
       FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = $2 AND ${isLive}`,
    [hashSecret(bearer.secret), kind, now, ACCESS_TOKEN_IDLE_TIMEOUT_MS, ACCESS_TOKEN_MAX_AGE_MS],
  );
  if (!row || (bearer.id !== null && bearer.id !== row.token_id)) return null;
  const {
    token_id: id,
    token_session_id: sessionId,
    token_created_at: createdAt,
    token_last_used_at: lastUsedAt,
    ...user
  } = row;
  return { token: { id, userId: user.id, sessionId: Number(sessionId), createdAt, lastUsedAt }, user };
}

/**
 * The sessions among `sessionIds` that still have a live access token: realtime connections are checked
 * when they open or renew, and swept now and then, so a session ended on another instance closes them too.
 */
export async function liveSessions(db: Db, sessionIds: readonly number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.query<{ session_id: string | number }>(
    `SELECT DISTINCT a.session_id FROM access_tokens a
      WHERE a.session_id = ANY($1::bigint[]) AND ${liveAccessSql('a', '$2', '$3', '$4')}`,
    [sessionIds.map(String), now, ACCESS_TOKEN_IDLE_TIMEOUT_MS, ACCESS_TOKEN_MAX_AGE_MS],
  );
  return new Set(rows.map((row) => Number(row.session_id)));
}

/** The session a token belongs to (the routes know the token id from the auth middleware). */
export async function sessionOfToken(db: Db, tokenId: number): Promise<number> {
  const row = await db.one<{ session_id: string | number }>('SELECT session_id FROM access_tokens WHERE id = $1', [
    tokenId,
  ]);
  return Number(row.session_id);
}

/**
 * `GET auth`'s renewal: once the access token `tokenId` is {@link ACCESS_TOKEN_RENEW_AFTER_MS} old, a new one
 * joins the same session and is returned (the old one lives on to its own expiry, so requests in flight and
 * other tabs are not cut). Null while the token is young.
 */
export async function renewAccessToken(db: Db, tokenId: number, now: Date): Promise<string | null> {
  const row = await db.one<{ user_id: number; session_id: string | number; created_at: Date }>(
    'SELECT user_id, session_id, created_at FROM access_tokens WHERE id = $1',
    [tokenId],
  );
  if (now.getTime() - row.created_at.getTime() < ACCESS_TOKEN_RENEW_AFTER_MS) return null;
  return (await issueToken(db, row.user_id, 'access', now, Number(row.session_id))).token;
}

/** Revokes every token of one session (logout): its access tokens, renewed ones included, and its realtime token. */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

/**
 * Revokes every token of a user except those of `keepSessionId` (a password change keeps the session that
 * made it); null revokes them all (a reset from an e-mailed link, where no session made it).
 */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE access_tokens SET revoked_at = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR session_id <> $2::bigint)`,
    [userId, keepSessionId, now],
  );
}
