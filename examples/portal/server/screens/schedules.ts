import { isRecordId as isId } from '@screenplay/core';
import type { Schedule, ScheduleEvent } from '@screenplay/core/schedule';
import { MAX_SCHEDULES_PER_SCREEN, scheduleErrors, scheduleListErrors } from '@screenplay/core/schedule';
import type { ScreenSceneDto } from '@screenplay/core/screens';
import type { Db } from '../db/client';
import { assertNoProblems, notFound, unprocessableKeys } from '../http/errors';
import type { RealtimePublisher } from '../realtime/publisher';
import type { TenantId } from '../tenancy';
import { markContentChanged } from './content';

/** One schedule to store: a new one (no `id`) or a change of one of the screen's. */
export interface ScheduleWrite {
  id?: number;
  sceneId: number;
  screenId: number;
  name: string;
  events: ScheduleEvent[];
}

/**
 * Reads `{ schedules: [...] }` of the assignment endpoints (422 with core's `scheduleListErrors` keys, and
 * `screensApi.scheduleTargetInvalid` for a missing or malformed id). `target` names the id field each
 * entry must carry (`sceneId` on a screen's PATCH, `screenId` on a scene's POST); `fixed` is the path's.
 */
export function schedulesOf(
  raw: Record<string, unknown>,
  target: 'sceneId' | 'screenId',
  fixed: { sceneId: number } | { screenId: number },
): ScheduleWrite[] {
  const list = raw.schedules;
  const errors = scheduleListErrors(list);
  assertNoProblems(errors);
  const entries = list as Record<string, unknown>[];
  const problems: Record<string, string[]> = {};
  entries.forEach((entry, index) => {
    if (!isId(entry[target])) problems[`schedules.${index}.${target}`] = ['screensApi.scheduleTargetInvalid'];
    if (entry.id !== undefined && entry.id !== null && (target === 'screenId' || !isId(entry.id)))
      problems[`schedules.${index}.id`] = ['screensApi.scheduleTargetInvalid'];
  });
  assertNoProblems(problems);
  return entries.map((entry) => ({
    ...(isId(entry.id) ? { id: entry.id } : {}),
    sceneId: 'sceneId' in fixed ? fixed.sceneId : (entry.sceneId as number),
    screenId: 'screenId' in fixed ? fixed.screenId : (entry.screenId as number),
    name: (entry.name as string).trim(),
    events: entry.events as ScheduleEvent[],
  }));
}

/**
 * Stores schedules in the caller's transaction: every scene must be the tenant's (404) and saved, not a
 * draft copy (422: the published scene is assigned); every screen the tenant's (404); an `id` must be a
 * schedule of that screen (404). Then the screens' content changes (a new version, syncs to Pushed) and
 * each new (screen, scene) pair gets its sync row 'New'. Returns the ids written and the after-commit notify.
 */
export async function writeSchedules(
  tx: Db,
  customerId: TenantId,
  schedules: readonly ScheduleWrite[],
  now: Date,
): Promise<{ ids: number[]; notify: (realtime: RealtimePublisher) => void }> {
  const sceneIds = [...new Set(schedules.map((s) => s.sceneId))];
  const screenIds = [...new Set(schedules.map((s) => s.screenId))];
  const scenes = await tx.query<{ id: number; draft: boolean }>(
    'SELECT id, draft FROM scenes WHERE customer_id = $1 AND id = ANY($2::int[])',
    [customerId, sceneIds],
  );
  if (scenes.length !== sceneIds.length) throw notFound();
  if (scenes.some((scene) => scene.draft)) throw unprocessableKeys({ sceneId: ['screensApi.sceneNotAssignable'] });
  const screens = await tx.query<{ id: number }>(
    'SELECT id FROM screens WHERE customer_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
    [customerId, screenIds],
  );
  if (screens.length !== screenIds.length) throw notFound();
  const ids: number[] = [];
  for (const schedule of schedules) {
    const events = JSON.stringify(schedule.events);
    if (schedule.id === undefined) {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO schedules (scene_id, screen_id, name, events) VALUES ($1, $2, $3, $4::jsonb) RETURNING id`,
        [schedule.sceneId, schedule.screenId, schedule.name, events],
      );
      ids.push(row.id);
    } else {
      const row = await tx.maybe<{ id: number }>(
        `UPDATE schedules sch SET scene_id = $3, name = $4, events = $5::jsonb
           FROM screens s WHERE sch.id = $1 AND sch.screen_id = $2 AND s.id = sch.screen_id AND s.customer_id = $6
         RETURNING sch.id`,
        [schedule.id, schedule.screenId, schedule.sceneId, schedule.name, events, customerId],
      );
      if (!row) throw notFound();
      ids.push(row.id);
    }
  }
  // A screen's whole list is bounded (core), however many requests built it; the transaction rolls back.
  const crowded = await tx.query<{ screen_id: number }>(
    `SELECT screen_id FROM schedules WHERE screen_id = ANY($1::int[]) GROUP BY screen_id HAVING count(*) > $2`,
    [screenIds, MAX_SCHEDULES_PER_SCREEN],
  );
  if (crowded.length > 0) throw unprocessableKeys({ schedules: ['scheduleErrors.tooManySchedules'] });
  const notify = await markContentChanged(tx, screenIds, now);
  await createSyncs(tx, schedules, now);
  await dropOrphanSyncs(tx, screenIds);
  return { ids, notify };
}

/** One schedule of a scene to change (`PUT scenes/{id}/schedules`): its id, new name and events. */
export interface ScheduleUpdate {
  id: number;
  name: string;
  events: ScheduleEvent[];
}

/**
 * Reads `{ schedule: { id, name, events } }` of `PUT scenes/{id}/schedules`: 422 with core's `scheduleErrors` at
 * `schedule.*`, and `screensApi.scheduleTargetInvalid` at `schedule.id` for a missing or malformed id.
 */
export function scheduleUpdateOf(raw: Record<string, unknown>): ScheduleUpdate {
  const entry = raw.schedule;
  const errors: Record<string, string[]> = scheduleErrors(entry, 'schedule');
  const id = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).id : undefined;
  if (!isId(id)) errors['schedule.id'] = ['screensApi.scheduleTargetInvalid'];
  assertNoProblems(errors);
  const { name, events } = entry as { name: string; events: ScheduleEvent[] };
  return { id: id as number, name: name.trim(), events };
}

/**
 * Changes one of a tenant's scene's schedules on a screen, in the caller's transaction: 404 when the schedule is
 * not that scene's (or has no screen: a playlist item's); the screen's content changes. Returns the after-commit notify.
 */
export async function updateSceneSchedule(
  tx: Db,
  customerId: TenantId,
  sceneId: number,
  schedule: ScheduleUpdate,
  now: Date,
): Promise<(realtime: RealtimePublisher) => void> {
  const row = await tx.maybe<{ screen_id: number }>(
    `UPDATE schedules sch SET name = $3, events = $4::jsonb
       FROM scenes sc, screens s
      WHERE sch.id = $1 AND sch.scene_id = $2 AND sc.id = sch.scene_id AND sc.customer_id = $5
        AND s.id = sch.screen_id AND s.customer_id = $5
     RETURNING sch.screen_id`,
    [schedule.id, sceneId, schedule.name, JSON.stringify(schedule.events), customerId],
  );
  if (!row) throw notFound();
  return markContentChanged(tx, [row.screen_id], now);
}

/** The screen of one of a tenant's scene's schedules on a screen, or null (not the scene's, or no screen). */
export async function findScheduleScreen(
  db: Db,
  customerId: TenantId,
  sceneId: number,
  scheduleId: number,
): Promise<number | null> {
  const row = await db.maybe<{ screen_id: number }>(
    `SELECT sch.screen_id FROM schedules sch JOIN scenes sc ON sc.id = sch.scene_id JOIN screens s ON s.id = sch.screen_id
      WHERE sch.id = $1 AND sch.scene_id = $2 AND sc.customer_id = $3 AND s.customer_id = $3`,
    [scheduleId, sceneId, customerId],
  );
  return row?.screen_id ?? null;
}

/** A tenant's scene schedules on screens, by id: these ids, or a scene's on one screen. */
export function findSceneSchedules(
  db: Db,
  customerId: TenantId,
  filter: { ids: readonly number[] } | { sceneId: number; screenId: number },
): Promise<Schedule[]> {
  const [where, params] =
    'ids' in filter
      ? ['sch.id = ANY($2::int[])', [customerId, filter.ids]]
      : ['sch.scene_id = $2 AND sch.screen_id = $3', [customerId, filter.sceneId, filter.screenId]];
  return db.query<Schedule>(
    `SELECT sch.id, sch.name, sch.screen_id AS "screenId", sch.scene_id AS "sceneId", sch.events
       FROM schedules sch JOIN scenes sc ON sc.id = sch.scene_id
      WHERE sc.customer_id = $1 AND sch.screen_id IS NOT NULL AND ${where} ORDER BY sch.id`,
    params,
  );
}

/** A sync row 'New' for each (screen, scene) pair without one (spec §4: "To be published"). */
async function createSyncs(tx: Db, pairs: readonly { screenId: number; sceneId: number }[], now: Date): Promise<void> {
  for (const pair of pairs) {
    await tx.query(
      `INSERT INTO screen_syncs (screen_id, scene_id, state, created_at, updated_at) VALUES ($1, $2, 'New', $3, $3)
       ON CONFLICT (screen_id, scene_id) DO NOTHING`,
      [pair.screenId, pair.sceneId, now],
    );
  }
}

/** Drops the sync rows of scenes with no schedule left on these screens (an unassigned scene has no sync). */
export async function dropOrphanSyncs(tx: Db, screenIds: readonly number[]): Promise<void> {
  await tx.query(
    `DELETE FROM screen_syncs y WHERE y.screen_id = ANY($1::int[])
       AND NOT EXISTS (SELECT 1 FROM schedules sch WHERE sch.screen_id = y.screen_id AND sch.scene_id = y.scene_id)`,
    [screenIds],
  );
}

/** `GET screens/{id}/scenes`: the scenes with a schedule on a tenant's screen, their schedules and sync. */
export async function findScreenScenes(db: Db, customerId: TenantId, screenId: number): Promise<ScreenSceneDto[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    thumbnail: string | null;
    schedules: ScreenSceneDto['schedules'];
    sync:
      | (Omit<NonNullable<ScreenSceneDto['sync']>, 'createdAt' | 'updatedAt'> & {
          createdAt: string;
          updatedAt: string;
        })
      | null;
  }>(
    `SELECT sc.id, sc.name, sc.thumbnail,
       json_agg(json_build_object('id', sch.id, 'name', sch.name, 'screenId', sch.screen_id, 'sceneId', sch.scene_id,
         'events', sch.events) ORDER BY sch.id) AS schedules,
       (SELECT json_build_object('id', y.id, 'sceneId', y.scene_id, 'sceneName', sc.name, 'state', y.state,
          'createdAt', y.created_at, 'updatedAt', y.updated_at)
          FROM screen_syncs y WHERE y.screen_id = s.id AND y.scene_id = sc.id) AS sync
     FROM screens s JOIN schedules sch ON sch.screen_id = s.id JOIN scenes sc ON sc.id = sch.scene_id
     WHERE s.id = $1 AND s.customer_id = $2 AND sc.customer_id = $2
     GROUP BY s.id, sc.id
     ORDER BY lower(sc.name), sc.id`,
    [screenId, customerId],
  );
  return rows.map((row) => ({
    ...row,
    sync: row.sync
      ? {
          ...row.sync,
          createdAt: new Date(row.sync.createdAt).toISOString(),
          updatedAt: new Date(row.sync.updatedAt).toISOString(),
        }
      : null,
  }));
}

/** A screen's zone and schedules, or null when the screen is not the tenant's. */
export async function screenSchedules(
  db: Db,
  customerId: TenantId,
  screenId: number,
): Promise<{ timezone: string; schedules: Schedule[] } | null> {
  return db.transaction(async (tx) => {
    const screen = await tx.maybe<{ timezone: string }>(
      'SELECT timezone FROM screens WHERE id = $1 AND customer_id = $2',
      [screenId, customerId],
    );
    if (!screen) return null;
    const rows = await tx.query<{ id: number; name: string; scene_id: number; events: ScheduleEvent[] }>(
      `SELECT sch.id, sch.name, sch.scene_id, sch.events FROM schedules sch JOIN scenes s ON s.id = sch.scene_id
        WHERE sch.screen_id = $1 AND s.customer_id = $2 ORDER BY sch.id`,
      [screenId, customerId],
    );
    const schedules = rows.map((row) => ({
      id: row.id,
      name: row.name,
      screenId,
      sceneId: row.scene_id,
      events: row.events,
    }));
    return { timezone: screen.timezone, schedules };
  });
}

/** Deletes a schedule of a screen (the caller has checked and locked the screen) in `tx`; false when there is none. */
export async function deleteScreenSchedule(tx: Db, screenId: number, scheduleId: number): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM schedules WHERE id = $1 AND screen_id = $2 RETURNING id', [
    scheduleId,
    screenId,
  ]);
  return deleted.length > 0;
}
