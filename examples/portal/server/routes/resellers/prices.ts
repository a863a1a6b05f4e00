import { Hono } from 'hono';
import { parsePrice, resellerPriceErrors } from '@screenplay/core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../tenancy/env';
import { assertNoProblems, notFound, unprocessableKeys } from '../../http/errors';
import { asSystem } from '../../tenancy';
import { idParam } from '../../http/params';
import { assertReseller, readReseller, resellerActor } from '../../resellers/resellers.data';

/** A valid `{price, tariffPlanId}` body (checked by core's `resellerPriceErrors` first). */
interface PriceBody {
  price: string;
  tariffPlanId: number;
}

/** The body as core checks it, or 422; a tariff plan that does not exist is a field problem too. */
async function readPriceBody(db: Db, raw: Record<string, unknown>): Promise<PriceBody> {
  assertNoProblems(resellerPriceErrors(raw));
  const tariffPlanId = raw.tariffPlanId as number;
  const plan = await db.maybe<{ id: number }>('SELECT id FROM tariff_plans WHERE id = $1', [tariffPlanId]);
  if (!plan) throw unprocessableKeys({ tariffPlanId: ['resellerErrors.tariffPlanUnknown'] });
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
    await c.var.db.query(
      `INSERT INTO reseller_prices (reseller_id, tariff_plan_id, price, updated_at) VALUES ($1, $2, $3::numeric, $4)
       ON CONFLICT (reseller_id, tariff_plan_id) DO UPDATE SET price = EXCLUDED.price, updated_at = EXCLUDED.updated_at`,
      [id, body.tariffPlanId, body.price, clock.now()],
    );
    return c.json({ data: await readReseller(c.var.db, id) });
  });

  app.put('/:id/prices/:customerId', async (c) => {
    const id = idParam(c, 'id');
    const customerId = idParam(c, 'customerId');
    const actor = await resellerActor(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertReseller(c.var.db, actor, id);
    const own = await c.var.db.maybe<{ id: number }>('SELECT id FROM customers WHERE id = $1 AND reseller_id = $2', [
      customerId,
      id,
    ]);
    if (!own) throw notFound();
    const body = await readPriceBody(c.var.db, raw);
    // The customer is the reseller's (checked above and again in the statement): the system path writes only that row.
    const written = await asSystem(c.var.db, 'reseller-prices').query(
      `INSERT INTO reseller_customer_prices (reseller_id, customer_id, tariff_plan_id, price, updated_at)
       SELECT $1, c.id, $3, $4::numeric, $5 FROM customers c WHERE c.id = $2 AND c.reseller_id = $1
       ON CONFLICT (reseller_id, customer_id, tariff_plan_id)
       DO UPDATE SET price = EXCLUDED.price, updated_at = EXCLUDED.updated_at
       RETURNING customer_id`,
      [id, customerId, body.tariffPlanId, body.price, clock.now()],
    );
    if (written.length === 0) throw notFound();
    return c.json({ data: await readReseller(c.var.db, id) });
  });

  return app;
}
