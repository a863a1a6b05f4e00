import { Hono } from 'hono';
import type { WorkgroupPermission } from '@screenplay/core';
import { WORKGROUPS_API } from '@screenplay/core/contract';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, textOf } from '../../http/errors';
import { idParam } from '../../http/params';
import { memberRoutes } from './members';
import { assertWorkgroup, readWorkgroup, readWorkgroups, workgroupAdmin } from '../../workgroups/workgroups.data';
import {
  deleteEmptyWorkgroup,
  insertWorkgroup,
  renameWorkgroup,
  replaceWorkgroupPermissions,
} from '../../workgroups/workgroups.write';

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
    return contractJson(c, WORKGROUPS_API.list, { data: await readWorkgroups(c.var.db, actor.customerId) });
  });

  app.post('/', async (c) => {
    const actor = await workgroupAdmin(c);
    const { title } = await contractBody(c, WORKGROUPS_API.create);
    const id = await insertWorkgroup(c.var.db, actor.customerId, title.trim(), deps.clock.now());
    return contractJson(c, WORKGROUPS_API.create, { data: await readWorkgroup(c.var.db, actor.customerId, id) }, 201);
  });

  app.get('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    return contractJson(c, WORKGROUPS_API.get, { data: await readWorkgroup(c.var.db, actor.customerId, id) });
  });

  app.put('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    await assertWorkgroup(c.var.db, actor.customerId, id);
    const { title } = await contractBody(c, WORKGROUPS_API.update);
    await renameWorkgroup(c.var.db, actor.customerId, id, title.trim());
    return contractJson(c, WORKGROUPS_API.update, { data: await readWorkgroup(c.var.db, actor.customerId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c, 'id');
    const actor = await workgroupAdmin(c);
    const deleted = await c.var.db.transaction((tx) => deleteEmptyWorkgroup(tx, actor.customerId, id));
    if (!deleted) throw new HttpError(409, { message: textOf(NOT_EMPTY_KEY), code: NOT_EMPTY_KEY });
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
    await assertWorkgroup(c.var.db, actor.customerId, id);
    // Core's rules (workgroupPermissionsErrors) hold known types and levels, each type once.
    const permissions = (await contractBody(c, WORKGROUPS_API.setPermissions)).permissions as WorkgroupPermission[];
    await c.var.db.transaction((tx) => replaceWorkgroupPermissions(tx, actor.customerId, id, permissions));
    return contractJson(c, WORKGROUPS_API.setPermissions, {
      data: await readWorkgroup(c.var.db, actor.customerId, id),
    });
  });

  app.route('/', memberRoutes(deps));
  return app;
}
