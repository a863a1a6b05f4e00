import { describe, expect, it } from 'vitest';
import { hashSecret, parseBearer } from './tokens';

describe('parseBearer', () => {
  it('accepts the full <id>|<secret> form and the secret alone', () => {
    expect(parseBearer('Bearer 12|abc')).toEqual({ id: 12, secret: 'abc' });
    expect(parseBearer('bearer abc')).toEqual({ id: null, secret: 'abc' });
  });

  it('refuses other schemes, empty values and malformed ids', () => {
    for (const header of [
      undefined,
      '',
      'Basic abc',
      'Bearer',
      'Bearer |x',
      'Bearer 0|x',
      'Bearer 1|',
      'Bearer x|y',
      'Bearer a b',
    ]) {
      expect(parseBearer(header)).toBeNull();
    }
  });
});

describe('hashSecret', () => {
  it('is the hex SHA-256 of the secret', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
