import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters, stored in each hash (`verifyPassword` reads them back). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** scrypt cost parameters (OWASP's minimum recommendation: N=2^17 is stronger but 128 MB per hash). */
const SCRYPT: ScryptCost = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password with scrypt and a random salt: `scrypt$N$r$p$<salt b64>$<hash b64>`. The server always hashes at
 * its own cost; a lower `cost` is for test fixtures that sign in thousands of times (tests/api/support/testDb.ts).
 */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A well-formed hash of a random password, verified against when no user matched (equal timing). */
let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash in constant time. A null or malformed hash never matches,
 * but still costs one scrypt so "no such user" and "wrong password" take the same time.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const [scheme, n, r, p, saltB64, keyB64] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltB64 || !keyB64) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummyHash);
    return false;
  }
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
