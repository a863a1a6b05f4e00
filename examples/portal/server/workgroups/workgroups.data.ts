import type { Context } from 'hono';
import {
  ROLE_NAMES,
  canSeeWorkgroups,
  deriveAccess,
  WORKGROUP_PERMISSION_TYPES,
  isPermissionLevel,
  isWorkgroupPermissionType,
  sortMembers,
  type Workgroup,
  type WorkgroupMember,
  type WorkgroupPermission,
} from '@screenplay/core';
import type { Db } from '../db/client';
import type { AppEnv } from '../tenancy/env';
import { forbidden, notFound } from '../http/errors';
import { tenantActor, type TenantActor, type TenantId } from '../tenancy';

/**
 * Reads of the workgroups API. Workgroups, their members and grants are tenant rows (row-level security);
 * users are not, so every read of a user also requires `users.customer_id` to be the acting customer.
 */

/**
 * The actor of a workgroups call (workgroups, invitations, members, permissions), by the rule that opens
 * `/workgroups` (core's `canSeeWorkgroups`, issue 25): a customer's admin, Direct or Delegated, its reseller logged in
 * as it, or a super-admin acting as the customer; 403 for a workgroup user, and for a super-admin or reseller acting
 * for no customer. The actor's `customerId` is the customer acted on, and every query below is scoped to it.
 */
export async function workgroupAdmin(c: Context<AppEnv>): Promise<TenantActor> {
  const actor = await tenantActor(c);
  if (!canSeeWorkgroups(deriveAccess(actor.session))) throw forbidden();
  return actor;
}

interface MemberRow {
  id: number;
  name: string;
  last_name: string | null;
  email: string;
  email_verified_at: Date | string | null;
  workgroup_id: number;
  roles: string[];
}

/** `$2` null = members of every workgroup of customer `$1`; `$3` null = every member. */
const MEMBERS_SQL = `
SELECT u.id, u.name, u.last_name, u.email, u.email_verified_at, wu.workgroup_id,
  COALESCE((SELECT json_agg(r.name ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
             WHERE ur.user_id = u.id), '[]'::json) AS roles
FROM workgroup_users wu
JOIN workgroups w ON w.id = wu.workgroup_id
JOIN users u ON u.id = wu.user_id
WHERE w.customer_id = $1 AND u.customer_id = $1 AND ($2::int IS NULL OR w.id = $2) AND ($3::int IS NULL OR u.id = $3)`;

function toMember(row: MemberRow): WorkgroupMember {
  const verified = row.email_verified_at;
  return {
    id: row.id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    roles: row.roles,
    isAdmin: row.roles.includes(ROLE_NAMES.customerAdmin),
    emailVerifiedAt: verified === null ? null : new Date(verified).toISOString(),
    workGroupId: row.workgroup_id,
  };
}

interface GrantRow {
  workgroup_id: number;
  permission_type: string;
  level: string;
}

/** The customer's workgroups (one when `id` is given), with members sorted by core's rule and grants in core's order. */
export async function readWorkgroups(db: Db, customerId: TenantId, id: number | null = null): Promise<Workgroup[]> {
  const groups = await db.query<{ id: number; title: string }>(
    `SELECT id, title FROM workgroups WHERE customer_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY lower(title), id`,
    [customerId, id],
  );
  if (groups.length === 0) return [];
  const members = await db.query<MemberRow>(MEMBERS_SQL, [customerId, id, null]);
  const grants = await db.query<GrantRow>(
    `SELECT gp.workgroup_id, gp.permission_type, gp.level FROM group_permissions gp
       JOIN workgroups w ON w.id = gp.workgroup_id
      WHERE w.customer_id = $1 AND ($2::int IS NULL OR w.id = $2)`,
    [customerId, id],
  );
  return groups.map((group) => ({
    id: group.id,
    title: group.title,
    users: sortMembers(members.filter((m) => m.workgroup_id === group.id).map(toMember)),
    permissions: permissionsOf(grants.filter((g) => g.workgroup_id === group.id)),
  }));
}

/** A workgroup's grants in the order of core's list; rows of types or levels core does not know are left out. */
function permissionsOf(rows: readonly GrantRow[]): WorkgroupPermission[] {
  const result: WorkgroupPermission[] = [];
  for (const type of WORKGROUP_PERMISSION_TYPES) {
    const row = rows.find((r) => r.permission_type === type);
    if (row && isWorkgroupPermissionType(row.permission_type) && isPermissionLevel(row.level))
      result.push({ permissionType: row.permission_type, level: row.level });
  }
  return result;
}

/** One of the customer's workgroups, or 404. */
export async function readWorkgroup(db: Db, customerId: TenantId, id: number): Promise<Workgroup> {
  const [group] = await readWorkgroups(db, customerId, id);
  if (!group) throw notFound();
  return group;
}

/** Whether the customer has workgroup `id` (404 otherwise); `lock` takes the row's lock in a transaction. */
export async function assertWorkgroup(db: Db, customerId: TenantId, id: number, lock = false): Promise<void> {
  const row = await db.maybe<{ id: number }>(
    `SELECT id FROM workgroups WHERE id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, customerId],
  );
  if (!row) throw notFound();
}

/** A member of one of the customer's workgroups, or 404 (another customer's user, or not in that workgroup). */
export async function readMember(
  db: Db,
  customerId: TenantId,
  workgroupId: number,
  userId: number,
): Promise<WorkgroupMember> {
  const row = await db.maybe<MemberRow>(MEMBERS_SQL, [customerId, workgroupId, userId]);
  if (!row) throw notFound();
  return toMember(row);
}
