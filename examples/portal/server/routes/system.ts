import { Hono } from 'hono';
import { APP_VERSION } from '@screenplay/core';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';

/** Longest client error report written to the log. */
const LOG_ERROR_MAX_CHARS = 4000;

/** `GET health` (liveness plus a database round trip) and `POST log/log-error` (client error reports). */
export function systemRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/health', async (c) => {
    await db.query('SELECT 1');
    return c.json({ status: 'ok', version: APP_VERSION });
  });

  // Failures are silent for the client (spec §7), so this never validates: it logs and answers 204.
  app.post('/log/log-error', async (c) => {
    const text = await c.req.text().catch(() => '');
    console.warn(`[client-error] ${text.slice(0, LOG_ERROR_MAX_CHARS).replace(/\s+/g, ' ')}`);
    return c.body(null, 204);
  });

  return app;
}
