import { SCREENS_API } from '@screenplay/core/contract';
import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { markContentChanged } from '../../screens/content';
import {
  deleteScreenSchedule,
  dropOrphanSyncs,
  findScreenScenes,
  schedulesOf,
  writeSchedules,
} from '../../screens/schedules';
import { findScreenId } from '../../screens/screens.read';
import { publishScreen } from '../../screens/screens.write';
import { assertItemWritable, tenantActor, tenantOf } from '../../tenancy';
import { SCREEN_FOLDERS } from '../../folders/folderLinks';
import { idParam } from '../../http/params';

/** `GET screens/{id}/scenes`, `PATCH screens/{id}/schedules`, `DELETE screens/{id}/schedules/{sid}` (spec §7). */
export function screenScheduleRoutes({ clock, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:id/scenes', async (c) => {
    const screenId = idParam(c, 'id');
    const customerId = tenantOf(c);
    if ((await findScreenId(c.var.db, customerId, screenId)) === null) throw notFound();
    return contractJson(c, SCREENS_API.scenes, { data: await findScreenScenes(c.var.db, customerId, screenId) });
  });

  /** Creates or updates the screen's schedules (`[{ id?, sceneId, name, events }]`); answers the screen's scenes. */
  app.patch('/:id/schedules', async (c) => {
    const screenId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
    const schedules = schedulesOf(await contractBody(c, SCREENS_API.updateSchedules), 'sceneId', { screenId });
    await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    const now = clock.now();
    const { notify } = await db.transaction((tx) => writeSchedules(tx, actor.customerId, schedules, now));
    notify(realtime);
    await publishScreen(db, actor.customerId, screenId, now, realtime);
    return contractJson(c, SCREENS_API.updateSchedules, {
      data: await findScreenScenes(db, actor.customerId, screenId),
    });
  });

  /** Unassigns: deletes one of the screen's schedules, and the scene's sync when it has no schedule left there. */
  app.delete('/:id/schedules/:sid', async (c) => {
    const screenId = idParam(c, 'id');
    const scheduleId = idParam(c, 'sid');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
    await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    const now = clock.now();
    const notify = await db.transaction(async (tx) => {
      if ((await findScreenId(tx, actor.customerId, screenId, true)) === null) throw notFound();
      if (!(await deleteScreenSchedule(tx, screenId, scheduleId))) throw notFound();
      await dropOrphanSyncs(tx, [screenId]);
      return markContentChanged(tx, [screenId], now);
    });
    notify(realtime);
    await publishScreen(db, actor.customerId, screenId, now, realtime);
    return c.body(null, 204);
  });

  return app;
}
