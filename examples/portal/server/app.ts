import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { appKeyLoader } from './auth/signedLinks';
import { systemClock } from './clock';
import type { AppDeps, RouteDeps } from './deps';
import { NOOP_PUBLISHER } from './realtime/publisher';
import { inputGuard } from './http/body';
import type { AppEnv } from './tenancy/env';
import { ERROR_MESSAGES, HttpError } from './http/errors';
import { onError, onNotFound } from './http/handlers';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { customerRoutes } from './routes/customers';
import { licenceRoutes } from './routes/licences';
import { folderRoutes } from './routes/folders';
import { fontFileRoutes, fontRoutes } from './routes/fonts';
import { geoRoutes } from './routes/geo';
import { layoutRoutes } from './routes/layouts';
import { libraryRoutes } from './routes/library';
import { mediaRoutes } from './routes/media';
import { playerRoutes, screenshotFileRoutes } from './routes/player';
import { playlistItemRoutes } from './routes/playlistItems';
import { sceneRoutes } from './routes/scenes';
import { screenRoutes } from './routes/screens';
import { screenSyncRoutes } from './routes/screensyncs';
import { brandRoutes, settingsRoutes } from './routes/settings';
import { realtimeRoutes } from './routes/realtime';
import { resellerRoutes } from './routes/resellers';
import { rssRoutes } from './routes/rss';
import { socialRoutes } from './routes/social';
import { socialOAuthRoutes } from './routes/social/oauth';
import { LOG_ERROR_PATH, logErrorGate } from './routes/logError';
import { openApiRoutes } from './routes/openapi';
import { systemRoutes } from './routes/system';
import { tagRoutes } from './routes/tags';
import { tariffPlanRoutes } from './routes/tariffPlans';
import { workgroupRoutes } from './routes/workgroups';
import { ScreenEventBus, teeScreenMessages } from './screens/events';
import { staticRoutes } from './static';

/** Largest request body the API reads (an avatar of 2 MB plus form fields fits comfortably). */
export const API_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * The media upload routes, `POST media` and `POST media/{folder}` (a folder id, or -1 for none; not `move`): their
 * multipart bodies are streamed to disk under the route's own limit (routes/media/media.upload.ts).
 */
const MEDIA_UPLOAD_PATH = /^\/api\/v1\/media(?:\/-?[0-9]+)?$/;

/**
 * Whether a request is a multipart media upload, which the upload route streams to disk under its own, larger limit:
 * neither the API's body limit nor the input boundary may read it first (both would buffer it whole).
 */
function isMediaUpload(c: Context): boolean {
  return (
    c.req.method === 'POST' &&
    MEDIA_UPLOAD_PATH.test(c.req.path) &&
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
  );
}

/** Builds the whole HTTP application: `/api/v1`, `/locales`, `/fonts`, `/media` and the built portal. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const screenEvents = deps.screenEvents ?? new ScreenEventBus();
  const routeDeps: RouteDeps = {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    clock: deps.clock ?? systemClock,
    realtime: teeScreenMessages(deps.realtime ?? NOOP_PUBLISHER, screenEvents),
    screenEvents,
    appKey: appKeyLoader(deps.db, deps.config.appKey),
  };
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);

  const api = new Hono<AppEnv>();
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new HttpError(413, { message: ERROR_MESSAGES.tooLarge });
    },
  });
  // Client error reports are throttled and capped before any body is read (routes/logError.ts).
  const reportGate = logErrorGate(routeDeps);
  api.use((c, next) => (c.req.path === `/api/v1${LOG_ERROR_PATH}` ? reportGate(c, next) : next()));
  // Media uploads stream under their own, larger limit (routes/media); every other body, JSON to media included, has ours.
  api.use((c, next) => (isMediaUpload(c) ? next() : apiBodyLimit(c, next)));
  // Input no route can store (NUL, lone surrogates, 5,000-deep JSON, prototype keys) is refused before any route.
  api.use(inputGuard(isMediaUpload));
  api.route('/', systemRoutes(routeDeps));
  api.route('/', openApiRoutes());
  api.route('/auth', authRoutes(routeDeps));
  api.route('/customers', customerRoutes(routeDeps));
  api.route('/licences', licenceRoutes(routeDeps));
  api.route('/resellers', resellerRoutes(routeDeps));
  api.route('/tariffplans', tariffPlanRoutes(routeDeps));
  api.route('/workgroups', workgroupRoutes(routeDeps));
  api.route('/folders', folderRoutes(routeDeps));
  api.route('/scenes', sceneRoutes(routeDeps));
  api.route('/sections', playlistItemRoutes(routeDeps));
  api.route('/tags', tagRoutes(routeDeps));
  api.route('/layouts', layoutRoutes(routeDeps));
  api.route('/library', libraryRoutes(routeDeps));
  api.route('/media', mediaRoutes(routeDeps));
  api.route('/fonts', fontRoutes(routeDeps));
  api.route('/geo', geoRoutes(routeDeps));
  api.route('/facebook', socialRoutes(routeDeps, 'facebook'));
  api.route('/instagram', socialRoutes(routeDeps, 'instagram'));
  api.route('/oauth', socialOAuthRoutes(routeDeps));
  api.route('/rss', rssRoutes(routeDeps));
  api.route('/realtime', realtimeRoutes(routeDeps));
  api.route('/screens', screenRoutes(routeDeps));
  api.route('/screensyncs', screenSyncRoutes(routeDeps));
  api.route('/player', playerRoutes(routeDeps));
  api.route('/', billingRoutes(routeDeps));
  api.route('/screenshots', screenshotFileRoutes(routeDeps));
  api.route('/settings', settingsRoutes(routeDeps));
  api.route('/brand', brandRoutes(routeDeps));
  app.route('/api/v1', api);

  app.get('/locales/en.json', (c) => c.json(EN_MESSAGES));
  app.route('/fonts', fontFileRoutes());
  // Ably's token requests mean clients connect to Ably (realtime/publisher.ts), so the pages' CSP must allow it.
  app.route('/', staticRoutes({ ...deps.config, ably: routeDeps.realtime.createClientAuth !== undefined }));
  return app;
}
