import { randomUUID } from 'node:crypto';
import { MAX_TAGS_PER_SCENE, type TagRef } from '@screenplay/core';
import type { ScreenDto } from '@screenplay/core/screens';
import type { Db } from '../db/client';
import { notFound, unprocessableKeys } from '../http/errors';
import type { RealtimePublisher } from '../realtime/publisher';
import type { TenantId } from '../tenancy';
import { markContentChanged, newContentVersion } from './content';
import { findScreen, findScreenId, publishScreensList } from './screens.read';

/** The tags field problem (as scenes answer a bad tag list). */
const TAGS_INVALID = 'screensApi.tagsInvalid';

/**
 * Tags as `PUT screens/{id}` receives them, as for scenes: a list of names or `{ id }` / `{ id, name }` /
 * `{ name }` references, at most {@link MAX_TAGS_PER_SCENE}. Undefined leaves the tags as they are.
 */
export function tagRefsOf(value: unknown): TagRef[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_TAGS_PER_SCENE) throw unprocessableKeys({ tags: [TAGS_INVALID] });
  return value.map((entry: unknown): TagRef => {
    if (typeof entry === 'string') return { name: entry };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw unprocessableKeys({ tags: [TAGS_INVALID] });
    const { id, name } = entry as { id?: unknown; name?: unknown };
    const validId =
      id === undefined || (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    const validName = name === undefined || typeof name === 'string';
    if (!validId || !validName || (id === undefined && name === undefined))
      throw unprocessableKeys({ tags: [TAGS_INVALID] });
    return {
      ...(id === undefined ? {} : { id: id as number }),
      ...(name === undefined ? {} : { name: name as string }),
    };
  });
}

/** Replaces a screen's tags (resolved first with the scenes' `resolveTags`). */
export async function replaceScreenTags(tx: Db, screenId: number, tagIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM screen_tags WHERE screen_id = $1', [screenId]);
  await tx.query(
    `INSERT INTO screen_tags (screen_id, tag_id) SELECT $1, value::int FROM jsonb_array_elements_text($2::jsonb) ON CONFLICT DO NOTHING`,
    [screenId, JSON.stringify(tagIds)],
  );
}

/** What a change of a screen's settings needs from the route. */
export interface SettingsChange {
  db: Db;
  customerId: TenantId;
  screenId: number;
  now: Date;
  realtime: RealtimePublisher;
}

/**
 * Applies a change of what the player shows or how (settings, timers, schedules) in one transaction with
 * the screen locked: runs `write`, gives the screen a new content version (its syncs back to Pushed;
 * skipped when `write` answers false: nothing the player shows changed),
 * and after commit tells the player (`content` on `screen:{id}`) and the list (`screen` on
 * `customer:{id}:screens`). Answers the updated screen; 404 when the screen is not the tenant's.
 */
export async function changeScreen(
  change: SettingsChange,
  write: (tx: Db) => Promise<boolean | undefined>,
): Promise<ScreenDto> {
  const { db, customerId, screenId, now, realtime } = change;
  const notify = await db.transaction(async (tx) => {
    if ((await findScreenId(tx, customerId, screenId, true)) === null) throw notFound();
    const reachesPlayer = await write(tx);
    return reachesPlayer === false ? () => undefined : markContentChanged(tx, [screenId], now);
  });
  notify(realtime);
  return publishScreen(db, customerId, screenId, now, realtime);
}

/** Reads a screen and publishes it on the customer's screens list; answers it (404 when gone). */
export async function publishScreen(
  db: Db,
  customerId: TenantId,
  screenId: number,
  now: Date,
  realtime: RealtimePublisher,
): Promise<ScreenDto> {
  const screen = await findScreen(db, customerId, screenId, now);
  if (!screen) throw notFound();
  publishScreensList(realtime, customerId, { name: 'screen', data: screen });
  return screen;
}

/** Renames a screen in `tx`; false when the name is unchanged (nothing written). */
export async function renameScreen(tx: Db, screenId: number, title: string, now: Date): Promise<boolean> {
  const renamed = await tx.query(
    'UPDATE screens SET name = $2, updated_at = $3 WHERE id = $1 AND name <> $2 RETURNING id',
    [screenId, title, now],
  );
  return renamed.length > 0;
}

/**
 * Deletes the tenant's screen if it still has the name the user typed, and gives back the file names of its
 * screenshots (their rows go with it; the caller removes the files); null when nothing was deleted.
 */
export async function deleteNamedScreen(
  db: Db,
  customerId: TenantId,
  screenId: number,
  name: string,
): Promise<string[] | null> {
  const shots = await db.query<{ file_name: string }>('SELECT file_name FROM screenshots WHERE screen_id = $1', [
    screenId,
  ]);
  const deleted = await db.query('DELETE FROM screens WHERE id = $1 AND customer_id = $2 AND name = $3 RETURNING id', [
    screenId,
    customerId,
    name,
  ]);
  return deleted.length === 0 ? null : shots.map((shot) => shot.file_name);
}

/** A screen to create for a paired player: its name, zone, resolution, whether it is free, its folder (null: none). */
export interface NewScreen {
  name: string;
  timezone: string;
  resolution: string | null;
  freeScreen: boolean;
  folderId: number | null;
  now: Date;
}

/** Creates the tenant's screen in `tx` (a new device uid and content version) in its folder; gives back its id. */
export async function insertScreen(tx: Db, customerId: TenantId, screen: NewScreen): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO screens (customer_id, name, device_uid, timezone, resolution, free_screen, content_version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [
      customerId,
      screen.name,
      randomUUID(),
      screen.timezone,
      screen.resolution,
      screen.freeScreen,
      newContentVersion(),
      screen.now,
    ],
  );
  if (screen.folderId !== null)
    await tx.query('INSERT INTO screen_folders (screen_id, folder_id) VALUES ($1, $2)', [row.id, screen.folderId]);
  return row.id;
}
