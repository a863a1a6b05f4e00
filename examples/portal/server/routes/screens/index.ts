import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { screenDetailRoutes } from './details';
import { screenPlayingRoutes } from './playing';
import { screenScheduleRoutes } from './schedules';
import { screenItemRoutes } from './screen';
import { verificationRoutes } from './verification';

/** `screens/...`: verification (pairing a player), a screen's details, move, delete, scenes and schedules. */
export function screenRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));
  app.route('/', verificationRoutes(deps));
  app.route('/', screenDetailRoutes(deps));
  app.route('/', screenScheduleRoutes(deps));
  app.route('/', screenPlayingRoutes(deps));
  app.route('/', screenItemRoutes(deps));
  return app;
}
