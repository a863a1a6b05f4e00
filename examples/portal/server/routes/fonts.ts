import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { WIDGETS_API } from '@screenplay/core/contract';
import { contractJson } from '../http/contract';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import { FONT_CONTENT_TYPES, FONT_URL_PREFIX, fontCatalogue } from '../fonts/fontCatalogue';
import { notFound } from '../http/errors';
import type { AppEnv } from '../tenancy/env';

/** Headers of a font file: public, cached for a year, usable by pages of other origins (embedding integrators). */
const FONT_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000',
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** `GET fonts`: `{ data: FontFamily[] }`, sorted by family name. */
export function fontRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));
  app.get('/', async (c) => contractJson(c, WIDGETS_API.fonts, { data: (await fontCatalogue()).families }));
  return app;
}

/**
 * `GET /fonts/<file>`: the files `GET fonts` lists, and nothing else (the name is looked up, never
 * joined to a path, so no request can reach another file).
 */
export function fontFileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('*', async (c) => {
    // Every path under the prefix ends here, so an unknown one is 404 rather than the portal's page.
    const fileName = c.req.path.slice(FONT_URL_PREFIX.length);
    const file = (await fontCatalogue()).files.get(fileName);
    if (!file) throw notFound();
    const bytes = new Uint8Array(await readFile(file.path));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': FONT_CONTENT_TYPES[file.format],
      ...FONT_FILE_HEADERS,
      // An SVG font opened on its own is a document: it may run nothing and load nothing.
      ...(file.format === 'svg' ? { 'Content-Security-Policy': "default-src 'none'; sandbox" } : {}),
    });
  });
  return app;
}
