import type { PlaylistItemSchedule, PlaylistItemScheduleDto, ScheduleEvent } from '@screenplay/core/schedule';
import { scheduleListErrors } from '@screenplay/core/schedule';
import type { Db } from '../db/client';
import { itemNotFound } from './scene.errors';
import type { TenantId } from '../tenancy';
import { assertNoProblems } from '../http/errors';

/**
 * Playlist item schedules (spec: `GET/PUT sections/{s}/playlistitems/{p}/schedules`, the scene schedule model):
 * rows of `schedules` with `playlist_item_id`, `section_id` and the section's `scene_id`, and no screen (a row
 * with a screen is a scene's schedule on that screen, whatever else it names). An item
 * has at most one; an item without one always plays.
 *
 * Draft copies: editing a saved section makes a draft copy whose items copy the parent's (`parent_id`). A copy
 * without a schedule of its own answers its parent item's; a schedule written on a copy stays on the copy until
 * the scene is saved, when {@link promoteItemSchedule} moves it over the parent item's.
 */

/** An item's schedule on the wire: core's `Schedule` with no screen (`screenId` null). */
export type ItemScheduleWire = PlaylistItemScheduleDto;

/** What `PUT …/schedules` stores. */
export interface ItemScheduleInput {
  name: string;
  events: ScheduleEvent[];
}

/** Most schedules a playlist item carries (spec: "an array of one on update"). */
export const ITEM_SCHEDULES_MAX = 1;

/**
 * Reads `{ schedules: [{ name, events }] }` of the item's PUT: core's `scheduleListErrors` (an empty list is
 * `scheduleErrors.required`), and more than {@link ITEM_SCHEDULES_MAX} is `scheduleErrors.onlyOne`; 422 either way.
 */
export function itemScheduleOf(raw: unknown): ItemScheduleInput {
  const list = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).schedules : undefined;
  if (Array.isArray(list) && list.length > ITEM_SCHEDULES_MAX)
    assertNoProblems({ schedules: ['scheduleErrors.onlyOne'] });
  assertNoProblems(scheduleListErrors(list));
  const [entry] = list as { name: string; events: ScheduleEvent[] }[];
  return { name: (entry?.name ?? '').trim(), events: entry?.events ?? [] };
}

const ITEM_SCHEDULE_COLUMNS = `sch.id, sch.name, NULL::int AS "screenId", sch.scene_id AS "sceneId", sch.events`;

async function ownSchedules(db: Db, customerId: TenantId, itemId: number): Promise<ItemScheduleWire[]> {
  return db.query<ItemScheduleWire>(
    `SELECT ${ITEM_SCHEDULE_COLUMNS} FROM schedules sch JOIN scenes s ON s.id = sch.scene_id
      WHERE s.customer_id = $1 AND sch.playlist_item_id = $2 AND sch.screen_id IS NULL ORDER BY sch.id`,
    [customerId, itemId],
  );
}

/** A tenant's item's schedule (0 or 1): its own, else, for a draft copy, its parent item's. */
export async function findItemSchedules(db: Db, customerId: TenantId, itemId: number): Promise<ItemScheduleWire[]> {
  const own = await ownSchedules(db, customerId, itemId);
  if (own.length > 0) return own;
  const parent = await db.maybe<{ parent_id: number | null }>('SELECT parent_id FROM playlist_items WHERE id = $1', [
    itemId,
  ]);
  return parent?.parent_id ? ownSchedules(db, customerId, parent.parent_id) : [];
}

/**
 * Replaces an item's schedule in the caller's transaction: 404 when the item is no longer in the section (deleted
 * since it was checked), so a race answers as the item's absence would.
 */
export async function replaceItemSchedule(
  tx: Db,
  item: { sceneId: number; sectionId: number; itemId: number },
  schedule: ItemScheduleInput,
): Promise<void> {
  await tx.query('DELETE FROM schedules WHERE playlist_item_id = $1 AND screen_id IS NULL', [item.itemId]);
  const row = await tx.maybe<{ id: number }>(
    `INSERT INTO schedules (scene_id, screen_id, section_id, playlist_item_id, name, events)
     SELECT $1, NULL, pi.section_id, pi.id, $4, $5::jsonb FROM playlist_items pi WHERE pi.id = $3 AND pi.section_id = $2
     RETURNING id`,
    [item.sceneId, item.sectionId, item.itemId, schedule.name, JSON.stringify(schedule.events)],
  );
  if (!row) throw itemNotFound();
}

/**
 * On a scene save, as a draft item replaces its parent item (`into`, in section `sectionId`): the draft's own
 * schedule, when it has one, replaces the parent's, so the schedule survives the save. Call before the draft
 * section is deleted (its items' schedules go with it).
 */
export async function promoteItemSchedule(
  tx: Db,
  draftItemId: number,
  into: { itemId: number; sectionId: number },
): Promise<void> {
  const own = await tx.query<{ id: number }>(
    'SELECT id FROM schedules WHERE playlist_item_id = $1 AND screen_id IS NULL',
    [draftItemId],
  );
  if (own.length === 0) return;
  await tx.query('DELETE FROM schedules WHERE playlist_item_id = $1 AND screen_id IS NULL', [into.itemId]);
  await tx.query('UPDATE schedules SET playlist_item_id = $2, section_id = $3 WHERE playlist_item_id = $1', [
    draftItemId,
    into.itemId,
    into.sectionId,
  ]);
}

/** An item that moves to section `sectionId` (a draft's new item on save) takes its schedule along. */
export async function moveItemSchedule(tx: Db, itemId: number, sectionId: number): Promise<void> {
  await tx.query('UPDATE schedules SET section_id = $2 WHERE playlist_item_id = $1', [itemId, sectionId]);
}

/**
 * Copies the schedules of copied items into scene `sceneId` (`items`: each old item id, its copy and the copy's
 * section), in one statement whatever their count.
 */
export async function copyItemSchedules(
  tx: Db,
  sceneId: number,
  items: readonly { old_id: number; id: number | undefined; section_id: number | undefined }[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.query(
    `INSERT INTO schedules (scene_id, screen_id, section_id, playlist_item_id, name, events)
     SELECT $1, NULL, m.section_id, m.id, sch.name, sch.events
       FROM jsonb_to_recordset($2::jsonb) AS m(old_id int, id int, section_id int)
       JOIN schedules sch ON sch.playlist_item_id = m.old_id AND sch.screen_id IS NULL
      ORDER BY sch.id`,
    [sceneId, JSON.stringify(items)],
  );
}

/** The schedules of these (saved) playlist items, as the player receives them, by item then id. */
export async function playlistSchedulesOf(db: Db, itemIds: readonly number[]): Promise<PlaylistItemSchedule[]> {
  if (itemIds.length === 0) return [];
  return db.query<PlaylistItemSchedule>(
    `SELECT playlist_item_id AS "playlistItemId", events FROM schedules
      WHERE playlist_item_id = ANY($1::int[]) AND screen_id IS NULL ORDER BY playlist_item_id, id`,
    [itemIds],
  );
}
