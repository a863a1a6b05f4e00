import { createHash, randomBytes } from 'node:crypto';
import { englishText } from '@screenplay/core/messages';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { asSystem, scopeToTenant, screenTenant, type TenantId } from '../tenancy';

/** Random bytes of a device token (base64url: 43 characters). */
export const DEVICE_TOKEN_BYTES = 32;

/** Random bytes of a pairing secret. */
export const PAIRING_SECRET_BYTES = 32;

/** The screen a device token names. */
export interface DeviceScreen {
  id: number;
  customerId: TenantId;
}

/** The Hono environment of the routes a paired player calls (`Authorization: Device <token>`). */
export interface PlayerEnv {
  Variables: {
    /** The player's screen. */
    screen: DeviceScreen;
    /** Every statement scoped to the screen's customer (server/tenancy). */
    db: Db;
  };
}

/** A new secret for a player: random, URL-safe. */
export function newPlayerSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a device token or pairing secret, as stored (the secret itself never is). */
export function hashPlayerSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A device token as the header carries it: base64url of {@link DEVICE_TOKEN_BYTES} bytes. */
const DEVICE_HEADER = /^Device ([A-Za-z0-9_-]{43})$/;

/** 401 for a player whose token names no screen: the player treats it as unpaired and shows a new code. */
export function unpaired(): HttpError {
  return new HttpError(401, { message: englishText('playerApi.unpaired') });
}

/** The screen of an `Authorization: Device <token>` header, or null. */
export async function findDeviceScreen(db: Db, authorization: string | undefined): Promise<DeviceScreen | null> {
  const token = DEVICE_HEADER.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const row = await asSystem(db, 'player').maybe<{ id: number; customer_id: number }>(
    'SELECT id, customer_id FROM screens WHERE device_token_hash = $1',
    [hashPlayerSecret(token)],
  );
  return row ? { id: row.id, customerId: screenTenant(row) } : null;
}

/**
 * Authenticates a paired player: its device token names its screen (through the 'player' system path, the
 * only cross-tenant read), and from then on the request's Db is scoped to the screen's customer, so a player
 * reaches its own screen's rows and no one else's. An unknown token answers 401.
 */
export function requireDevice(db: Db) {
  return createMiddleware<PlayerEnv>(async (c, next) => {
    const screen = await findDeviceScreen(db, c.req.header('authorization'));
    if (!screen) throw unpaired();
    c.set('screen', screen);
    c.set('db', scopeToTenant(db, screen.customerId));
    await next();
  });
}
