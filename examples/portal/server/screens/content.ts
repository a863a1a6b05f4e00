import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { RealtimePublisher } from '../realtime/publisher';
import { publishToScreen } from './events';

/** A new content version: opaque, unguessable, short (the player compares it, nobody parses it). */
export function newContentVersion(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * Marks screens' content as changed: a new `content_version`, every sync row of theirs back to Pushed (the
 * player has not confirmed this version: spec §4 "To be published"), and a `content` message on each screen's
 * channel so its player fetches now. Call it inside the transaction of the change, with the request's scoped
 * `db`; publish after commit by calling the returned function.
 * @example
 * const notify = await markContentChanged(tx, [screenId], now);
 * // ...commit...
 * notify(realtime);
 */
export async function markContentChanged(
  db: Db,
  screenIds: readonly number[],
  now: Date,
): Promise<(realtime: RealtimePublisher) => void> {
  if (screenIds.length === 0) return () => undefined;
  const rows = await db.query<{ id: number; content_version: string }>(
    'UPDATE screens SET content_version = $3, updated_at = $2 WHERE id = ANY($1::int[]) RETURNING id, content_version',
    [screenIds, now, newContentVersion()],
  );
  await db.query(
    `UPDATE screen_syncs SET state = 'Pushed', content_version = NULL, error = NULL, updated_at = $2
      WHERE screen_id = ANY($1::int[]) AND state NOT IN ('Archived', 'PublishedArchived')`,
    [screenIds, now],
  );
  return (realtime) => {
    for (const row of rows)
      publishToScreen(realtime, row.id, { name: 'content', data: { contentVersion: row.content_version } });
  };
}

/** The screens a change of these scenes reaches: those with a schedule of one of them. */
export async function screensOfScenes(db: Db, sceneIds: readonly number[]): Promise<number[]> {
  if (sceneIds.length === 0) return [];
  const rows = await db.query<{ screen_id: number }>(
    'SELECT DISTINCT screen_id FROM schedules WHERE scene_id = ANY($1::int[]) AND screen_id IS NOT NULL',
    [sceneIds],
  );
  return rows.map((row) => row.screen_id);
}
