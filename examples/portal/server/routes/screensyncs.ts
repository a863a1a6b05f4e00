import { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';

/** `screensyncs/{id}/...`: screenshots (take, archive) and force push (spec accounts §7). */
export function screenSyncRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
