import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { mediaManageRoutes } from './media.manage';
import { mediaUploadRoutes } from './media.upload';

/**
 * Every `/api/v1/media…` route, signed in and scoped to the acting customer. Bodies have the API's limit (app.ts),
 * except multipart uploads, which media.upload.ts streams to disk under its `MEDIA_REQUEST_MAX_BYTES`.
 */
export function mediaRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));
  // The fixed paths (get, copy, move) before `POST /:folder`.
  app.route('/', mediaManageRoutes(deps));
  app.route('/', mediaUploadRoutes(deps));
  return app;
}
