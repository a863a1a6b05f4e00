import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { emailRoutes } from './email';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { sessionRoutes } from './session';

/** Every `/api/v1/auth…` route. */
export function authRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', sessionRoutes(deps));
  app.route('/', passwordRoutes(deps));
  app.route('/', emailRoutes(deps));
  app.route('/', profileRoutes(deps));
  return app;
}
