import type { Context } from 'hono';
import {
  ROLE_NAMES,
  type Customer,
  type CustomerListQuery,
  type CustomerSortKey,
  type TenantType,
} from '@screenplay/core';
import { NO_LICENCES, type LicenceSummary } from '@screenplay/core/billing';
import { findRoles } from '../auth/users';
import { licenceCountsOf } from '../billing/licences';
import type { Db } from '../db/client';
import type { AppEnv } from '../tenancy/env';
import { forbidden, notFound } from '../http/errors';
import { asSystem } from '../tenancy';

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
  max_screens: number;
  reseller_id: number | null;
  reseller_title: string | null;
  screens_in_use: number;
}

/**
 * The SQL column each sort key orders by (keys from core's CUSTOMER_SORT_KEYS only, never the query's text); null for
 * the keys read from the licence orders, which core's rule counts (sorted after, in {@link sortByLicences}).
 */
const SORT_COLUMNS: Readonly<Record<CustomerSortKey, string | null>> = {
  title: 'lower(c.title)',
  type: 'c.type',
  screenLicenses: null,
  maxScreens: 'c.max_screens',
  screensInUse: 'screens_in_use',
  nextExpiry: null,
};

/**
 * `$1` true = every customer (super-admin), otherwise only reseller `$2`'s; `$3` a search ('' for none); `$4` one id
 * or null. Screens are counted across tenants: the query runs on the system path 'customers-list'.
 */
function customersSql(sort: CustomerSortKey, order: 'asc' | 'desc'): string {
  const column = SORT_COLUMNS[sort];
  const orderBy = column === null ? '' : `${column} ${order === 'desc' ? 'DESC' : 'ASC'}, `;
  return `
SELECT c.id, c.title, c.type, c.description, c.address, c.max_screens, c.reseller_id, rs.title AS reseller_title,
  (SELECT count(*)::int FROM screens s WHERE s.customer_id = c.id) AS screens_in_use,
  COALESCE((
    SELECT json_agg(json_build_object('id', u.id, 'email', u.email) ORDER BY u.email)
      FROM users u
      JOIN user_roles ur ON ur.user_id = u.id
      JOIN roles r ON r.id = ur.role_id AND r.name = '${ROLE_NAMES.customerAdmin}'
     WHERE u.customer_id = c.id
  ), '[]'::json) AS administrators
FROM customers c
LEFT JOIN resellers rs ON rs.id = c.reseller_id
WHERE ($1::boolean OR c.reseller_id = $2::int)
  AND ($3 = '' OR strpos(lower(c.title || ' ' || coalesce(c.description, '') || ' ' || coalesce(c.address, '')), lower($3)) > 0)
  AND ($4::int IS NULL OR c.id = $4::int)
ORDER BY ${orderBy}c.id`;
}

/** The customers sorted by a licence key (valid count, or the next expiry with none last), ties by id. */
function sortByLicences(customers: Customer[], sort: CustomerSortKey, order: 'asc' | 'desc'): Customer[] {
  if (SORT_COLUMNS[sort] !== null) return customers;
  const sign = order === 'desc' ? -1 : 1;
  const key = (customer: Customer): number =>
    sort === 'screenLicenses'
      ? customer.screenLicenses
      : customer.licences.nextExpiry === null
        ? Number.POSITIVE_INFINITY
        : Date.parse(customer.licences.nextExpiry);
  return [...customers].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x === y ? 0 : x < y ? -1 : 1) * sign || a.id - b.id;
  });
}

function toCustomer(row: CustomerRow, licences: LicenceSummary): Customer {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    administrators: row.administrators,
    description: row.description,
    address: row.address,
    screenLicenses: licences.valid,
    maxScreens: row.max_screens,
    resellerId: row.reseller_id,
    resellerTitle: row.reseller_title,
    screensInUse: row.screens_in_use,
    licences: { valid: licences.valid, expiringSoon: licences.expiringSoon, nextExpiry: licences.nextExpiry },
  };
}

/** The rows with their licences at `now` (core's rule over each customer's orders, read in one query). */
async function withLicences(system: Db, rows: CustomerRow[], now: Date): Promise<Customer[]> {
  const counts = await licenceCountsOf(
    system,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toCustomer(row, counts.get(row.id) ?? NO_LICENCES));
}

/** The customers the manager sees at `now`, filtered and sorted as the query says. */
export async function readCustomers(
  db: Db,
  manager: CustomerManager,
  query: CustomerListQuery,
  now: Date,
): Promise<Customer[]> {
  const system = asSystem(db, 'customers-list');
  const rows = await system.query<CustomerRow>(customersSql(query.sort, query.order), [
    manager.isSuperAdmin,
    manager.resellerId,
    query.search,
    null,
  ]);
  return sortByLicences(await withLicences(system, rows, now), query.sort, query.order);
}

/** One customer the manager sees, at `now`, or 404 (another reseller's customer is unknown, not forbidden). */
export async function readCustomer(db: Db, manager: CustomerManager, id: number, now: Date): Promise<Customer> {
  const system = asSystem(db, 'customers-list');
  const rows = await system.query<CustomerRow>(customersSql('title', 'asc'), [
    manager.isSuperAdmin,
    manager.resellerId,
    '',
    id,
  ]);
  if (rows.length === 0) throw notFound();
  const [customer] = await withLicences(system, rows, now);
  if (!customer) throw notFound();
  return customer;
}

/** Paid screens of a customer (free screens hold no licence; core's `hasFreeLicence`), in its tenant's scope. */
export async function paidScreensInUse(scoped: Db, customerId: number): Promise<number> {
  const row = await scoped.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM screens WHERE customer_id = $1 AND NOT free_screen',
    [customerId],
  );
  return row.n;
}
