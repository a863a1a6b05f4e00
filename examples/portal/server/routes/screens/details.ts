import { isTimeZone } from '@screenplay/core/schedule';
import {
  SCREEN_ERROR_KEYS,
  SCREEN_ORIENTATIONS,
  type ScreenTimer,
  TIMER_TYPES,
  TIMER_WEEKDAYS,
  type TimerType,
  type TimerWeekday,
  brightnessErrors,
  finTagOf,
  isNtpServer,
  isResolution,
  isScreenLevel,
  timerErrors,
} from '@screenplay/core/screens';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../tenancy/env';
import { assertNoProblems, notFound, unprocessableKeys } from '../../http/errors';
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

type Body = Record<string, unknown>;

/** A removed timer arrives as null times on Monday only (spec §4); its row is deleted. */
function isRemoval(timer: ScreenTimer): boolean {
  return timer.timeOn === null && timer.timeOff === null && timer.weekdays.length === 1 && timer.weekdays[0] === 'mon';
}

/** Reads `{type, timeOn, timeOff, volume, weekdays, level}` into a timer, or answers 422 (core's `timerErrors`). */
function timerOf(body: Body): ScreenTimer {
  const errors: Record<string, string[]> = {};
  const type = body.type;
  if (typeof type !== 'string' || !(TIMER_TYPES as readonly string[]).includes(type))
    errors.type = ['screens.timerTypeInvalid'];
  for (const key of ['timeOn', 'timeOff'] as const)
    if (body[key] !== null && typeof body[key] !== 'string') errors[key] = ['screens.timerTimeInvalid'];
  const volume = body.volume ?? null;
  if (volume !== null && (typeof volume !== 'number' || !isScreenLevel(volume)))
    errors.volume = ['screens.volumeInvalid'];
  const weekdays = body.weekdays;
  if (
    !Array.isArray(weekdays) ||
    weekdays.some((day) => typeof day !== 'string' || !(TIMER_WEEKDAYS as readonly string[]).includes(day))
  )
    errors.weekdays = ['screens.timerWeekdaysRequired'];
  if (body.level !== undefined && body.level !== 'PROPRIETARY') errors.level = ['screens.timerTypeInvalid'];
  assertNoProblems(errors);
  const timer: ScreenTimer = {
    type: type as TimerType,
    level: 'PROPRIETARY',
    timeOn: body.timeOn as string | null,
    timeOff: body.timeOff as string | null,
    weekdays: [...new Set(weekdays as TimerWeekday[])],
    volume: volume as number | null,
  };
  assertNoProblems(timerErrors(timer));
  return timer;
}

/**
 * `screens/{id}/details/...` (spec §7): the device report, and each setting the player applies. Every PUT
 * changes the screen in one transaction, gives it a new content version (the player fetches it now) and
 * answers the updated ScreenDto, which the screens list receives too.
 */
export function screenDetailRoutes({ clock, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Reads a PUT's body after the 404 and folder checks, then applies `write` as a content change. */
  function put(path: string, write: (tx: Db, screenId: number, body: Body, now: Date) => Promise<void>) {
    app.put(`/:id/details/${path}`, async (c: Context<AppEnv>) => {
      const screenId = idParam(c, 'id');
      const actor = await tenantActor(c);
      const db = c.var.db;
      const body = (await readJson(c)) as Body;
      if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
      await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
      const now = clock.now();
      const screen = await changeScreen({ db, customerId: actor.customerId, screenId, now, realtime }, async (tx) => {
        await write(tx, screenId, body, now);
        return true;
      });
      return c.json({ data: await screenSeenBy(c, screen) });
    });
  }

  app.get('/:id/details/device', async (c) => {
    const device = await findScreenDevice(c.var.db, tenantOf(c), idParam(c, 'id'), clock.now());
    if (!device) throw notFound();
    return c.json({ data: device });
  });

  put('remote-control', async (tx, id, body, now) => {
    if (typeof body.enabled !== 'boolean') throw unprocessableKeys({ enabled: [SCREEN_ERROR_KEYS.enabled] });
    await updateScreenDetails(tx, id, { remote_control_enabled: body.enabled }, now);
  });

  put('orientation', async (tx, id, body, now) => {
    const errors: Record<string, string[]> = {};
    if (!(SCREEN_ORIENTATIONS as readonly unknown[]).includes(body.orientation))
      errors.orientation = [SCREEN_ERROR_KEYS.orientation];
    const resolution = body.resolution ?? null;
    if (resolution !== null && (typeof resolution !== 'string' || !isResolution(resolution)))
      errors.resolution = [SCREEN_ERROR_KEYS.resolution];
    assertNoProblems(errors);
    await updateScreenDetails(
      tx,
      id,
      { orientation: body.orientation as string, resolution: resolution as string | null },
      now,
    );
  });

  /** `time` is the device time the form showed; the server keeps the zone and the NTP server. */
  put('timezone', async (tx, id, body, now) => {
    const errors: Record<string, string[]> = {};
    if (typeof body.timezone !== 'string' || !isTimeZone(body.timezone)) errors.timezone = [SCREEN_ERROR_KEYS.timezone];
    const ntpServer = body.ntpServer === undefined || body.ntpServer === '' ? null : body.ntpServer;
    if (!isNtpServer(ntpServer)) errors.ntpServer = [SCREEN_ERROR_KEYS.ntpServer];
    assertNoProblems(errors);
    await updateScreenDetails(
      tx,
      id,
      { timezone: body.timezone as string, ntp_server: ntpServer as string | null },
      now,
    );
  });

  put('volume', async (tx, id, body, now) => {
    if (typeof body.volume !== 'number' || !isScreenLevel(body.volume))
      throw unprocessableKeys({ volume: [SCREEN_ERROR_KEYS.volume] });
    await updateScreenDetails(tx, id, { volume: body.volume }, now);
  });

  put('brightness', async (tx, id, body, now) => {
    const errors: Record<string, string[]> = {};
    for (const key of ['brightness1', 'brightness2'] as const)
      if (typeof body[key] !== 'number') errors[key] = ['screenDetails.brightnessInvalid'];
    for (const key of ['timeFrom1', 'timeFrom2'] as const)
      if (typeof body[key] !== 'string') errors[key] = ['screens.timerTimeInvalid'];
    assertNoProblems(errors);
    const brightness = {
      brightness1: body.brightness1 as number,
      brightness2: body.brightness2 as number,
      timeFrom1: body.timeFrom1 as string,
      timeFrom2: body.timeFrom2 as string,
    };
    assertNoProblems(brightnessErrors(brightness));
    await updateScreenDetails(
      tx,
      id,
      {
        brightness1: brightness.brightness1,
        brightness2: brightness.brightness2,
        time_from1: brightness.timeFrom1,
        time_from2: brightness.timeFrom2,
      },
      now,
    );
  });

  /** One timer (only changed ones are sent); a removed one (null times, Monday only) deletes its slot. */
  put('timer-settings', async (tx, id, body) => {
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
    return c.json({ data: { finTag } });
  });

  put('finance-tag', async (tx, id, body, now) => {
    const finTag = finTagOf(body.finTag);
    if (finTag === undefined) throw unprocessableKeys({ finTag: [SCREEN_ERROR_KEYS.finTag] });
    await updateScreenDetails(tx, id, { fin_tag: finTag }, now);
  });

  return app;
}
