import type { Context } from 'hono';
import {
  ROLE_NAMES,
  TARIFF_PLANS_MAX,
  type Reseller,
  type ResellerAdministrator,
  type TariffPlan,
} from '@screenplay/core';
import type { Db } from '../db/client';
import type { AppEnv } from '../tenancy/env';
import { forbidden, notFound } from '../http/errors';
import { asSystem } from '../tenancy';

/**
 * Who may call the resellers API and what it reads. Resellers, their administrators (users with `reseller_id`)
 * and their own prices are not tenant rows (no RLS, migration 004 and 007); every read here therefore names the
 * reseller itself. Prices per customer are tenant rows, read on the system path 'reseller-prices'.
 */

/** The caller of a resellers route: a super-admin (every reseller) or a reseller's administrator (its own). */
export interface ResellerActor {
  userId: number;
  /** null for a super-admin: every reseller. */
  ownReseller: number | null;
}

/**
 * The caller as a resellers actor: a super-admin, or a user with the reseller-admin role and a reseller; 403 for
 * anyone else (customer admins, workgroup users, a delegated customer's admin whose customer has a reseller).
 */
export async function resellerActor(c: Context<AppEnv>): Promise<ResellerActor> {
  const { user } = c.get('auth');
  const { roles } = await c.var.actor.access();
  if (roles.includes(ROLE_NAMES.superAdmin)) return { userId: user.id, ownReseller: null };
  if (roles.includes(ROLE_NAMES.resellerAdmin) && user.reseller_id !== null)
    return { userId: user.id, ownReseller: user.reseller_id };
  throw forbidden();
}

/** Only a super-admin (creating and deleting resellers); 403 for anyone else, reseller admins included. */
export async function superAdminActor(c: Context<AppEnv>): Promise<ResellerActor> {
  const actor = await resellerActor(c);
  if (actor.ownReseller !== null) throw forbidden();
  return actor;
}

/** 404 unless reseller `id` exists and the actor may see it (another reseller's is unknown to a reseller admin). */
export async function assertReseller(db: Db, actor: ResellerActor, id: number, lock = false): Promise<void> {
  if (actor.ownReseller !== null && actor.ownReseller !== id) throw notFound();
  const row = await db.maybe<{ id: number }>(`SELECT id FROM resellers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  if (!row) throw notFound();
}

interface ResellerRow {
  id: number;
  title: string;
  email: string | null;
  phone: string | null;
  administrators: (Omit<ResellerAdministrator, 'lastName' | 'emailVerifiedAt'> & {
    last_name: string | null;
    email_verified_at: string | null;
  })[];
  prices: { tariffPlanId: number; price: string }[];
}

/** `$1` null = every reseller; otherwise reseller `$1` only. Prices keep their 2 decimals as text. */
const RESELLERS_SQL = `
SELECT r.id, r.title, r.email, r.phone,
  COALESCE((
    SELECT json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'last_name', u.last_name,
                                      'email_verified_at', u.email_verified_at) ORDER BY lower(u.name), u.id)
      FROM users u
      JOIN user_roles ur ON ur.user_id = u.id
      JOIN roles ro ON ro.id = ur.role_id AND ro.name = '${ROLE_NAMES.resellerAdmin}'
     WHERE u.reseller_id = r.id
  ), '[]'::json) AS administrators,
  COALESCE((
    SELECT json_agg(json_build_object('tariffPlanId', p.tariff_plan_id, 'price', p.price::text) ORDER BY p.tariff_plan_id)
      FROM reseller_prices p WHERE p.reseller_id = r.id
  ), '[]'::json) AS prices
FROM resellers r
WHERE $1::int IS NULL OR r.id = $1
ORDER BY lower(r.title), r.id`;

const CUSTOMER_PRICES_SQL = `
SELECT reseller_id, customer_id, tariff_plan_id, price::text AS price FROM reseller_customer_prices
 WHERE $1::int IS NULL OR reseller_id = $1 ORDER BY customer_id, tariff_plan_id`;

/** The resellers the actor sees (`only`: that one), as the API answers them. */
export async function readResellers(db: Db, only: number | null): Promise<Reseller[]> {
  const rows = await db.query<ResellerRow>(RESELLERS_SQL, [only]);
  const customerPrices = await asSystem(db, 'reseller-prices').query<{
    reseller_id: number;
    customer_id: number;
    tariff_plan_id: number;
    price: string;
  }>(CUSTOMER_PRICES_SQL, [only]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    email: row.email,
    phone: row.phone,
    administrators: row.administrators.map((admin) => ({
      id: admin.id,
      email: admin.email,
      name: admin.name,
      lastName: admin.last_name,
      emailVerifiedAt: admin.email_verified_at === null ? null : new Date(admin.email_verified_at).toISOString(),
    })),
    prices: row.prices,
    customerPrices: customerPrices
      .filter((price) => price.reseller_id === row.id)
      .map((price) => ({ customerId: price.customer_id, tariffPlanId: price.tariff_plan_id, price: price.price })),
  }));
}

/** One reseller as the API answers it; 404 when it is gone. */
export async function readReseller(db: Db, id: number): Promise<Reseller> {
  const [reseller] = await readResellers(db, id);
  if (!reseller) throw notFound();
  return reseller;
}

/** The provider's tariff plans (one catalogue for every reseller, migration 007) by title, at most {@link TARIFF_PLANS_MAX}. */
export function listTariffPlans(db: Db): Promise<TariffPlan[]> {
  return db.query<TariffPlan>('SELECT id, title FROM tariff_plans ORDER BY lower(title), id LIMIT $1', [
    TARIFF_PLANS_MAX,
  ]);
}
