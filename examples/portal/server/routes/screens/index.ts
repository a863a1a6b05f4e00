import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../http/env';

/** `screens/...`: verification (pairing a player), a screen's details, move, delete, scenes and schedules. */
export function screenRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
