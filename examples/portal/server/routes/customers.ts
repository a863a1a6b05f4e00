import { Hono } from 'hono';
import { ROLE_NAMES, type Customer, type TenantType } from '@screenplay/core';
import { requireAuth } from '../auth/middleware';
import { findRoles } from '../auth/users';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';

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

/** `$1` true = every customer (super-admin); otherwise only those of reseller `$2`. */
const LIST_SQL = `
SELECT c.id, c.title, c.type, c.description, c.address, c.screen_licenses, c.max_screens, c.reseller_id,
  COALESCE((
    SELECT json_agg(json_build_object('id', u.id, 'email', u.email) ORDER BY u.email)
      FROM users u
      JOIN user_roles ur ON ur.user_id = u.id
      JOIN roles r ON r.id = ur.role_id AND r.name = '${ROLE_NAMES.customerAdmin}'
     WHERE u.customer_id = c.id
  ), '[]'::json) AS administrators
FROM customers c
WHERE $1::boolean OR c.reseller_id = $2::int
ORDER BY lower(c.title), c.id`;

/** `GET customers`: all for a super-admin, its own for a reseller-admin, 403 for anyone else. */
export function customerRoutes({ db, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', requireAuth(db, clock), async (c) => {
    const { user } = c.get('auth');
    const roles = (await findRoles(db, user.id)).map((role) => role.name);
    const isSuperAdmin = roles.includes(ROLE_NAMES.superAdmin);
    if (!isSuperAdmin && !(roles.includes(ROLE_NAMES.resellerAdmin) && user.reseller_id !== null)) throw forbidden();
    const rows = await db.query<CustomerRow>(LIST_SQL, [isSuperAdmin, user.reseller_id]);
    const data: Customer[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      administrators: row.administrators,
      description: row.description,
      address: row.address,
      screenLicenses: row.screen_licenses,
      maxScreens: row.max_screens,
      resellerId: row.reseller_id,
    }));
    return c.json({ data });
  });
  return app;
}
