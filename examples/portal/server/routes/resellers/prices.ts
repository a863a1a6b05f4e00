import { Hono } from 'hono';
import { parsePrice } from '@screenplay/core';
import { RESELLERS_API } from '@screenplay/core/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound, unprocessableKeys } from '../../http/errors';
import { idParam } from '../../http/params';
import { assertReseller, readReseller, resellerActor } from '../../resellers/resellers.data';
import {
  isResellersCustomer,
  type PlanPrice,
  setResellerCustomerPrice,
  setResellerPrice,
  tariffPlanExists,
} from '../../resellers/resellers.write';

/**
 * The price a body sets, checked by the contract (core's `resellerPriceErrors`); a tariff plan that does not exist
 * is a field problem too (422).
 */
async function planPriceOf(db: Db, body: { price: string | number; tariffPlanId: number }): Promise<PlanPrice> {
  if (!(await tariffPlanExists(db, body.tariffPlanId)))
    throw unprocessableKeys({ tariffPlanId: ['resellerErrors.tariffPlanUnknown'] });
  // The rules refused any price parsePrice cannot read.
  return { price: parsePrice(body.price) as string, tariffPlanId: body.tariffPlanId };
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
    await assertReseller(c.var.db, actor, id);
    const body = await planPriceOf(c.var.db, await contractBody(c, RESELLERS_API.setPrice));
    await setResellerPrice(c.var.db, id, body, clock.now());
    return contractJson(c, RESELLERS_API.setPrice, { data: await readReseller(c.var.db, id) });
  });

  app.put('/:id/prices/:customerId', async (c) => {
    const id = idParam(c, 'id');
    const customerId = idParam(c, 'customerId');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    if (!(await isResellersCustomer(c.var.db, id, customerId))) throw notFound();
    const body = await planPriceOf(c.var.db, await contractBody(c, RESELLERS_API.setCustomerPrice));
    if (!(await setResellerCustomerPrice(c.var.db, id, customerId, body, clock.now()))) throw notFound();
    return contractJson(c, RESELLERS_API.setCustomerPrice, { data: await readReseller(c.var.db, id) });
  });

  return app;
}
