import { describe, expect, it } from 'vitest';
import {
  defaultClientId,
  isClientIdOf,
  issueRealtimeToken,
  REALTIME_TOKEN_TTL_MS,
  verifyRealtimeToken,
} from './realtimeToken';

const KEY = 'test-app-key';
const NOW = Date.UTC(2026, 2, 2, 9);

describe('realtime tokens', () => {
  it('issues an Ably-shaped TokenDetails valid for 10 minutes', () => {
    const details = issueRealtimeToken(KEY, 7, 'user:7:abc', NOW, 3);
    expect(details).toMatchObject({ issued: NOW, expires: NOW + 10 * 60 * 1000, clientId: 'user:7:abc' });
    expect(JSON.parse(details.capability)).toEqual({ '*': ['presence', 'publish', 'subscribe'] });
  });

  it('verifies until the last millisecond and reports expiry after', () => {
    const { token } = issueRealtimeToken(KEY, 7, 'user:7', NOW, 3);
    expect(verifyRealtimeToken(KEY, token, NOW + REALTIME_TOKEN_TTL_MS - 1)).toEqual({
      ok: true,
      claims: { userId: 7, clientId: 'user:7', sessionId: 3, issued: NOW, expires: NOW + REALTIME_TOKEN_TTL_MS },
    });
    expect(verifyRealtimeToken(KEY, token, NOW + REALTIME_TOKEN_TTL_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, a tampered payload and garbage', () => {
    const { token } = issueRealtimeToken(KEY, 7, 'user:7', NOW, 3);
    expect(verifyRealtimeToken('other-key', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 8, c: 'user:8', i: NOW, x: NOW + 1000 })).toString('base64url');
    expect(verifyRealtimeToken(KEY, `${forged}.${signature}`, NOW).ok).toBe(false);
    for (const garbage of ['', '.', 'abc', 'a.b.c', `${token}x`])
      expect(verifyRealtimeToken(KEY, garbage, NOW).ok).toBe(false);
  });

  it('binds client ids to their user', () => {
    expect(defaultClientId(7)).toBe('user:7');
    expect(isClientIdOf('user:7', 7)).toBe(true);
    expect(isClientIdOf('user:7:tab-1_a', 7)).toBe(true);
    expect(isClientIdOf('user:70', 7)).toBe(false);
    expect(isClientIdOf('user:7:', 7)).toBe(false);
    expect(isClientIdOf('user:7:a:b', 7)).toBe(false);
    expect(isClientIdOf('*', 7)).toBe(false);
    expect(isClientIdOf(`user:7:${'x'.repeat(93)}`, 7)).toBe(true);
    expect(isClientIdOf(`user:7:${'x'.repeat(94)}`, 7)).toBe(false);
  });
});
