import type { ContentVersionLabel, ScreenSyncDto, ScreensListMessage } from '@screenplay/core/screens';
import type { Db } from '../db/client';
import type { RealtimePublisher } from '../realtime/publisher';

/** `Latest` when the player reported playing the version the server holds (spec accounts §3 `contentVersion`). */
export function contentVersionLabel(contentVersion: string, playerVersion: string | null): ContentVersionLabel {
  return playerVersion === contentVersion ? 'Latest' : 'New available';
}

/**
 * SQL of a screen's sync rows (the screen aliased `s`) as JSON, times as PostgreSQL writes them; {@link toSyncDtos}
 * makes them `ScreenSyncDto`s. Formatting and sorting are left to JavaScript: on PGlite, `to_char` and an ordered
 * aggregate made up a third of a heartbeat's cost.
 */
export const SCREEN_SYNCS_JSON = `(SELECT json_agg(json_build_object('id', ss.id, 'sceneId', ss.scene_id,
    'sceneName', sc.name, 'state', ss.state, 'createdAt', ss.created_at, 'updatedAt', ss.updated_at))
  FROM screen_syncs ss JOIN scenes sc ON sc.id = ss.scene_id WHERE ss.screen_id = s.id)`;

/** Sync rows as {@link SCREEN_SYNCS_JSON} reads them (null when none). */
export type SyncRowsJson = ScreenSyncDto[] | null;

/** The wire form of {@link SCREEN_SYNCS_JSON}: ISO times, by scene name, then id. */
export function toSyncDtos(rows: SyncRowsJson): ScreenSyncDto[] {
  return (rows ?? [])
    .map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    }))
    .sort((a, b) => {
      const byName = a.sceneName.toLowerCase().localeCompare(b.sceneName.toLowerCase());
      return byName !== 0 ? byName : a.id - b.id;
    });
}

/** What the status message of one screen is built from. */
export interface ScreenStatusRow {
  id: number;
  customer_id: number;
  alive_at: Date | null;
  content_version: string;
  player_version: string | null;
  syncs: SyncRowsJson;
}

/** The columns of {@link ScreenStatusRow} for a screens row aliased `s`. */
export const SCREEN_STATUS_COLUMNS = `s.id, s.customer_id, s.alive_at, s.content_version, s.player_version, ${SCREEN_SYNCS_JSON} AS syncs`;

/** Reads one screen's status row through `db` (scoped to its customer); null when gone. */
export function findScreenStatus(db: Db, screenId: number): Promise<ScreenStatusRow | null> {
  return db.maybe<ScreenStatusRow>(`SELECT ${SCREEN_STATUS_COLUMNS} FROM screens s WHERE s.id = $1`, [screenId]);
}

/** The customer's screens channel (ARCHITECTURE.md "Realtime"). */
export function customerScreensChannel(customerId: number): string {
  return `customer:${customerId}:screens`;
}

/** Publishes a screen's `status` on `customer:{id}:screens`, so the screens list stays live. */
export function publishScreenStatus(realtime: RealtimePublisher, row: ScreenStatusRow): void {
  const message: ScreensListMessage = {
    name: 'status',
    data: {
      id: row.id,
      aliveAt: row.alive_at ? new Date(row.alive_at).toISOString() : null,
      contentVersion: contentVersionLabel(row.content_version, row.player_version),
      syncs: toSyncDtos(row.syncs),
    },
  };
  realtime.publish(customerScreensChannel(row.customer_id), message.name, message.data);
}
