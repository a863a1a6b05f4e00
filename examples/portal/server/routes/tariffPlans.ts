import { Hono } from 'hono';
import { RESELLERS_API } from '@screenplay/core/contract';
import { contractJson } from '../http/contract';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../tenancy/env';
import { listTariffPlans, resellerActor } from '../resellers/resellers.data';

/**
 * `GET tariffplans` (issue 13): the provider's tariff plans a reseller prices (`PUT resellers/{id}/prices
 * {price, tariffPlanId}`), as `{data: [{id, title}]}` sorted by title, at most core's `TARIFF_PLANS_MAX`. The plans
 * are one catalogue for every reseller (migration 007, no tenant owns one), so the callers are those of the
 * resellers API: a super-admin or a reseller's administrator; anyone else 403.
 */
export function tariffPlanRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));

  app.get('/', async (c) => {
    await resellerActor(c);
    return contractJson(c, RESELLERS_API.tariffPlans, { data: await listTariffPlans(c.var.db) });
  });

  return app;
}
