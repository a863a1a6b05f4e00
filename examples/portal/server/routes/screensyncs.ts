import { Hono } from 'hono';
import { englishText } from '@screenplay/core/messages';
import {
  SCREENSHOT_ARCHIVE_MAX_ROWS,
  type ScreenshotArchiveBody,
  type ScreenshotDto,
  type ScreenshotTakeBody,
  archiveRange,
  screenStatus,
} from '@screenplay/core/screens';
import { randomUUID } from 'node:crypto';
import { requireAuth } from '../auth/middleware';
import type { RouteDeps } from '../deps';
import { SCREENSYNCS_API } from '@screenplay/core/contract';
import { contractBody, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { publishToScreen } from '../screens/events';
import { findScreenStatus, publishScreenStatus } from '../screens/playerStatus';
import { toScreenshotDto } from '../screens/screenshots';
import {
  deleteScreenshotRequest,
  findScreenAliveAt,
  findScreenshots,
  findScreenTimezone,
  forcePushSync,
  insertScreenshotRequest,
} from '../screens/screenshots.data';
import { tenantActor, tenantOf } from '../tenancy';
import { idParam } from '../http/params';

/** Extra seconds an upload may take past the wait before its request expires (the upload is in flight). */
export const SCREENSHOT_UPLOAD_GRACE_S = 10;

/**
 * `screensyncs/{screenId}/...` (spec accounts §7), for the signed-in tenant's own screens (another tenant's
 * answer 404): take a screenshot now and wait for it, list the archive, force a push.
 */
export function screenSyncRoutes({ db: baseDb, clock, realtime, screenEvents, appKey }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(baseDb, clock));

  /**
   * `screenshot/sos/take {duration, step}`: an OFFLINE screen answers 409 `proofOfPlay.deviceOffline` at once;
   * otherwise a request is recorded and sent to the player, and the call waits (holding no transaction) up to
   * `duration` seconds for the upload: 200 with the screenshot, or 504 `proofOfPlay.screenshotError`.
   */
  app.post('/:screenId/screenshot/sos/take', async (c) => {
    const { customerId } = await tenantActor(c);
    const screenId = idParam(c, 'screenId');
    const body: ScreenshotTakeBody = await contractBody(c, SCREENSYNCS_API.takeScreenshot);
    const now = clock.now();
    const aliveAt = await findScreenAliveAt(c.var.db, customerId, screenId);
    if (aliveAt === undefined) throw notFound();
    if (screenStatus(aliveAt, now) === 'OFFLINE')
      throw new HttpError(409, {
        message: englishText('proofOfPlay.deviceOffline'),
        code: 'proofOfPlay.deviceOffline',
      });
    const requestId = randomUUID();
    await insertScreenshotRequest(c.var.db, {
      id: requestId,
      screenId,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + (body.duration + SCREENSHOT_UPLOAD_GRACE_S) * 1000),
    });
    const arrived = screenEvents.waitForScreenshot(requestId, body.duration * 1000);
    publishToScreen(realtime, screenId, { name: 'screenshot', data: { requestId } });
    const shot = await arrived;
    if (!shot) {
      await deleteScreenshotRequest(c.var.db, requestId);
      // A failure's answer, not the endpoint's (the error shape every endpoint may give).
      return c.json({ message: englishText('proofOfPlay.screenshotError'), code: 'proofOfPlay.screenshotError' }, 504);
    }
    const data: ScreenshotDto = { uri: shot.uri, takenAt: shot.takenAt };
    return contractJson(c, SCREENSYNCS_API.takeScreenshot, { data });
  });

  /** `screenshot/sos {since, until}`: the archive, newest first, from the start of `since` to the end of `until` in the screen's zone. */
  app.post('/:screenId/screenshot/sos', async (c) => {
    const customerId = tenantOf(c);
    const screenId = idParam(c, 'screenId');
    const body: ScreenshotArchiveBody = await contractBody(c, SCREENSYNCS_API.screenshots);
    const timezone = await findScreenTimezone(c.var.db, customerId, screenId);
    if (timezone === null) throw notFound();
    const range = archiveRange(body.since, body.until, timezone);
    if (range === 'dates') throw unprocessable({ since: [englishText('playerApi.archiveDates')] });
    if (range === 'tooLong') throw unprocessable({ until: [englishText('playerApi.archiveTooLong')] });
    const rows = await findScreenshots(c.var.db, customerId, screenId, {
      from: new Date(range.from),
      to: new Date(range.to),
      limit: SCREENSHOT_ARCHIVE_MAX_ROWS,
    });
    const key = await appKey();
    const now = clock.now();
    const data: ScreenshotDto[] = rows.map((row) => toScreenshotDto(key, row, now));
    return contractJson(c, SCREENSYNCS_API.screenshots, { data });
  });

  /** `forcepush {screenSyncId}`: the sync row back to Pushed and a `content` message, so the player fetches now. */
  app.post('/:screenId/forcepush', async (c) => {
    const { customerId } = await tenantActor(c);
    const screenId = idParam(c, 'screenId');
    const body = await contractBody(c, SCREENSYNCS_API.forcePush);
    const now = clock.now();
    const contentVersion = await c.var.db.transaction((tx) =>
      forcePushSync(tx, customerId, screenId, body.screenSyncId, now),
    );
    if (contentVersion === null) throw notFound();
    publishToScreen(realtime, screenId, { name: 'content', data: { contentVersion } });
    const status = await findScreenStatus(c.var.db, screenId);
    if (status) publishScreenStatus(realtime, status);
    return contractJson(c, SCREENSYNCS_API.forcePush, { data: { screenSyncId: body.screenSyncId, state: 'Pushed' } });
  });

  return app;
}
