import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { libraryFolderRoutes } from './library.folders';
import { stockRoutes } from './stock';
import { templateRoutes } from './templates';

/**
 * Every `/api/v1/library…` route, signed in and scoped to the acting customer. Order matters:
 * `POST library/{folder}` (a template into a folder) comes last, after `folders` and the stock searches.
 */
export function libraryRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));
  app.route('/', stockRoutes(deps));
  app.route('/', libraryFolderRoutes(deps));
  app.route('/', templateRoutes(deps));
  return app;
}
