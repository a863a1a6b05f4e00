import { Hono } from 'hono';
import { parsePrice, resellerPriceErrors } from '@screenplay/core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../tenancy/env';
import { assertNoProblems, notFound, unprocessableKeys } from '../../http/errors';
import { idParam } from '../../http/params';
import { assertReseller, readReseller, resellerActor } from '../../resellers/resellers.data';
import {
  isResellersCustomer,
  type PlanPrice,
  setResellerCustomerPrice,
  setResellerPrice,
  tariffPlanExists,
} from '../../resellers/resellers.write';

/** The body as core checks it, or 422; a tariff plan that does not exist is a field problem too. */
async function readPriceBody(db: Db, raw: Record<string, unknown>): Promise<PlanPrice> {
  assertNoProblems(resellerPriceErrors(raw));
  const tariffPlanId = raw.tariffPlanId as number;
  if (!(await tariffPlanExists(db, tariffPlanId)))
    throw unprocessableKeys({ tariffPlanId: ['resellerErrors.tariffPlanUnknown'] });
  return { price: parsePrice(raw.price) as string, tariffPlanId };
}

/**
 * A reseller's prices (spec §7): `PUT resellers/{id}/prices {price, tariffPlanId}` sets its price of a tariff plan,
 * `PUT resellers/{id}/prices/{customerId}` (same body) its price of a plan for one of its own customers (another
 * reseller's customer, or a direct one, answers 404). Setting a price again replaces it. Answers the reseller.
 */
export function priceRoutes({ clock }: { clock: Clock }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put('/:id/prices', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertReseller(c.var.db, actor, id);
    const body = await readPriceBody(c.var.db, raw);
    await setResellerPrice(c.var.db, id, body, clock.now());
    return c.json({ data: await readReseller(c.var.db, id) });
  });

  app.put('/:id/prices/:customerId', async (c) => {
    const id = idParam(c, 'id');
    const customerId = idParam(c, 'customerId');
    const actor = await resellerActor(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertReseller(c.var.db, actor, id);
    if (!(await isResellersCustomer(c.var.db, id, customerId))) throw notFound();
    const body = await readPriceBody(c.var.db, raw);
    if (!(await setResellerCustomerPrice(c.var.db, id, customerId, body, clock.now()))) throw notFound();
    return c.json({ data: await readReseller(c.var.db, id) });
  });

  return app;
}
