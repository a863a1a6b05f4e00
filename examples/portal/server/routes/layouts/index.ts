import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { layoutCrudRoutes } from './layouts';
import { layoutThumbnailRoutes } from './layout.thumbnail';

/** Every `/api/v1/layouts…` route, signed in and scoped to the acting customer. */
export function layoutRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));
  app.route('/', layoutCrudRoutes(deps));
  app.route('/', layoutThumbnailRoutes(deps));
  return app;
}
