import { ROLE_NAMES, type PermissionLevel, type RoleName } from '@screenplay/core';
import type { Db } from './client';

/** Password of every demo user (documented in the README). */
export const DEMO_PASSWORD = 'screenplay';

interface DemoUser {
  email: string;
  name: string;
  lastName: string;
  role: RoleName;
  customer?: string;
  reseller?: string;
  workgroup?: string;
}

const RESELLERS = [{ title: 'Northwind Signage', email: 'hello@northwind.test', phone: '+44 20 7946 0001' }];

const CUSTOMERS = [
  { title: 'Acme Retail', type: 'Direct', reseller: null, description: 'High-street retail chain', address: '1 Market Street, Leeds', licenses: 10 },
  { title: 'Globex Cafés', type: 'Delegated', reseller: 'Northwind Signage', description: 'Coffee shops', address: '5 Harbour Road, Bristol', licenses: 5 },
] as const;

const WORKGROUPS: { customer: string; title: string; permissions: Record<string, PermissionLevel> }[] = [
  { customer: 'Acme Retail', title: 'Head Office', permissions: { createAFolder: 'full', createALibraryFolder: 'full', editALibraryAFolder: 'full' } },
  {
    customer: 'Acme Retail',
    title: 'Stores',
    permissions: { createAFolder: 'full', createALibraryFolder: 'readonly', editALibraryAFolder: 'readonly' },
  },
];

const USERS: DemoUser[] = [
  { email: 'superadmin@screenplay.test', name: 'Sam', lastName: 'Super', role: ROLE_NAMES.superAdmin },
  { email: 'reseller@screenplay.test', name: 'Nora', lastName: 'Northwind', role: ROLE_NAMES.resellerAdmin, reseller: 'Northwind Signage' },
  { email: 'admin@acme.test', name: 'Ada', lastName: 'Acme', role: ROLE_NAMES.customerAdmin, customer: 'Acme Retail' },
  { email: 'editor@acme.test', name: 'Eddie', lastName: 'Editor', role: ROLE_NAMES.workgroupUser, customer: 'Acme Retail', workgroup: 'Stores' },
  { email: 'admin@globex.test', name: 'Greta', lastName: 'Globex', role: ROLE_NAMES.customerAdmin, customer: 'Globex Cafés' },
];

function idOf(ids: Map<string, number>, key: string | null | undefined): number | null {
  if (key === null || key === undefined) return null;
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed refers to unknown "${key}"`);
  return id;
}

/**
 * Seeds the demo organisation when the users table is empty, in one transaction (an advisory lock
 * keeps concurrent starts from seeding twice). This is the one place demo data grows. Returns
 * whether it seeded. `passwordHash` is the hash of {@link DEMO_PASSWORD}, computed once by the caller.
 */
export async function seedDemoData(db: Db, passwordHash: () => Promise<string>, now: Date = new Date()): Promise<boolean> {
  const hasUsers = async (tx: Db) => (await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM users')).n > 0;
  if (await hasUsers(db)) return false;
  const hash = await passwordHash();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [4_172_027]);
    if (await hasUsers(tx)) return false;
    const resellers = new Map<string, number>();
    for (const r of RESELLERS) {
      const row = await tx.one<{ id: number }>('INSERT INTO resellers (title, email, phone) VALUES ($1, $2, $3) RETURNING id', [r.title, r.email, r.phone]);
      resellers.set(r.title, row.id);
    }
    const customers = new Map<string, number>();
    for (const c of CUSTOMERS) {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO customers (title, type, reseller_id, description, address, screen_licenses, max_screens)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [c.title, c.type, idOf(resellers, c.reseller), c.description, c.address, c.licenses],
      );
      customers.set(c.title, row.id);
    }
    const workgroups = new Map<string, number>();
    for (const w of WORKGROUPS) {
      const row = await tx.one<{ id: number }>('INSERT INTO workgroups (customer_id, title) VALUES ($1, $2) RETURNING id', [idOf(customers, w.customer), w.title]);
      workgroups.set(w.title, row.id);
      for (const [type, level] of Object.entries(w.permissions)) {
        await tx.query('INSERT INTO group_permissions (workgroup_id, permission_type, level) VALUES ($1, $2, $3)', [row.id, type, level]);
      }
    }
    for (const u of USERS) {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, last_name, email_verified_at, customer_id, reseller_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [u.email, hash, u.name, u.lastName, now, idOf(customers, u.customer), idOf(resellers, u.reseller)],
      );
      await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2', [row.id, u.role]);
      if (u.workgroup) await tx.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2)', [idOf(workgroups, u.workgroup), row.id]);
    }
    return true;
  });
}
