import { Hono } from 'hono';
import type { HeartbeatRequest, HeartbeatResponse, SyncReport } from '@screenplay/core/screens';
import type { RouteDeps } from '../../deps';
import { DEVICE_TEXT_MAX_LENGTH, PLAYER_API } from '@screenplay/core/contract';
import { contractBody, contractJson } from '../../http/contract';
import { type DeviceAuth, type PlayerEnv, unpaired } from '../../screens/playerAuth';
import { readPlayerContent } from '../../screens/playerContent';
import { applySyncReport, recordHeartbeat } from '../../screens/playerDevice.data';
import { findScreenStatus, publishScreenStatus } from '../../screens/playerStatus';

/** What a heartbeat records about the device (the screens API's `details/device` reads it). */
interface DeviceInfoUpdate {
  userAgent?: string;
  displaySize?: string;
  timezone?: string;
  deviceTime: string;
  clockOffsetMs: number;
}

/**
 * A paired player's calls (`Authorization: Device <token>`): `heartbeat` (alive, playback, clock; answers the
 * server time and content version), `content` (the whole content document) and `sync` (what it reached with a
 * content version). Each publishes the screen's status on `customer:{id}:screens` when it changes it.
 */
export function deviceRoutes({ clock, realtime }: RouteDeps, deviceAuth: DeviceAuth): Hono<PlayerEnv> {
  const app = new Hono<PlayerEnv>();
  // Each of these finds nothing once the screen is gone (401), so the remembered token is enough.
  const auth = deviceAuth.cached;

  app.post('/heartbeat', auth, async (c) => {
    const body: HeartbeatRequest = await contractBody(c, PLAYER_API.heartbeat);
    const now = clock.now();
    const userAgent = body.deviceInfo?.userAgent ?? c.req.header('user-agent')?.slice(0, DEVICE_TEXT_MAX_LENGTH);
    const info: DeviceInfoUpdate = {
      ...body.deviceInfo,
      ...(userAgent ? { userAgent } : {}),
      deviceTime: body.clock,
      clockOffsetMs: now.getTime() - Date.parse(body.clock),
    };
    const playback = { ...body.playback, contentVersion: body.contentVersion };
    const row = await recordHeartbeat(c.var.db, c.var.screen.id, { now, playback, info: { ...info } });
    if (!row) throw unpaired();
    publishScreenStatus(realtime, row);
    const answer: HeartbeatResponse = { serverTime: now.toISOString(), contentVersion: row.content_version };
    return contractJson(c, PLAYER_API.heartbeat, answer);
  });

  app.get('/content', auth, async (c) => {
    const content = await readPlayerContent(c.var.db, c.var.screen.customerId, c.var.screen.id);
    if (!content) throw unpaired();
    return contractJson(c, PLAYER_API.content, content, 200, { 'Cache-Control': 'no-store' });
  });

  /**
   * A report for an older content version than the screen's is ignored (200, `applied: false`, with the current
   * version): the content changed while the player downloaded, and its next fetch reports again. A report for
   * the current version moves every sync row of the screen's scenes to its state; InLive also records the
   * version the player plays (so `contentVersion` reads Latest).
   */
  app.post('/sync', auth, async (c) => {
    const report: SyncReport = await contractBody(c, PLAYER_API.sync);
    const now = clock.now();
    const screenId = c.var.screen.id;
    const outcome = await c.var.db.transaction((tx) => applySyncReport(tx, screenId, report, now));
    if (!outcome) throw unpaired();
    if (outcome.applied) {
      const row = await findScreenStatus(c.var.db, screenId);
      if (row) publishScreenStatus(realtime, row);
    }
    return contractJson(c, PLAYER_API.sync, { data: outcome });
  });

  return app;
}
