import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { sceneCrudRoutes } from './scenes';
import { sceneThumbnailRoutes } from './scene.thumbnail';
import { sectionRoutes } from './sections';

/** Every `/api/v1/scenes…` route, signed in and scoped to the acting customer. */
export function sceneRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));
  app.route('/', sectionRoutes());
  app.route('/', sceneCrudRoutes(deps));
  app.route('/', sceneThumbnailRoutes(deps));
  return app;
}
