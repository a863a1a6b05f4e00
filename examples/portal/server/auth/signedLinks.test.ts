import { describe, expect, it } from 'vitest';
import { checkVerifyLink, verifyLink, VERIFY_LINK_MINUTES } from './signedLinks';

const user = { id: 7, email: 'ada@acme.test' };
const now = new Date('2026-03-02T09:00:00Z');

function queryOf(link: string) {
  const url = new URL(link);
  return {
    expires: url.searchParams.get('expires') ?? '',
    hash: url.searchParams.get('hash') ?? '',
    signature: url.searchParams.get('signature') ?? '',
  };
}

describe('verification links', () => {
  const link = verifyLink('http://portal.test', 'key', user, now);

  it('points at the portal page of the user', () => {
    expect(link).toMatch(
      /^http:\/\/portal\.test\/auth\/email\/verify\/7\?expires=\d+&hash=[0-9a-f]{40}&signature=[0-9a-f]{64}$/,
    );
  });

  it(`is valid for ${VERIFY_LINK_MINUTES} minutes with the same key and address`, () => {
    expect(checkVerifyLink('key', user, queryOf(link), now)).toBe('valid');
    const later = new Date(now.getTime() + (VERIFY_LINK_MINUTES * 60 + 1) * 1000);
    expect(checkVerifyLink('key', user, queryOf(link), later)).toBe('expired');
  });

  it('is invalid with another key, another address, or a changed expiry', () => {
    expect(checkVerifyLink('other', user, queryOf(link), now)).toBe('invalid');
    expect(checkVerifyLink('key', { ...user, email: 'new@acme.test' }, queryOf(link), now)).toBe('invalid');
    expect(checkVerifyLink('key', user, { ...queryOf(link), expires: '99999999999' }, now)).toBe('invalid');
  });
});
