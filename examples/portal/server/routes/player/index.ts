import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../http/env';

/** `player/...`: the web player's own API (pairing, heartbeat, content, sync, events, screenshots). */
export function playerRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
