import { WORKGROUP_ASSIGNABLE_ROLES, type WorkgroupRole } from '@screenplay/core';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import { assertWorkgroup } from './workgroups.data';

/** Replaces the user's assignable roles (customer-admin, workgroup-user) by `roles`, in the caller's transaction. */
export async function replaceRoles(tx: Db, userId: number, roles: readonly WorkgroupRole[]): Promise<void> {
  await tx.query(
    `DELETE FROM user_roles ur USING roles r WHERE ur.role_id = r.id AND ur.user_id = $1 AND r.name = ANY($2::text[])`,
    [userId, [...WORKGROUP_ASSIGNABLE_ROLES]],
  );
  await tx.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    [userId, [...roles]],
  );
}

/** A person invited into a workgroup: an unverified account of the tenant without a password yet. */
export interface NewMember {
  email: string;
  name: string;
  lastName: string | null;
  roles: readonly WorkgroupRole[];
  now: Date;
}

/**
 * Creates the member's account in `tx` with its roles and puts it into the tenant's workgroup (404 when the workgroup
 * is not theirs); null when the e-mail is taken (nothing written).
 */
export async function insertMember(
  tx: Db,
  customerId: TenantId,
  workgroupId: number,
  member: NewMember,
): Promise<number | null> {
  await assertWorkgroup(tx, customerId, workgroupId, true);
  const created = await tx.maybe<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, last_name, email_verified_at, customer_id, created_at, updated_at)
     VALUES ($1, NULL, $2, $3, NULL, $4, $5, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [member.email, member.name, member.lastName, customerId, member.now],
  );
  if (!created) return null;
  await replaceRoles(tx, created.id, member.roles);
  await tx.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2)', [workgroupId, created.id]);
  return created.id;
}

/** Updates a member's name (and last name when `lastName.sent`) and roles in `tx`. */
export async function updateMember(
  tx: Db,
  customerId: TenantId,
  userId: number,
  change: {
    name: string;
    lastName: { sent: boolean; value: string | null };
    roles: readonly WorkgroupRole[];
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE users SET name = $3, last_name = CASE WHEN $5::boolean THEN $4 ELSE last_name END, updated_at = $6
      WHERE id = $1 AND customer_id = $2`,
    [userId, customerId, change.name, change.lastName.value, change.lastName.sent, change.now],
  );
  await replaceRoles(tx, userId, change.roles);
}

/** Moves a member from one of the tenant's workgroups to another (404 when the target is not theirs), in `tx`. */
export async function moveMember(
  tx: Db,
  customerId: TenantId,
  userId: number,
  from: number,
  to: number,
): Promise<void> {
  await assertWorkgroup(tx, customerId, to, true);
  await tx.query('DELETE FROM workgroup_users WHERE workgroup_id = $1 AND user_id = $2', [from, userId]);
  await tx.query(
    'INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2) ON CONFLICT (workgroup_id, user_id) DO NOTHING',
    [to, userId],
  );
}

/** Takes a member out of a workgroup (the account stays the customer's). */
export async function removeMember(db: Db, workgroupId: number, userId: number): Promise<void> {
  await db.query('DELETE FROM workgroup_users WHERE workgroup_id = $1 AND user_id = $2', [workgroupId, userId]);
}
