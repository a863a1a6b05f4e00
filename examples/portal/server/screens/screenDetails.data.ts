import type { ScreenTimer } from '@screenplay/core/screens';
import type { Db, SqlParam } from '../db/client';
import type { TenantId } from '../tenancy';

/** The columns of a screen its detail settings write (`PUT screens/{id}/details/...`, spec §7). */
export type ScreenDetailColumn =
  | 'remote_control_enabled'
  | 'orientation'
  | 'resolution'
  | 'timezone'
  | 'ntp_server'
  | 'volume'
  | 'brightness1'
  | 'brightness2'
  | 'time_from1'
  | 'time_from2'
  | 'fin_tag';

/**
 * Writes detail settings of a screen (the caller has checked it is the tenant's and writable) in `tx`, with its
 * `updated_at`; the column names come from {@link ScreenDetailColumn} only, never from a request.
 */
export async function updateScreenDetails(
  tx: Db,
  screenId: number,
  values: Partial<Record<ScreenDetailColumn, SqlParam>>,
  now: Date,
): Promise<void> {
  const entries = Object.entries(values);
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  await tx.query(`UPDATE screens SET ${assignments.join(', ')}, updated_at = $${entries.length + 2} WHERE id = $1`, [
    screenId,
    ...entries.map(([, value]) => value ?? null),
    now,
  ]);
}

/** Stores one timer of a screen (one per type), replacing the stored one of its type. */
export async function upsertScreenTimer(tx: Db, screenId: number, timer: ScreenTimer): Promise<void> {
  await tx.query(
    `INSERT INTO screen_timers (screen_id, type, level, time_on, time_off, weekdays, volume)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7)
     ON CONFLICT (screen_id, type) DO UPDATE SET level = EXCLUDED.level, time_on = EXCLUDED.time_on,
       time_off = EXCLUDED.time_off, weekdays = EXCLUDED.weekdays, volume = EXCLUDED.volume`,
    [screenId, timer.type, timer.level, timer.timeOn, timer.timeOff, timer.weekdays, timer.volume],
  );
}

/** Deletes a screen's timer of one type (a removed timer). */
export async function deleteScreenTimer(tx: Db, screenId: number, type: ScreenTimer['type']): Promise<void> {
  await tx.query('DELETE FROM screen_timers WHERE screen_id = $1 AND type = $2', [screenId, type]);
}

/** The finance tag of the tenant's screen (null when unset); undefined when the screen is not theirs. */
export async function findFinTag(db: Db, customerId: TenantId, screenId: number): Promise<string | null | undefined> {
  const row = await db.maybe<{ fin_tag: string | null }>(
    'SELECT fin_tag FROM screens WHERE id = $1 AND customer_id = $2',
    [screenId, customerId],
  );
  return row ? row.fin_tag : undefined;
}
