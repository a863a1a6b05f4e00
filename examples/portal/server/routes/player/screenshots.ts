import { Hono } from 'hono';
import { PLAYER_API, SCREENSYNCS_API } from '@screenplay/core/contract';
import { contractQuery, contractJson } from '../../http/contract';
import { recordIdOf } from '@screenplay/core';
import { englishText } from '@screenplay/core/messages';
import type { ScreenshotDto } from '@screenplay/core/screens';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import type { DeviceAuth, PlayerEnv } from '../../screens/playerAuth';
import {
  SCREENSHOT_MAX_BYTES,
  readScreenshot,
  screenshotType,
  stageScreenshot,
  isValidScreenshotLink,
  toScreenshotDto,
} from '../../screens/screenshots';
import { findScreenshotFile, isScreenshotRequested, recordScreenshot } from '../../screens/screenshots.data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notRequested(): HttpError {
  return new HttpError(404, { message: englishText('playerApi.screenshotNotRequested') });
}

/**
 * `POST player/screenshots?requestId=<uuid>`: the player uploads the screenshot a `screenshot` message asked for;
 * the body is the image's bytes (PNG, JPEG or WebP by its magic bytes, at most {@link SCREENSHOT_MAX_BYTES}).
 * Only an unexpired request of this screen is answered, once (the request is consumed); the `take` call
 * waiting for it receives the signed link.
 */
export function screenshotUploadRoutes(
  { clock, config, screenEvents, appKey }: RouteDeps,
  deviceAuth: DeviceAuth,
): Hono<PlayerEnv> {
  const app = new Hono<PlayerEnv>();
  // Checked on every call: the request id is looked at first, so a remembered token of a removed screen would
  // answer 404 rather than 401 (and uploads are rare: one per portal request).
  app.post('/screenshots', deviceAuth.fresh, async (c) => {
    const { requestId = '' } = contractQuery(c, PLAYER_API.uploadScreenshot);
    if (!UUID.test(requestId)) throw notRequested();
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > SCREENSHOT_MAX_BYTES)
      throw new HttpError(413, { message: englishText('playerApi.screenshotTooLarge') });
    if (bytes.length === 0) throw unprocessable({}, { message: englishText('playerApi.screenshotEmpty') });
    const type = screenshotType(bytes);
    if (!type) throw new HttpError(415, { message: englishText('playerApi.screenshotType') });
    const { id: screenId, customerId } = c.var.screen;
    const now = clock.now();
    if (!(await isScreenshotRequested(c.var.db, screenId, requestId, now))) throw notRequested();
    const staged = await stageScreenshot(config.dataDir, customerId, bytes, type.ext);
    let row: { id: number; taken_at: Date } | null;
    try {
      row = await c.var.db.transaction((tx) =>
        recordScreenshot(tx, { screenId, requestId, fileName: staged.fileName, mime: type.mime, now }),
      );
    } catch (error) {
      await staged.discard();
      throw error;
    }
    if (!row) {
      await staged.discard();
      throw notRequested();
    }
    await staged.commit();
    const data: ScreenshotDto = toScreenshotDto(await appKey(), row, now);
    screenEvents.screenshotArrived({ requestId, ...data });
    return contractJson(c, PLAYER_API.uploadScreenshot, { data }, 201);
  });
  return app;
}

/**
 * `GET /api/v1/screenshots/{id}?expires&signature`: a screenshot's file, only through a valid, unexpired link
 * signed for that id (the tenant's screens API hands them out); the bare path and any other link answer 403.
 */
export function screenshotFileRoutes({ db, clock, config, appKey }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const id = recordIdOf(c.req.param('id'));
    const query = contractQuery(c, SCREENSYNCS_API.file);
    if (id === null || !isValidScreenshotLink(await appKey(), id, query, clock.now()))
      throw new HttpError(403, { message: englishText('playerApi.linkInvalid') });
    const row = await findScreenshotFile(db, id);
    const bytes = row && (await readScreenshot(config.dataDir, row.file_name));
    if (!row || !bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.mime_type,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
  return app;
}
