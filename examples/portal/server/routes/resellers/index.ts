import { Hono } from 'hono';
import { RESELLERS_API } from '@screenplay/core/contract';
import { requireAuth } from '../../auth/middleware';
import { normaliseEmail } from '../../auth/users';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, textOf } from '../../http/errors';
import { idParam } from '../../http/params';
import { administratorRoutes } from './administrators';
import { billingDetailsRoutes } from './billingDetails';
import { priceRoutes } from './prices';
import {
  assertReseller,
  readReseller,
  readResellers,
  resellerActor,
  superAdminActor,
} from '../../resellers/resellers.data';
import {
  deleteResellerWithoutCustomers,
  insertReseller,
  type ResellerFields,
  updateReseller,
} from '../../resellers/resellers.write';

/** The key of the refusal to delete a reseller that still has customers (409; text in en.resellerManagement.ts). */
const HAS_CUSTOMERS_KEY = 'resellerErrors.hasCustomers';

/** A trimmed optional text field: null when absent or blank. */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A reseller's fields from a checked body: trimmed title, normalised e-mail, optional phone. */
function fieldsOf(raw: { title: string; email?: string | null; phone?: string | null }): ResellerFields {
  const email = optionalText(raw.email);
  return {
    title: raw.title.trim(),
    email: email === null ? null : normaliseEmail(email),
    phone: optionalText(raw.phone),
  };
}

/**
 * `resellers[/{id}]` (spec accounts §7 "Resellers", issue 13): list, read, add, edit and delete resellers;
 * administrators in administrators.ts, prices in prices.ts, billing details in billingDetails.ts. A super-admin reaches every reseller; a reseller's
 * administrator only its own (another reseller's answers 404) and may neither add nor delete resellers (403);
 * anyone else gets 403. Bad input answers 422 with core's checks as an errors map.
 *
 * Deleting a reseller that still has customers is refused (409 `resellerErrors.hasCustomers`) rather than
 * cascading: the schema's cascade would delete every customer of the reseller with all their scenes, screens and
 * users, which no confirmation of "delete this reseller" should imply. Its administrators' accounts, its prices
 * and payment methods go with it (they exist only for the reseller).
 */
export function resellerRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));

  app.get('/', async (c) => {
    const actor = await resellerActor(c);
    return contractJson(c, RESELLERS_API.list, { data: await readResellers(c.var.db, actor.ownReseller) });
  });

  app.post('/', async (c) => {
    await superAdminActor(c);
    const body = await contractBody(c, RESELLERS_API.create);
    const id = await insertReseller(c.var.db, fieldsOf(body), deps.clock.now());
    return contractJson(c, RESELLERS_API.create, { data: await readReseller(c.var.db, id) }, 201);
  });

  app.get('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    return contractJson(c, RESELLERS_API.get, { data: await readReseller(c.var.db, id) });
  });

  app.put('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    await updateReseller(c.var.db, id, fieldsOf(await contractBody(c, RESELLERS_API.update)));
    return contractJson(c, RESELLERS_API.update, { data: await readReseller(c.var.db, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await superAdminActor(c);
    const deleted = await c.var.db.transaction((tx) => deleteResellerWithoutCustomers(tx, actor, id));
    if (!deleted) throw new HttpError(409, { message: textOf(HAS_CUSTOMERS_KEY), code: HAS_CUSTOMERS_KEY });
    return c.body(null, 204);
  });

  app.route('/', administratorRoutes(deps));
  app.route('/', priceRoutes(deps));
  app.route('/', billingDetailsRoutes(deps));
  return app;
}
