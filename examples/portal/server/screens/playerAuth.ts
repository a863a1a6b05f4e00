import { createHash, randomBytes } from 'node:crypto';
import { englishText } from '@screenplay/core/messages';
import type { MiddlewareHandler } from 'hono';
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

/** How long a device token's screen is remembered by {@link createDeviceAuth} (ours: a few heartbeats). */
export const DEVICE_CACHE_TTL_MS = 60_000;

/** Most device tokens remembered at once (ours: ten times the 5,000 players one server aims to hold). */
export const DEVICE_CACHE_MAX_ENTRIES = 50_000;

/** The two ways a route authenticates a player. */
export interface DeviceAuth {
  /**
   * The screen from a cache of recent tokens (a heartbeat every 20 s need not look its token up each time).
   * Only for routes whose first statement reads the screen's own row and answers 401 (`unpaired`) when it is
   * gone (heartbeat, content, sync): a removed screen's token gains nothing from the cache. Any other route
   * (brand, screenshot upload, data reads, the event stream) takes `fresh`, so it answers 401 at once too.
   */
  cached: MiddlewareHandler<PlayerEnv>;
  /** The screen read from the database on every call (the event stream, which would otherwise stay open). */
  fresh: MiddlewareHandler<PlayerEnv>;
}

/**
 * Authenticates a paired player: its device token names its screen (through the 'player' system path, the
 * only cross-tenant read), and from then on the request's Db is scoped to the screen's customer, so a player
 * reaches its own screen's rows and no one else's. An unknown token answers 401. One per app (its cache).
 */
export function createDeviceAuth(db: Db): DeviceAuth {
  const cache = new Map<string, { screen: DeviceScreen; until: number }>();
  const middleware = (useCache: boolean) =>
    createMiddleware<PlayerEnv>(async (c, next) => {
      const authorization = c.req.header('authorization') ?? '';
      const now = performance.now();
      const hit = useCache ? cache.get(authorization) : undefined;
      let screen = hit && hit.until > now ? hit.screen : null;
      if (!screen) {
        cache.delete(authorization);
        screen = await findDeviceScreen(db, authorization);
        if (!screen) throw unpaired();
        if (cache.size >= DEVICE_CACHE_MAX_ENTRIES) cache.clear();
        cache.set(authorization, { screen, until: now + DEVICE_CACHE_TTL_MS });
      }
      c.set('screen', screen);
      c.set('db', scopeToTenant(db, screen.customerId));
      await next();
    });
  return { cached: middleware(true), fresh: middleware(false) };
}
