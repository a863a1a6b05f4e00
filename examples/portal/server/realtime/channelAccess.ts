import { isGranted, type GroupPermissions, type WorkgroupPermissionType } from '@screenplay/core';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';

/** Who is asking for a channel: the user and the customer they act for (`current_customer_id ?? customer_id`). */
export interface RealtimeUser {
  id: number;
  /** The acting tenant; null for super-admins and resellers not acting as a customer. */
  customerId: number | null;
  /** The session's workgroup grants (admins: all Full Access), read when the connection loads its user. */
  grants: GroupPermissions;
}

/** The kinds of channel the portal uses (ARCHITECTURE.md "Realtime"). */
export type ChannelKind = 'scene' | 'scene-preview' | 'customer-screens' | 'screen';

/** A channel name taken apart. */
export interface ParsedChannel {
  kind: ChannelKind;
  id: number;
}

/** Finds the customer owning the record a channel is about; null when unknown. */
export type TenantResolver = (channel: ParsedChannel) => Promise<number | null>;

const CHANNEL_PATTERNS: readonly [RegExp, ChannelKind][] = [
  [/^scene:(\d+)$/, 'scene'],
  [/^scene-preview:(\d+)$/, 'scene-preview'],
  [/^customer:(\d+):screens$/, 'customer-screens'],
  [/^screen:(\d+)$/, 'screen'],
];

/** Reads `scene:{id}`, `scene-preview:{id}`, `customer:{id}:screens` or `screen:{id}`; null for any other name. */
export function parseChannel(name: string): ParsedChannel | null {
  for (const [pattern, kind] of CHANNEL_PATTERNS) {
    const match = pattern.exec(name);
    const id = match ? Number(match[1]) : NaN;
    if (Number.isSafeInteger(id) && id > 0) return { kind, id };
  }
  return null;
}

/** The acting customer of a user row (`current_customer_id ?? customer_id`). */
export function actingCustomerOf(user: UserRow): number | null {
  return user.current_customer_id ?? user.customer_id;
}

/** The realtime view of a user row with its session's grants. */
export function toRealtimeUser(user: UserRow, grants: GroupPermissions): RealtimeUser {
  return { id: user.id, customerId: actingCustomerOf(user), grants };
}

/**
 * The workgroup grants each channel kind needs to be read (issue 13, as the API's paths in tenancy/grants.ts):
 * a scene's channels carry its edits and presence, the screens' channels their names and statuses. The customer's
 * screens list carries each screen whole, its scenes and syncs (which scene is on it) included, to every listener
 * alike: a user whose scheduling scenes is Hidden is not sent it (issue 22) and sees the list as of their last load.
 */
const CHANNEL_GRANTS: Readonly<Record<ChannelKind, readonly WorkgroupPermissionType[]>> = {
  scene: ['createAndEditScenes'],
  'scene-preview': ['createAndEditScenes'],
  'customer-screens': ['manageScreens', 'scheduleScenes'],
  screen: ['manageScreens'],
};

/**
 * The one authorisation rule of realtime channels: a user may attach a channel only when the record
 * it is about belongs to the customer the user acts for. Unknown channel names and unresolvable
 * records are refused; super-admins and resellers reach a tenant's channels by acting as it.
 */
export async function canAccessChannel(
  user: RealtimeUser,
  channel: string,
  resolveTenant: TenantResolver,
): Promise<boolean> {
  if (user.customerId === null) return false;
  const parsed = parseChannel(channel);
  if (!parsed) return false;
  // What the user's workgroup hides is not streamed either (Readonly reads; core's rule, as the API's).
  if (!CHANNEL_GRANTS[parsed.kind].every((type) => isGranted(user.grants, type, 'read'))) return false;
  const tenant = await resolveTenant(parsed);
  return tenant !== null && tenant === user.customerId;
}

/**
 * Resolves tenants from the database: `customer:{id}:screens` is its own tenant; scenes and screens
 * are read from their tables' `customer_id`. Until the scenes/screens migrations exist those
 * channels resolve to no tenant and are refused (the table check is cached once it succeeds).
 */
export function databaseTenantResolver(db: Db): TenantResolver {
  const knownTables = new Set<string>();

  async function hasTable(table: 'scenes' | 'screens'): Promise<boolean> {
    if (knownTables.has(table)) return true;
    const row = await db.one<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [`public.${table}`]);
    if (row.exists) knownTables.add(table);
    return row.exists;
  }

  async function ownerOf(table: 'scenes' | 'screens', id: number): Promise<number | null> {
    if (!(await hasTable(table))) return null;
    const row = await db.maybe<{ customer_id: number | null }>(`SELECT customer_id FROM ${table} WHERE id = $1`, [id]);
    return row?.customer_id ?? null;
  }

  return async ({ kind, id }) => {
    switch (kind) {
      case 'customer-screens':
        return id;
      case 'scene':
      case 'scene-preview':
        return ownerOf('scenes', id);
      case 'screen':
        return ownerOf('screens', id);
    }
  };
}
