import { createHmac, timingSafeEqual } from 'node:crypto';
import { REALTIME_TOKEN_TTL_MS } from '@screenplay/core';
import type { RealtimeTokenDetailsDto } from '@screenplay/core/contract';

/** How long a realtime token lives (core's constant): short, so a connection re-checks its session often. */
export { REALTIME_TOKEN_TTL_MS };

/** Longest client id accepted (it travels in every message). */
export const CLIENT_ID_MAX_LENGTH = 100;

/** The capability our tokens carry: informative only, `canAccessChannel` decides per attach. */
export const LOCAL_CAPABILITY = JSON.stringify({ '*': ['presence', 'publish', 'subscribe'] });

/** Ably's TokenDetails, as the token endpoint answers it and ably-js's `authCallback` consumes it (the contract's). */
export type TokenDetails = RealtimeTokenDetailsDto;

/** What a verified token says. */
export interface RealtimeTokenClaims {
  userId: number;
  clientId: string;
  /** The sign-in session the token was issued to; the hub checks it is still live when connecting and renewing. */
  sessionId: number;
  issued: number;
  expires: number;
}

/** Outcome of verifying a presented token. */
export type TokenCheck = { ok: true; claims: RealtimeTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** The per-editor client id grammar: `user:<id>` or `user:<id>:<suffix>` (letters, digits, `_`, `-`). */
const CLIENT_ID_PATTERN = /^user:(\d+)(?::[\w-]+)?$/;

/** The default client id of a user (one per user; editors ask for a suffixed one each). */
export function defaultClientId(userId: number): string {
  return `user:${userId}`;
}

/** True when `clientId` belongs to `userId` (`user:<id>` or `user:<id>:<suffix>`) and is not too long. */
export function isClientIdOf(clientId: string, userId: number): boolean {
  if (clientId.length > CLIENT_ID_MAX_LENGTH) return false;
  const match = CLIENT_ID_PATTERN.exec(clientId);
  return match !== null && Number(match[1]) === userId;
}

/** Realtime tokens are signed with a key derived from the app key, so they never verify as another kind of signature. */
function tokenKey(appKey: string): Buffer {
  return createHmac('sha256', appKey).update('screenplay-realtime-token').digest();
}

function signature(appKey: string, payload: string): string {
  return createHmac('sha256', tokenKey(appKey)).update(payload).digest('base64url');
}

/**
 * Issues a signed token `<payload>.<signature>` for `clientId` of the sign-in `sessionId`, valid for
 * {@link REALTIME_TOKEN_TTL_MS} from `now`.
 */
export function issueRealtimeToken(
  appKey: string,
  userId: number,
  clientId: string,
  now: number,
  sessionId: number,
): TokenDetails {
  const expires = now + REALTIME_TOKEN_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ u: userId, c: clientId, s: sessionId, i: now, x: expires })).toString(
    'base64url',
  );
  return {
    token: `${payload}.${signature(appKey, payload)}`,
    expires,
    issued: now,
    clientId,
    capability: LOCAL_CAPABILITY,
  };
}

function decodeClaims(payload: string): RealtimeTokenClaims | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { u, c, s, i, x } = value;
    if (!Number.isSafeInteger(u) || typeof c !== 'string' || !Number.isSafeInteger(s)) return null;
    if (!Number.isFinite(i) || !Number.isFinite(x)) return null;
    return { userId: u as number, clientId: c, sessionId: s as number, issued: i as number, expires: x as number };
  } catch {
    return null;
  }
}

/** Verifies a token's signature (constant time) and expiry. */
export function verifyRealtimeToken(appKey: string, token: string, now: number): TokenCheck {
  const dot = token.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'invalid' };
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(signature(appKey, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = decodeClaims(payload);
  if (!claims || !isClientIdOf(claims.clientId, claims.userId)) return { ok: false, reason: 'invalid' };
  if (claims.expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
