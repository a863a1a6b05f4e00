import type { Context } from 'hono';
import {
  ROLE_NAMES,
  type Customer,
  type CustomerListQuery,
  type CustomerSortKey,
  type TenantType,
} from '@screenplay/core';
import { findRoles } from '../auth/users';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { forbidden, notFound } from '../http/errors';

/** Who manages customers in a request: a super-admin (every customer) or a reseller-admin (its own). */
export interface CustomerManager {
  isSuperAdmin: boolean;
  /** The reseller whose customers the caller manages; null for a super-admin. */
  resellerId: number | null;
}

/**
 * The caller as a customer manager, or 403: a super-admin, or a reseller-admin with its reseller (spec §6).
 * `writing`: changes are made by a manager who is not acting as a customer (spec §2: /customer-management
 * "only for a super-admin who is not acting as a customer"); the list stays readable, as the login-as menu reads it.
 */
export async function customerManager(c: Context<AppEnv>, db: Db, writing: boolean): Promise<CustomerManager> {
  const { user } = c.get('auth');
  if (writing && user.current_customer_id !== null) throw forbidden();
  const roles = (await findRoles(db, user.id)).map((role) => role.name);
  if (roles.includes(ROLE_NAMES.superAdmin)) return { isSuperAdmin: true, resellerId: null };
  if (roles.includes(ROLE_NAMES.resellerAdmin) && user.reseller_id !== null)
    return { isSuperAdmin: false, resellerId: user.reseller_id };
  throw forbidden();
}

interface CustomerRow {
  id: number;
  title: string;
  type: TenantType;
  administrators: { id: number; email: string }[];
  description: string | null;
  address: string | null;
  screen_licenses: number;
  max_screens: number;
  reseller_id: number | null;
}

/** The SQL column each sort key orders by (keys from core's CUSTOMER_SORT_KEYS only, never the query's text). */
const SORT_COLUMNS: Readonly<Record<CustomerSortKey, string>> = {
  title: 'lower(c.title)',
  type: 'c.type',
  screenLicenses: 'c.screen_licenses',
  maxScreens: 'c.max_screens',
};

/** `$1` true = every customer (super-admin), otherwise only reseller `$2`'s; `$3` a search ('' for none); `$4` one id or null. */
function customersSql(sort: CustomerSortKey, order: 'asc' | 'desc'): string {
  return `
SELECT c.id, c.title, c.type, c.description, c.address, c.screen_licenses, c.max_screens, c.reseller_id,
  COALESCE((
    SELECT json_agg(json_build_object('id', u.id, 'email', u.email) ORDER BY u.email)
      FROM users u
      JOIN user_roles ur ON ur.user_id = u.id
      JOIN roles r ON r.id = ur.role_id AND r.name = '${ROLE_NAMES.customerAdmin}'
     WHERE u.customer_id = c.id
  ), '[]'::json) AS administrators
FROM customers c
WHERE ($1::boolean OR c.reseller_id = $2::int)
  AND ($3 = '' OR strpos(lower(c.title || ' ' || coalesce(c.description, '') || ' ' || coalesce(c.address, '')), lower($3)) > 0)
  AND ($4::int IS NULL OR c.id = $4::int)
ORDER BY ${SORT_COLUMNS[sort]} ${order === 'desc' ? 'DESC' : 'ASC'}, c.id`;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    administrators: row.administrators,
    description: row.description,
    address: row.address,
    screenLicenses: row.screen_licenses,
    maxScreens: row.max_screens,
    resellerId: row.reseller_id,
  };
}

/** The customers the manager sees, filtered and sorted as the query says. */
export async function readCustomers(db: Db, manager: CustomerManager, query: CustomerListQuery): Promise<Customer[]> {
  const rows = await db.query<CustomerRow>(customersSql(query.sort, query.order), [
    manager.isSuperAdmin,
    manager.resellerId,
    query.search,
    null,
  ]);
  return rows.map(toCustomer);
}

/** One customer the manager sees, or 404 (another reseller's customer is unknown, not forbidden). */
export async function readCustomer(db: Db, manager: CustomerManager, id: number): Promise<Customer> {
  const [row] = await db.query<CustomerRow>(customersSql('title', 'asc'), [
    manager.isSuperAdmin,
    manager.resellerId,
    '',
    id,
  ]);
  if (!row) throw notFound();
  return toCustomer(row);
}

/** Paid screens of a customer (free screens hold no licence; core's `hasFreeLicence`), in its tenant's scope. */
export async function paidScreensInUse(scoped: Db, customerId: number): Promise<number> {
  const row = await scoped.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM screens WHERE customer_id = $1 AND NOT free_screen',
    [customerId],
  );
  return row.n;
}
