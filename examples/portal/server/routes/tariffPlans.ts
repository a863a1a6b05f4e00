import { Hono } from 'hono';
import { TARIFF_PLANS_MAX, type TariffPlan } from '@screenplay/core';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { resellerActor } from './resellers/resellers.data';

/**
 * `GET tariffplans` (issue 13): the provider's tariff plans a reseller prices (`PUT resellers/{id}/prices
 * {price, tariffPlanId}`), as `{data: [{id, title}]}` sorted by title, at most {@link TARIFF_PLANS_MAX}. The plans
 * are one catalogue for every reseller (migration 007, no tenant owns one), so the callers are those of the
 * resellers API: a super-admin or a reseller's administrator; anyone else 403.
 */
export function tariffPlanRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));

  app.get('/', async (c) => {
    await resellerActor(c);
    const plans = await c.var.db.query<TariffPlan>(
      'SELECT id, title FROM tariff_plans ORDER BY lower(title), id LIMIT $1',
      [TARIFF_PLANS_MAX],
    );
    return c.json({ data: plans });
  });

  return app;
}
