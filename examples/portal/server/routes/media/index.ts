import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { fileTooLarge, VIDEO_MAX_BYTES } from '../../media/storage';
import { mediaManageRoutes } from './media.manage';
import { mediaUploadRoutes } from './media.upload';

/**
 * Largest media request body (not in the spec; ours): one video at its limit plus the form around it.
 * Bigger batches go one file per request, as the portal's uploads do.
 */
export const MEDIA_REQUEST_MAX_BYTES = VIDEO_MAX_BYTES + 1024 * 1024;

/** Every `/api/v1/media…` route, signed in and scoped to the acting customer (app.ts leaves the body limit to us). */
export function mediaRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));
  app.use(
    '*',
    bodyLimit({
      maxSize: MEDIA_REQUEST_MAX_BYTES,
      onError: () => {
        throw fileTooLarge();
      },
    }),
  );
  // The fixed paths (get, copy, move) before `POST /:folder`.
  app.route('/', mediaManageRoutes(deps));
  app.route('/', mediaUploadRoutes(deps));
  return app;
}
