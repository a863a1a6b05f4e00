import type { WorkgroupPermission } from '@screenplay/core';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { TenantId } from '../tenancy';
import { assertWorkgroup } from './workgroups.data';

/** Creates the tenant's workgroup; gives back its id. */
export async function insertWorkgroup(db: Db, customerId: TenantId, title: string, now: Date): Promise<number> {
  const row = await db.one<{ id: number }>(
    'INSERT INTO workgroups (customer_id, title, created_at) VALUES ($1, $2, $3) RETURNING id',
    [customerId, title, now],
  );
  return row.id;
}

/** Renames the tenant's workgroup. */
export async function renameWorkgroup(db: Db, customerId: TenantId, id: number, title: string): Promise<void> {
  await db.query('UPDATE workgroups SET title = $3 WHERE id = $1 AND customer_id = $2', [id, customerId, title]);
}

/**
 * Deletes the tenant's workgroup in `tx` unless it still has members: false then, nothing deleted (404 when it is not
 * theirs). Its grants go with it (ON DELETE CASCADE); nothing else refers to a workgroup but folder grants, likewise.
 */
export async function deleteEmptyWorkgroup(tx: Db, customerId: TenantId, id: number): Promise<boolean> {
  await assertWorkgroup(tx, customerId, id, true);
  const members = await tx.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM workgroup_users WHERE workgroup_id = $1',
    [id],
  );
  if (members.n > 0) return false;
  const deleted = await tx.query('DELETE FROM workgroups WHERE id = $1 AND customer_id = $2 RETURNING id', [
    id,
    customerId,
  ]);
  if (deleted.length === 0) throw notFound();
  return true;
}

/** Replaces the tenant's workgroup's grants in `tx` (a type left out is no longer granted); 404 when not theirs. */
export async function replaceWorkgroupPermissions(
  tx: Db,
  customerId: TenantId,
  id: number,
  permissions: readonly WorkgroupPermission[],
): Promise<void> {
  await assertWorkgroup(tx, customerId, id, true);
  await tx.query('DELETE FROM group_permissions WHERE workgroup_id = $1', [id]);
  for (const { permissionType, level } of permissions)
    await tx.query('INSERT INTO group_permissions (workgroup_id, permission_type, level) VALUES ($1, $2, $3)', [
      id,
      permissionType,
      level,
    ]);
}
