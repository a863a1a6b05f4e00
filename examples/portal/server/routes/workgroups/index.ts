import { Hono } from 'hono';
import { workgroupPermissionsErrors, workgroupTitleErrors, type WorkgroupPermission } from '@screenplay/core';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../tenancy/env';
import { assertNoProblems, HttpError, notFound, textOf } from '../../http/errors';
import { idParam } from '../../http/params';
import { memberRoutes } from './members';
import { assertWorkgroup, readWorkgroup, readWorkgroups, workgroupAdmin } from '../../workgroups/workgroups.data';

/** The key of the refusal to delete a workgroup that still has members (409; texts in en.workgroups.ts). */
const NOT_EMPTY_KEY = 'workgroupErrors.notEmpty';

/**
 * `workgroups[/{id}]` (spec accounts §7, issue 13): list, create, rename, delete, and replace a workgroup's
 * permissions; members in members.ts. Every call is the acting customer's admin's (403 otherwise); another
 * customer's workgroup is unknown (404); bad input answers 422 with core's checks as an errors map.
 *
 * Deleting a workgroup that still has members is refused (409 `workgroupErrors.notEmpty`): members are people
 * with accounts, and silently leaving them in no workgroup would also silently drop every grant they had.
 */
export function workgroupRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps.db, deps.clock));

  app.get('/', async (c) => {
    const actor = await workgroupAdmin(c);
    return c.json({ data: await readWorkgroups(c.var.db, actor.customerId) });
  });

  app.post('/', async (c) => {
    const actor = await workgroupAdmin(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    assertNoProblems(workgroupTitleErrors(raw.title));
    const title = (raw.title as string).trim();
    const row = await c.var.db.one<{ id: number }>(
      'INSERT INTO workgroups (customer_id, title, created_at) VALUES ($1, $2, $3) RETURNING id',
      [actor.customerId, title, deps.clock.now()],
    );
    return c.json({ data: await readWorkgroup(c.var.db, actor.customerId, row.id) }, 201);
  });

  app.get('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    return c.json({ data: await readWorkgroup(c.var.db, actor.customerId, id) });
  });

  app.put('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertWorkgroup(c.var.db, actor.customerId, id);
    assertNoProblems(workgroupTitleErrors(raw.title));
    await c.var.db.query('UPDATE workgroups SET title = $3 WHERE id = $1 AND customer_id = $2', [
      id,
      actor.customerId,
      (raw.title as string).trim(),
    ]);
    return c.json({ data: await readWorkgroup(c.var.db, actor.customerId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    await c.var.db.transaction(async (tx) => {
      await assertWorkgroup(tx, actor.customerId, id, true);
      const members = await tx.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM workgroup_users WHERE workgroup_id = $1',
        [id],
      );
      if (members.n > 0) throw new HttpError(409, { message: textOf(NOT_EMPTY_KEY), code: NOT_EMPTY_KEY });
      // Its grants go with it (ON DELETE CASCADE); nothing else refers to a workgroup but folder grants, likewise.
      const deleted = await tx.query('DELETE FROM workgroups WHERE id = $1 AND customer_id = $2 RETURNING id', [
        id,
        actor.customerId,
      ]);
      if (deleted.length === 0) throw notFound();
    });
    return c.body(null, 204);
  });

  /**
   * `PUT workgroups/{id}/grouppermissions {permissions}`: the array replaces the workgroup's grants in one
   * transaction (a type left out is no longer granted: Hidden, as the session reads it). Members see the change
   * on their next session read (`GET auth` computes `groupPermissions` from these rows each time).
   */
  app.put('/:id/grouppermissions', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    const raw = (await readJson(c)) as Record<string, unknown>;
    await assertWorkgroup(c.var.db, actor.customerId, id);
    assertNoProblems(workgroupPermissionsErrors(raw.permissions));
    const permissions = raw.permissions as WorkgroupPermission[];
    await c.var.db.transaction(async (tx) => {
      await assertWorkgroup(tx, actor.customerId, id, true);
      await tx.query('DELETE FROM group_permissions WHERE workgroup_id = $1', [id]);
      for (const { permissionType, level } of permissions)
        await tx.query('INSERT INTO group_permissions (workgroup_id, permission_type, level) VALUES ($1, $2, $3)', [
          id,
          permissionType,
          level,
        ]);
    });
    return c.json({ data: await readWorkgroup(c.var.db, actor.customerId, id) });
  });

  app.route('/', memberRoutes(deps));
  return app;
}
