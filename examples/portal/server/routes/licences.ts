import { Hono } from 'hono';
import { CUSTOMERS_API } from '@screenplay/core/contract';
import { contractJson } from '../http/contract';
import { requireAuth } from '../auth/middleware';
import { licenceStatus } from '../billing/licences';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../tenancy/env';
import { tenantOf } from '../tenancy';

/**
 * `GET licences` (ours, issue 25: "screens over the count keep playing but the customer is warned"; "the customers and
 * billing pages show what expires when"): the acting customer's licences now, its screens in use and over the valid
 * licences, its maximum and its licence orders, for its Screens page (the warning) and Billing (the Licences section).
 * Any user of the customer reads it (the warning is for everyone who manages its screens); 403 without an acting
 * customer. Read in the customer's own scope: row-level security keeps every other customer's orders out.
 */
export function licenceRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));
  app.get('/', async (c) =>
    contractJson(c, CUSTOMERS_API.licenceStatus, { data: await licenceStatus(c.var.db, tenantOf(c), clock.now()) }),
  );
  return app;
}
