import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('screenplay');
    const second = await hashPassword('screenplay');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('screenplay', first)).toBe(true);
    expect(await verifyPassword('Screenplay', first)).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
