import type { SyncReport } from '@screenplay/core/screens';
import type { Db } from '../db/client';
import { SCREEN_STATUS_COLUMNS, type ScreenStatusRow } from './playerStatus';

/**
 * Records a heartbeat: the screen is alive at `now`, plays `playback`, and its device info is merged with `info`;
 * gives back its status row, or null when the screen is gone.
 */
export function recordHeartbeat(
  db: Db,
  screenId: number,
  heartbeat: { now: Date; playback: Record<string, unknown>; info: Record<string, unknown> },
): Promise<ScreenStatusRow | null> {
  return db.maybe<ScreenStatusRow>(
    `UPDATE screens s SET alive_at = $2, playback = $3::jsonb, device_info = s.device_info || $4::jsonb
      WHERE s.id = $1 RETURNING ${SCREEN_STATUS_COLUMNS}`,
    [screenId, heartbeat.now, JSON.stringify(heartbeat.playback), JSON.stringify(heartbeat.info)],
  );
}

/** Whether a sync report was applied, and the screen's content version. */
export interface SyncOutcome {
  applied: boolean;
  contentVersion: string;
}

/**
 * Applies a player's sync report in `tx` (the screen locked): a report for another content version than the screen's
 * is not applied; one for the current version moves every sync row of the screen's scenes (archived ones stay) to its
 * state, and InLive records the version the player plays. Null when the screen is gone.
 */
export async function applySyncReport(
  tx: Db,
  screenId: number,
  report: SyncReport,
  now: Date,
): Promise<SyncOutcome | null> {
  const screen = await tx.maybe<{ content_version: string }>(
    'SELECT content_version FROM screens WHERE id = $1 FOR UPDATE',
    [screenId],
  );
  if (!screen) return null;
  if (screen.content_version !== report.contentVersion)
    return { applied: false, contentVersion: screen.content_version };
  await tx.query(
    `INSERT INTO screen_syncs (screen_id, scene_id, state, content_version, error, created_at, updated_at)
     SELECT DISTINCT $1::int, sch.scene_id, $2, $3, $4::text, $5::timestamptz, $5::timestamptz
       FROM schedules sch WHERE sch.screen_id = $1
     ON CONFLICT (screen_id, scene_id) DO UPDATE
       SET state = EXCLUDED.state, content_version = EXCLUDED.content_version, error = EXCLUDED.error,
           updated_at = EXCLUDED.updated_at
     WHERE screen_syncs.state NOT IN ('Archived', 'PublishedArchived')`,
    [screenId, report.state, report.contentVersion, report.state === 'NotSync' ? (report.error ?? null) : null, now],
  );
  if (report.state === 'InLive')
    await tx.query('UPDATE screens SET player_version = $2 WHERE id = $1', [screenId, report.contentVersion]);
  return { applied: true, contentVersion: screen.content_version };
}
