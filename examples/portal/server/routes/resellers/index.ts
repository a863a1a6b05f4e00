import { Hono } from 'hono';
import { resellerErrors } from '@screenplay/core';
import { requireAuth } from '../../auth/middleware';
import { normaliseEmail } from '../../auth/users';
import type { RouteDeps } from '../../deps';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../tenancy/env';
import { assertNoProblems, HttpError, notFound, textOf } from '../../http/errors';
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

/** The key of the refusal to delete a reseller that still has customers (409; text in en.resellerManagement.ts). */
const HAS_CUSTOMERS_KEY = 'resellerErrors.hasCustomers';

/** A trimmed optional text field: null when absent or blank. */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
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
    return c.json({ data: await readResellers(c.var.db, actor.ownReseller) });
  });

  app.post('/', async (c) => {
    await superAdminActor(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    assertNoProblems(resellerErrors(raw));
    const email = optionalText(raw.email);
    const row = await c.var.db.one<{ id: number }>(
      'INSERT INTO resellers (title, email, phone, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [
        (raw.title as string).trim(),
        email === null ? null : normaliseEmail(email),
        optionalText(raw.phone),
        deps.clock.now(),
      ],
    );
    return c.json({ data: await readReseller(c.var.db, row.id) }, 201);
  });

  app.get('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    return c.json({ data: await readReseller(c.var.db, id) });
  });

  app.put('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertReseller(c.var.db, actor, id);
    assertNoProblems(resellerErrors(raw));
    const email = optionalText(raw.email);
    await c.var.db.query('UPDATE resellers SET title = $2, email = $3, phone = $4 WHERE id = $1', [
      id,
      (raw.title as string).trim(),
      email === null ? null : normaliseEmail(email),
      optionalText(raw.phone),
    ]);
    return c.json({ data: await readReseller(c.var.db, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await superAdminActor(c);
    await c.var.db.transaction(async (tx) => {
      await assertReseller(tx, actor, id, true);
      const customers = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE reseller_id = $1', [
        id,
      ]);
      if (customers.n > 0) throw new HttpError(409, { message: textOf(HAS_CUSTOMERS_KEY), code: HAS_CUSTOMERS_KEY });
      const deleted = await tx.query('DELETE FROM resellers WHERE id = $1 RETURNING id', [id]);
      if (deleted.length === 0) throw notFound();
    });
    return c.body(null, 204);
  });

  app.route('/', administratorRoutes(deps));
  app.route('/', priceRoutes(deps));
  app.route('/', billingDetailsRoutes(deps));
  return app;
}
