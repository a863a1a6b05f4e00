import { Hono } from 'hono';
import { AUTHORING_NAME_MAX_LENGTH, TAG_SEARCH_MIN_LENGTH } from '@screenplay/core';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { tenantOf } from '../tenancy';
import type { TagWire } from './scenes/wire';

/** Most tags one search answers (not in the spec; a suggestion list, not a report). */
export const TAG_SEARCH_LIMIT = 50;

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `GET tags?search=xx`: the tenant's tags containing `search`, case-insensitive; under 2 characters, none. */
export function tagRoutes({ db: baseDb, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(baseDb, clock));
  app.get('/', async (c) => {
    const customerId = tenantOf(c);
    const search = (c.req.query('search') ?? '').trim().slice(0, AUTHORING_NAME_MAX_LENGTH);
    if (search.length < TAG_SEARCH_MIN_LENGTH) return c.json({ data: [] as TagWire[] });
    const data = await c.var.db.query<TagWire>(
      `SELECT id, name FROM tags WHERE customer_id = $1 AND name ILIKE $2 ESCAPE '\\' ORDER BY lower(name), id LIMIT $3`,
      [customerId, likePattern(search), TAG_SEARCH_LIMIT],
    );
    return c.json({ data });
  });
  return app;
}
