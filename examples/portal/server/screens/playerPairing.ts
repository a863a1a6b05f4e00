import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ThrottleRule } from '@screenplay/core';
import {
  PAIRING_CODE_TTL_MS,
  generatePairingCode,
  type PairingStarted,
  type PairingStatus,
  type PlayerDeviceInfo,
} from '@screenplay/core/screens';
import type { Db } from '../db/client';
import { asSystem } from '../tenancy';
import { DEVICE_TOKEN_BYTES, PAIRING_SECRET_BYTES, hashPlayerSecret, newPlayerSecret } from './playerAuth';

/**
 * Pairing a web player (core's `PairingStarted` / `PairingStatus`): an unpaired player asks for a code and polls
 * it with its secret; once a user has entered the code (`POST screens/verification` sets `claimed_screen_id`),
 * the next poll hands the player its device token, stores only the token's SHA-256 on the screen and deletes
 * the pairing. Pairings belong to no tenant: they are reached on the 'pairing' system path only.
 */

/**
 * Pairing codes one address may ask for per window (not in the spec; ours): a player asks for one every
 * 15 minutes, so 60 leaves room for a shop full of players behind one address and stops a flood of codes.
 */
export const PAIRINGS_PER_ADDRESS: ThrottleRule = { limit: 60, windowMs: 15 * 60_000 };

/** Tries at a code no unexpired pairing holds before giving up (30^6 codes: a clash is rare, ten in a row is not). */
export const PAIRING_CODE_ATTEMPTS = 10;

/** A claimed pairing the player never came back for is kept this long past its expiry, then swept. */
export const CLAIMED_PAIRING_GRACE_MS = PAIRING_CODE_TTL_MS;

/** Deletes expired pairings (claimed ones after their grace), so their codes can be shown again. */
export async function sweepPairings(db: Db, now: Date): Promise<void> {
  await asSystem(db, 'pairing').query(
    `DELETE FROM player_pairings
      WHERE (claimed_screen_id IS NULL AND expires_at <= $1) OR expires_at <= $2`,
    [now, new Date(now.getTime() - CLAIMED_PAIRING_GRACE_MS)],
  );
}

/** Starts a pairing: a code unique among unexpired pairings, valid {@link PAIRING_CODE_TTL_MS}, and its secret. */
export async function startPairing(db: Db, deviceInfo: PlayerDeviceInfo, now: Date): Promise<PairingStarted> {
  await sweepPairings(db, now);
  const system = asSystem(db, 'pairing');
  const secret = newPlayerSecret(PAIRING_SECRET_BYTES);
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  for (let attempt = 0; attempt < PAIRING_CODE_ATTEMPTS; attempt += 1) {
    const code = generatePairingCode(randomInt);
    const row = await system.maybe<{ id: string }>(
      `INSERT INTO player_pairings (id, code, secret_hash, device_info, created_at, expires_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [randomUUID(), code, hashPlayerSecret(secret), JSON.stringify(deviceInfo), now, expiresAt],
    );
    if (row) return { pairingId: row.id, code, expiresAt: expiresAt.toISOString(), secret };
  }
  throw new Error('No free pairing code after several tries');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What a poll of pairing `id` with `secret` answers: waiting, expired, or paired (once: the pairing is deleted
 * as the token is handed out); null when no pairing has that id and secret (404, alike for both).
 */
export async function pollPairing(db: Db, id: string, secret: string, now: Date): Promise<PairingStatus | null> {
  if (!UUID.test(id) || secret === '') return null;
  const system = asSystem(db, 'pairing');
  const row = await system.maybe<{ secret_hash: string; expires_at: Date; claimed_screen_id: number | null }>(
    'SELECT secret_hash, expires_at, claimed_screen_id FROM player_pairings WHERE id = $1',
    [id],
  );
  if (!row || !sameHash(row.secret_hash, hashPlayerSecret(secret))) return null;
  if (row.claimed_screen_id !== null) {
    const deviceToken = newPlayerSecret(DEVICE_TOKEN_BYTES);
    const screenId = await system.transaction(async (tx) => {
      // Deleting first makes the hand-over happen once, however many polls race.
      const claimed = await tx.maybe<{ claimed_screen_id: number }>(
        'DELETE FROM player_pairings WHERE id = $1 AND claimed_screen_id IS NOT NULL RETURNING claimed_screen_id',
        [id],
      );
      if (!claimed) return null;
      await tx.query('UPDATE screens SET device_token_hash = $2, updated_at = $3 WHERE id = $1', [
        claimed.claimed_screen_id,
        hashPlayerSecret(deviceToken),
        now,
      ]);
      return claimed.claimed_screen_id;
    });
    return screenId === null ? null : { status: 'paired', screenId, deviceToken };
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'waiting', expiresAt: new Date(row.expires_at).toISOString() };
}

/** An open pairing a code names: its id and what the device reported. */
export interface OpenPairing {
  id: string;
  device_info: { timezone?: unknown; displaySize?: unknown } | null;
}

/** The unclaimed, unexpired pairing showing `code` (any tenant may claim it: the code is the secret); null when none. */
export function findOpenPairing(db: Db, code: string, now: Date): Promise<OpenPairing | null> {
  return asSystem(db, 'pairing').maybe<OpenPairing>(
    'SELECT id, device_info FROM player_pairings WHERE code = $1 AND expires_at > $2 AND claimed_screen_id IS NULL',
    [code, now],
  );
}

/** Claims the pairing for a new screen in `tx`; false when it was claimed or expired meanwhile (nothing written). */
export async function claimPairing(tx: Db, pairingId: string, screenId: number, now: Date): Promise<boolean> {
  const claimed = await asSystem(tx, 'pairing').query<{ id: string }>(
    `UPDATE player_pairings SET claimed_screen_id = $1
      WHERE id = $2 AND claimed_screen_id IS NULL AND expires_at > $3 RETURNING id`,
    [screenId, pairingId, now],
  );
  return claimed.length > 0;
}
