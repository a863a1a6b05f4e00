import { Hono } from 'hono';
import { TAGS_API } from '@screenplay/core/contract';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import { contractQuery, contractJson } from '../http/contract';
import { tenantOf } from '../tenancy';
import type { AppEnv } from '../tenancy/env';
import { searchTags } from '../tags/tags.read';

/** `GET tags?search=xx`: the tenant's tags containing `search`, case-insensitive; under 2 characters, none. */
export function tagRoutes({ db: baseDb, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(baseDb, clock));
  app.get('/', async (c) => {
    const { search = '' } = contractQuery(c, TAGS_API.search);
    return contractJson(c, TAGS_API.search, { data: await searchTags(c.var.db, tenantOf(c), search) });
  });
  return app;
}
