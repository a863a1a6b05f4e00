import type { Type } from 'arktype';
import { type Envelope, type ParsedBodyOf, SCREENS_API } from '@screenplay/core/contract';
import { finTagOf, type ScreenDto, type ScreenTimer } from '@screenplay/core/screens';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { type BodyEndpoint, contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { publishToScreen } from '../../screens/events';
import {
  deleteScreenTimer,
  findFinTag,
  updateScreenDetails,
  upsertScreenTimer,
} from '../../screens/screenDetails.data';
import { findScreenDevice, findScreenId, screenSeenBy } from '../../screens/screens.read';
import { changeScreen } from '../../screens/screens.write';
import { assertItemWritable, tenantActor, tenantOf } from '../../tenancy';
import { SCREEN_FOLDERS } from '../../folders/folderLinks';
import { idParam } from '../../http/params';

/** A removed timer arrives as null times on Monday only (spec §4); its row is deleted. */
function isRemoval(timer: ScreenTimer): boolean {
  return timer.timeOn === null && timer.timeOff === null && timer.weekdays.length === 1 && timer.weekdays[0] === 'mon';
}

/** The timer a `timer-settings` body sets, once the contract checked it (core's `timerErrors`). */
function timerOf(body: ParsedBodyOf<typeof SCREENS_API.timerSettings>): ScreenTimer {
  return {
    type: body.type,
    level: 'PROPRIETARY',
    timeOn: body.timeOn,
    timeOff: body.timeOff,
    weekdays: [...new Set(body.weekdays)],
    volume: body.volume ?? null,
  };
}

/**
 * `screens/{id}/details/...` (spec §7): the device report, and each setting the player applies. Every PUT
 * changes the screen in one transaction, gives it a new content version (the player fetches it now) and
 * answers the updated ScreenDto, which the screens list receives too.
 */
export function screenDetailRoutes({ clock, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * The PUT of a setting's endpoint (mounted under `screens/`): reads its body through the contract after the 404 and
   * folder checks, then applies `write` as a content change.
   */
  function put<S extends Type<object>>(
    endpoint: BodyEndpoint<S> & { readonly __response?: Envelope<ScreenDto> },
    write: (tx: Db, screenId: number, body: S['infer'], now: Date) => Promise<void>,
  ) {
    app.put(`/${endpoint.path.replace(/^screens\//, '')}`, async (c: Context<AppEnv>) => {
      const screenId = idParam(c, 'id');
      const actor = await tenantActor(c);
      const db = c.var.db;
      if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
      await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
      const body = await contractBody(c, endpoint);
      const now = clock.now();
      const screen = await changeScreen({ db, customerId: actor.customerId, screenId, now, realtime }, async (tx) => {
        await write(tx, screenId, body, now);
        return true;
      });
      return contractJson(c, endpoint, { data: await screenSeenBy(c, screen) });
    });
  }

  app.get('/:id/details/device', async (c) => {
    const device = await findScreenDevice(c.var.db, tenantOf(c), idParam(c, 'id'), clock.now());
    if (!device) throw notFound();
    return contractJson(c, SCREENS_API.device, { data: device });
  });

  put(SCREENS_API.remoteControl, async (tx, id, body, now) => {
    await updateScreenDetails(tx, id, { remote_control_enabled: body.enabled }, now);
  });

  put(SCREENS_API.orientation, async (tx, id, body, now) => {
    await updateScreenDetails(tx, id, { orientation: body.orientation, resolution: body.resolution ?? null }, now);
  });

  /** `time` is the device time the form showed; the server keeps the zone and the NTP server. */
  put(SCREENS_API.timezone, async (tx, id, body, now) => {
    const ntpServer = body.ntpServer === undefined || body.ntpServer === '' ? null : body.ntpServer;
    await updateScreenDetails(tx, id, { timezone: body.timezone, ntp_server: ntpServer }, now);
  });

  put(SCREENS_API.volume, async (tx, id, body, now) => {
    await updateScreenDetails(tx, id, { volume: body.volume }, now);
  });

  put(SCREENS_API.brightness, async (tx, id, body, now) => {
    const { brightness1, brightness2, timeFrom1, timeFrom2 } = body;
    await updateScreenDetails(tx, id, { brightness1, brightness2, time_from1: timeFrom1, time_from2: timeFrom2 }, now);
  });

  /** One timer (only changed ones are sent); a removed one (null times, Monday only) deletes its slot. */
  put(SCREENS_API.timerSettings, async (tx, id, body) => {
    const timer = timerOf(body);
    if (isRemoval(timer)) {
      await deleteScreenTimer(tx, id, timer.type);
      return;
    }
    await upsertScreenTimer(tx, id, timer);
  });

  /**
   * Force reload (spec §2 lists it among the details; §7 gives no path, so this one is ours): the player
   * reloads its page, which fetches the app, the content and the media again. Not a content change: the
   * screen keeps its version, so a player that is offline now simply misses the request.
   */
  app.post('/:id/details/force-reload', async (c) => {
    const screenId = idParam(c, 'id');
    const actor = await tenantActor(c);
    if ((await findScreenId(c.var.db, actor.customerId, screenId)) === null) throw notFound();
    await assertItemWritable(c.var.db, actor, SCREEN_FOLDERS, screenId);
    publishToScreen(realtime, screenId, { name: 'reload', data: {} });
    return c.body(null, 202);
  });

  app.get('/:id/details/finance-tag', async (c) => {
    const finTag = await findFinTag(c.var.db, tenantOf(c), idParam(c, 'id'));
    if (finTag === undefined) throw notFound();
    return contractJson(c, SCREENS_API.financeTag, { data: { finTag } });
  });

  put(SCREENS_API.setFinanceTag, async (tx, id, body, now) => {
    // The rules refused what finTagOf cannot read; it trims, and empty text is no tag.
    await updateScreenDetails(tx, id, { fin_tag: finTagOf(body.finTag) ?? null }, now);
  });

  return app;
}
