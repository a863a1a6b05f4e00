import { ROLE_NAMES, groupPermissionsOf, type SessionUser } from '@screenplay/core';
import type { Db } from '../db/client';
import { asSystem } from './scope';
import type { UserRow } from '../auth/users';

const ADMIN_ROLES: readonly string[] = [ROLE_NAMES.superAdmin, ROLE_NAMES.resellerAdmin, ROLE_NAMES.customerAdmin];

/** Everything a SessionUser needs beyond the user row, read in one round trip. */
interface SessionFacts {
  roles: { id: number; name: string }[];
  permissions: { permission_type: string; level: string }[];
  own_type: 'Direct' | 'Delegated' | null;
  own_reseller_id: number | null;
  acting_type: 'Direct' | 'Delegated' | null;
}

const SESSION_FACTS_SQL = `
  SELECT
    COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.id)
                FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1), '[]'::json) AS roles,
    COALESCE((SELECT json_agg(json_build_object('permission_type', gp.permission_type, 'level', gp.level))
                FROM workgroup_users wu JOIN group_permissions gp ON gp.workgroup_id = wu.workgroup_id
               WHERE wu.user_id = $1), '[]'::json) AS permissions,
    own.type AS own_type, own.reseller_id AS own_reseller_id, acting.type AS acting_type
  FROM (SELECT 1) AS one
  LEFT JOIN customers own ON own.id = $2
  LEFT JOIN customers acting ON acting.id = $3`;

/**
 * Builds the contract's SessionUser. The acting customer is `current_customer_id ?? customer_id`;
 * the grants are core's `groupPermissionsOf` (admins all Full Access, workgroup users what their workgroups grant).
 */
export async function toSessionUser(db: Db, user: UserRow): Promise<SessionUser> {
  // Workgroup grants are tenant rows (RLS); a user's own are read before any tenant acts.
  const tenant = await asSystem(db, 'sign-in').one<SessionFacts>(SESSION_FACTS_SQL, [
    user.id,
    user.customer_id,
    user.current_customer_id ?? user.customer_id,
  ]);
  const roles = tenant.roles;
  const isAdmin = roles.some((role) => ADMIN_ROLES.includes(role.name));
  const groupPermissions = groupPermissionsOf(
    tenant.permissions.map((row) => ({ permissionType: row.permission_type, level: row.level })),
    isAdmin,
  );
  const customerReseller = tenant.own_type === 'Delegated' ? tenant.own_reseller_id : null;
  return {
    id: user.id,
    name: user.name,
    lastName: user.last_name,
    middleName: user.middle_name,
    email: user.email,
    phone: user.phone,
    about: user.about,
    avatar: user.avatar,
    roles,
    emailVerifiedAt: user.email_verified_at ? user.email_verified_at.toISOString() : null,
    status: user.status,
    tenantType: tenant.acting_type,
    customerId: user.customer_id,
    currentCustomerId: user.current_customer_id,
    resellerId: user.reseller_id ?? customerReseller,
    groupPermissions,
  };
}
