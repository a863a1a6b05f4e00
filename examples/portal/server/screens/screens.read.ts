import type { Tag } from '@screenplay/core';
import {
  type ContentVersionLabel,
  canManageScreens,
  type ScreenDeviceDto,
  type ScreenDto,
  type ScreenOrientation,
  type ScreenSyncDto,
  type ScreenTimer,
  type ScreensListMessage,
  type SyncState,
  screenStatus,
} from '@screenplay/core/screens';
import { screenWithoutScheduling } from '@screenplay/core';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../tenancy/env';
import type { RealtimePublisher } from '../realtime/publisher';
import { seesScheduling, type TenantActor, type TenantId } from '../tenancy';

/** A screens row with its children as JSON, as {@link SCREEN_SQL} reads it. */
interface ScreenRow {
  id: number;
  name: string;
  ratio: string | null;
  orientation: ScreenOrientation;
  resolution: string | null;
  timezone: string;
  volume: number;
  brightness1: number;
  brightness2: number;
  time_from1: string;
  time_from2: string;
  alive_at: Date | null;
  device_uid: string;
  content_version: string;
  player_version: string | null;
  fin_tag: string | null;
  ntp_server: string | null;
  remote_control_enabled: boolean;
  free_screen: boolean;
  created_at: Date;
  tags: Tag[];
  folder_ids: number[];
  syncs: (Omit<ScreenSyncDto, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
  scenes: { id: number; name: string }[];
  timers: ScreenTimer[];
}

/**
 * SQL: `$1` customer, `$2` JSON array of screen ids or null (all). A tenant's screens with their tags,
 * folders, syncs (with the scene's name), assigned scenes (those with a schedule on the screen) and
 * timers, by name. Children are joined through the tenant's screen in the same statement.
 */
const SCREEN_SQL = `
SELECT s.id, s.name, s.ratio, s.orientation, s.resolution, s.timezone, s.volume, s.brightness1, s.brightness2,
  s.time_from1, s.time_from2, s.alive_at, s.device_uid, s.content_version, s.player_version, s.fin_tag,
  s.ntp_server, s.remote_control_enabled, s.free_screen, s.created_at,
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
    FROM screen_tags x JOIN tags t ON t.id = x.tag_id WHERE x.screen_id = s.id), '[]'::json) AS tags,
  COALESCE((SELECT json_agg(x.folder_id ORDER BY x.folder_id) FROM screen_folders x WHERE x.screen_id = s.id), '[]'::json) AS folder_ids,
  COALESCE((SELECT json_agg(json_build_object('id', y.id, 'sceneId', y.scene_id, 'sceneName', sc.name, 'state', y.state,
      'createdAt', y.created_at, 'updatedAt', y.updated_at) ORDER BY y.id)
    FROM screen_syncs y JOIN scenes sc ON sc.id = y.scene_id WHERE y.screen_id = s.id), '[]'::json) AS syncs,
  COALESCE((SELECT json_agg(json_build_object('id', sc.id, 'name', sc.name) ORDER BY lower(sc.name), sc.id)
    FROM scenes sc WHERE sc.customer_id = s.customer_id
      AND sc.id IN (SELECT sch.scene_id FROM schedules sch WHERE sch.screen_id = s.id)), '[]'::json) AS scenes,
  COALESCE((SELECT json_agg(json_build_object('type', tm.type, 'level', tm.level, 'timeOn', tm.time_on,
      'timeOff', tm.time_off, 'weekdays', tm.weekdays, 'volume', tm.volume) ORDER BY tm.type)
    FROM screen_timers tm WHERE tm.screen_id = s.id), '[]'::json) AS timers
FROM screens s
WHERE s.customer_id = $1 AND ($2::jsonb IS NULL OR s.id IN (SELECT jsonb_array_elements_text($2::jsonb)::int))
ORDER BY lower(s.name), s.id`;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Latest when the player last reported playing the version the server holds (spec §3 `contentVersion`). */
export function contentVersionLabel(contentVersion: string, playerVersion: string | null): ContentVersionLabel {
  return playerVersion === contentVersion ? 'Latest' : 'New available';
}

function toSyncDto(sync: ScreenRow['syncs'][number]): ScreenSyncDto {
  return {
    id: sync.id,
    sceneId: sync.sceneId,
    sceneName: sync.sceneName,
    state: sync.state as SyncState,
    createdAt: iso(sync.createdAt),
    updatedAt: iso(sync.updatedAt),
  };
}

function toScreenDto(row: ScreenRow, now: Date): ScreenDto {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    tags: row.tags,
    folderIds: row.folder_ids,
    ratio: row.ratio,
    orientation: row.orientation,
    resolution: row.resolution,
    timezone: row.timezone,
    volume: row.volume,
    brightness1: row.brightness1,
    brightness2: row.brightness2,
    timeFrom1: row.time_from1,
    timeFrom2: row.time_from2,
    aliveAt: row.alive_at ? iso(row.alive_at) : null,
    status: screenStatus(row.alive_at, now),
    syncs: row.syncs.map(toSyncDto),
    deviceUid: row.device_uid,
    contentVersion: contentVersionLabel(row.content_version, row.player_version),
    finTag: row.fin_tag,
    ntpServer: row.ntp_server,
    remoteControl: row.remote_control_enabled,
    scenes: row.scenes,
    timers: row.timers,
    freeScreen: row.free_screen,
    createdAt: iso(row.created_at),
  };
}

/** A tenant's screens (all, or those of `ids`), with every field of spec §3, status computed at `now`. */
export async function findScreens(
  db: Db,
  customerId: TenantId,
  now: Date,
  ids: readonly number[] | null = null,
): Promise<ScreenDto[]> {
  const rows = await db.query<ScreenRow>(SCREEN_SQL, [customerId, ids ? JSON.stringify(ids) : null]);
  return rows.map((row) => toScreenDto(row, now));
}

/**
 * A screen as the request's user may see it (issue 22): without its scenes and syncs, which say which scene is on
 * it, when their workgroup hides scheduling scenes.
 */
export async function screenSeenBy(c: Context<AppEnv>, screen: ScreenDto): Promise<ScreenDto> {
  return (await seesScheduling(c)) ? screen : screenWithoutScheduling(screen);
}

/** One of the tenant's screens, or null. */
export async function findScreen(db: Db, customerId: TenantId, screenId: number, now: Date): Promise<ScreenDto | null> {
  const [screen] = await findScreens(db, customerId, now, [screenId]);
  return screen ?? null;
}

/** The id of a tenant's screen (locked for the transaction when `lock`), or null. */
export async function findScreenId(
  db: Db,
  customerId: TenantId,
  screenId: number,
  lock = false,
): Promise<number | null> {
  const row = await db.maybe<{ id: number }>(
    `SELECT id FROM screens WHERE id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [screenId, customerId],
  );
  return row?.id ?? null;
}

/** What the player reported about itself (`device_info` keys written by the heartbeat). */
interface DeviceInfo {
  userAgent?: unknown;
  displaySize?: unknown;
  deviceTime?: unknown;
  clockOffsetMs?: unknown;
  timezone?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `GET screens/{id}/details/device`: the device's own report, or null when the screen is not the tenant's. */
export async function findScreenDevice(
  db: Db,
  customerId: TenantId,
  screenId: number,
  now: Date,
): Promise<ScreenDeviceDto | null> {
  const row = await db.maybe<{
    device_uid: string;
    device_info: DeviceInfo;
    player_version: string | null;
    alive_at: Date | null;
  }>('SELECT device_uid, device_info, player_version, alive_at FROM screens WHERE id = $1 AND customer_id = $2', [
    screenId,
    customerId,
  ]);
  if (!row) return null;
  const info = row.device_info ?? {};
  return {
    deviceUid: row.device_uid,
    userAgent: text(info.userAgent),
    displaySize: text(info.displaySize),
    deviceTime: text(info.deviceTime),
    clockOffsetMs:
      typeof info.clockOffsetMs === 'number' && Number.isFinite(info.clockOffsetMs) ? info.clockOffsetMs : null,
    contentVersion: row.player_version,
    aliveAt: row.alive_at ? iso(row.alive_at) : null,
    status: screenStatus(row.alive_at, now),
  };
}

/** The manage-screen flag of spec §6 for the actor (core's rule over the session's grants). */
export function mayManageScreens(actor: TenantActor): boolean {
  return canManageScreens(actor.session.groupPermissions);
}

/** The realtime channel of a customer's screens list (spec §9). */
export function customerScreensChannel(customerId: number): string {
  return `customer:${customerId}:screens`;
}

/** Publishes a screens-list message on the customer's channel (typed, so name and data cannot disagree). */
export function publishScreensList(realtime: RealtimePublisher, customerId: number, message: ScreensListMessage): void {
  realtime.publish(customerScreensChannel(customerId), message.name, message.data);
}
