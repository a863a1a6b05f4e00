import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { appKeyLoader } from './auth/signedLinks';
import { systemClock } from './clock';
import type { AppDeps, RouteDeps } from './deps';
import { NOOP_PUBLISHER } from './realtime/publisher';
import type { AppEnv } from './http/env';
import { ERROR_MESSAGES, HttpError } from './http/errors';
import { onError, onNotFound } from './http/handlers';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { folderRoutes } from './routes/folders';
import { playlistItemRoutes } from './routes/playlistItems';
import { sceneRoutes } from './routes/scenes';
import { realtimeRoutes } from './routes/realtime';
import { systemRoutes } from './routes/system';
import { tagRoutes } from './routes/tags';
import { staticRoutes } from './static';

/** Largest request body the API reads (an avatar of 2 MB plus form fields fits comfortably). */
export const API_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** Builds the whole HTTP application: `/api/v1`, `/locales`, `/media` and the built portal. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const routeDeps: RouteDeps = {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    clock: deps.clock ?? systemClock,
    realtime: deps.realtime ?? NOOP_PUBLISHER,
    appKey: appKeyLoader(deps.db, deps.config.appKey),
  };
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);

  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: () => {
        throw new HttpError(413, { message: ERROR_MESSAGES.tooLarge });
      },
    }),
  );
  api.route('/', systemRoutes(routeDeps));
  api.route('/auth', authRoutes(routeDeps));
  api.route('/customers', customerRoutes(routeDeps));
  api.route('/folders', folderRoutes(routeDeps));
  api.route('/scenes', sceneRoutes(routeDeps));
  api.route('/sections', playlistItemRoutes(routeDeps));
  api.route('/tags', tagRoutes(routeDeps));
  api.route('/realtime', realtimeRoutes(routeDeps));
  app.route('/api/v1', api);

  app.get('/locales/en.json', (c) => c.json(EN_MESSAGES));
  app.route('/', staticRoutes(deps.config));
  return app;
}
