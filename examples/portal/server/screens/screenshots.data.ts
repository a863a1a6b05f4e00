import type { Db } from '../db/client';
import { asSystem, type TenantId } from '../tenancy';

/** A stored screenshot's row as its DTO needs it. */
export interface ScreenshotRow {
  id: number;
  taken_at: Date;
}

/** When the tenant's screen was last heard from (null: never); undefined when the screen is not theirs. */
export async function findScreenAliveAt(
  db: Db,
  customerId: TenantId,
  screenId: number,
): Promise<Date | null | undefined> {
  const screen = await db.maybe<{ alive_at: Date | null }>(
    'SELECT alive_at FROM screens WHERE id = $1 AND customer_id = $2',
    [screenId, customerId],
  );
  return screen ? screen.alive_at : undefined;
}

/** The tenant's screen's IANA zone; null when the screen is not theirs. */
export async function findScreenTimezone(db: Db, customerId: TenantId, screenId: number): Promise<string | null> {
  const screen = await db.maybe<{ timezone: string }>(
    'SELECT timezone FROM screens WHERE id = $1 AND customer_id = $2',
    [screenId, customerId],
  );
  return screen?.timezone ?? null;
}

/** Records a screenshot request the player may answer until `expiresAt`. */
export async function insertScreenshotRequest(
  db: Db,
  request: { id: string; screenId: number; requestedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO screenshot_requests (id, screen_id, requested_at, expires_at) VALUES ($1, $2, $3, $4)', [
    request.id,
    request.screenId,
    request.requestedAt,
    request.expiresAt,
  ]);
}

/** Forgets a screenshot request (no screenshot came in time). */
export async function deleteScreenshotRequest(db: Db, requestId: string): Promise<void> {
  await db.query('DELETE FROM screenshot_requests WHERE id = $1', [requestId]);
}

/** The tenant's screen's screenshots taken in `[from, to)`, newest first, at most `limit`. */
export function findScreenshots(
  db: Db,
  customerId: TenantId,
  screenId: number,
  range: { from: Date; to: Date; limit: number },
): Promise<ScreenshotRow[]> {
  return db.query<ScreenshotRow>(
    `SELECT sh.id, sh.taken_at FROM screenshots sh JOIN screens s ON s.id = sh.screen_id
      WHERE sh.screen_id = $1 AND s.customer_id = $2 AND sh.taken_at >= $3 AND sh.taken_at < $4
      ORDER BY sh.taken_at DESC, sh.id DESC LIMIT $5`,
    [screenId, customerId, range.from, range.to, range.limit],
  );
}

/** Whether the screen has an open screenshot request `requestId` at `now`. */
export async function isScreenshotRequested(db: Db, screenId: number, requestId: string, now: Date): Promise<boolean> {
  const pending = await db.maybe<{ id: string }>(
    'SELECT id FROM screenshot_requests WHERE id = $1 AND screen_id = $2 AND expires_at > $3',
    [requestId, screenId, now],
  );
  return pending !== null;
}

/**
 * Consumes the open request and records the staged screenshot in `tx`; null when the request is gone (answered or
 * expired meanwhile), nothing recorded.
 */
export async function recordScreenshot(
  tx: Db,
  shot: { screenId: number; requestId: string; fileName: string; mime: string; now: Date },
): Promise<ScreenshotRow | null> {
  const consumed = await tx.maybe<{ id: string }>(
    'DELETE FROM screenshot_requests WHERE id = $1 AND screen_id = $2 AND expires_at > $3 RETURNING id',
    [shot.requestId, shot.screenId, shot.now],
  );
  if (!consumed) return null;
  return tx.one<ScreenshotRow>(
    `INSERT INTO screenshots (screen_id, request_id, file_name, mime_type, taken_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, taken_at`,
    [shot.screenId, shot.requestId, shot.fileName, shot.mime, shot.now],
  );
}

/** A screenshot's stored file and type by id, for a signed link (any tenant's: the link's signature is the check). */
export function findScreenshotFile(db: Db, id: number): Promise<{ file_name: string; mime_type: string } | null> {
  return asSystem(db, 'screenshot-link').maybe<{ file_name: string; mime_type: string }>(
    'SELECT file_name, mime_type FROM screenshots WHERE id = $1',
    [id],
  );
}

/**
 * Sets the tenant's screen's sync row back to Pushed in `tx` and gives back the screen's content version; null when
 * the row is not that screen's or the screen not the tenant's.
 */
export async function forcePushSync(
  tx: Db,
  customerId: TenantId,
  screenId: number,
  screenSyncId: number,
  now: Date,
): Promise<string | null> {
  const updated = await tx.maybe<{ id: number }>(
    `UPDATE screen_syncs ss SET state = 'Pushed', content_version = NULL, error = NULL, updated_at = $4
       FROM screens s
      WHERE ss.id = $1 AND ss.screen_id = $2 AND s.id = ss.screen_id AND s.customer_id = $3
      RETURNING ss.id`,
    [screenSyncId, screenId, customerId, now],
  );
  if (!updated) return null;
  const screen = await tx.one<{ content_version: string }>('SELECT content_version FROM screens WHERE id = $1', [
    screenId,
  ]);
  return screen.content_version;
}
