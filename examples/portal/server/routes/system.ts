import { Hono } from 'hono';
import { SYSTEM_API } from '@screenplay/core/contract';
import { contractJson } from '../http/contract';
import { APP_VERSION } from '@screenplay/core';
import { ping } from '../db/client';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../tenancy/env';
import { LOG_ERROR_PATH, logErrorHandler } from './logError';

/** `GET health` (liveness plus a database round trip) and `POST log/log-error` (client error reports, logError.ts). */
export function systemRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/health', async (c) => {
    await ping(db);
    return contractJson(c, SYSTEM_API.health, { status: 'ok', version: APP_VERSION });
  });

  // Failures are silent for the client (spec §7): it logs (within its budget) and answers 204.
  app.post(LOG_ERROR_PATH, logErrorHandler(deps));

  return app;
}
