import { ROLE_NAMES } from '@screenplay/core';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { asSystem } from '../tenancy';
import { assertReseller, type ResellerActor } from './resellers.data';

/** A reseller's own fields (spec accounts §7 "Resellers"); e-mail and phone null when empty. */
export interface ResellerFields {
  title: string;
  email: string | null;
  phone: string | null;
}

/** Creates a reseller; gives back its id. */
export async function insertReseller(db: Db, fields: ResellerFields, now: Date): Promise<number> {
  const row = await db.one<{ id: number }>(
    'INSERT INTO resellers (title, email, phone, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [fields.title, fields.email, fields.phone, now],
  );
  return row.id;
}

/** Writes a reseller's fields (the caller has checked the actor may). */
export async function updateReseller(db: Db, id: number, fields: ResellerFields): Promise<void> {
  await db.query('UPDATE resellers SET title = $2, email = $3, phone = $4 WHERE id = $1', [
    id,
    fields.title,
    fields.email,
    fields.phone,
  ]);
}

/**
 * Deletes a reseller in `tx` unless it still has customers: false then, nothing deleted (404 when the actor may not
 * reach it). Its administrators' accounts, prices and payment methods go with it.
 */
export async function deleteResellerWithoutCustomers(tx: Db, actor: ResellerActor, id: number): Promise<boolean> {
  await assertReseller(tx, actor, id, true);
  const customers = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE reseller_id = $1', [
    id,
  ]);
  if (customers.n > 0) return false;
  const deleted = await tx.query('DELETE FROM resellers WHERE id = $1 RETURNING id', [id]);
  if (deleted.length === 0) throw notFound();
  return true;
}

/** The reseller's title, the row held (`FOR SHARE`) for the rest of `tx`; 404 when it is gone. */
export async function lockResellerTitle(tx: Db, id: number): Promise<string> {
  const reseller = await tx.maybe<{ title: string }>('SELECT title FROM resellers WHERE id = $1 FOR SHARE', [id]);
  if (!reseller) throw notFound();
  return reseller.title;
}

/**
 * Creates an unverified user of the reseller with the reseller-admin role in `tx`; null when the e-mail is taken
 * (nothing written).
 */
export async function insertResellerAdmin(
  tx: Db,
  resellerId: number,
  admin: { email: string; name: string; lastName: string | null; now: Date },
): Promise<number | null> {
  const created = await tx.maybe<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, last_name, email_verified_at, reseller_id, created_at, updated_at)
     VALUES ($1, NULL, $2, $3, NULL, $4, $5, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [admin.email, admin.name, admin.lastName, resellerId, admin.now],
  );
  if (!created) return null;
  await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2', [
    created.id,
    ROLE_NAMES.resellerAdmin,
  ]);
  return created.id;
}

/** Deletes a reseller's administrator's account (it exists only for the reseller); false when there is no such one. */
export async function deleteResellerAdmin(db: Db, resellerId: number, adminId: number): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM users u WHERE u.id = $1 AND u.reseller_id = $2
       AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                    WHERE ur.user_id = u.id AND r.name = $3)
     RETURNING u.id`,
    [adminId, resellerId, ROLE_NAMES.resellerAdmin],
  );
  return deleted.length > 0;
}

/** Whether tariff plan `id` exists (the provider's catalogue). */
export async function tariffPlanExists(db: Db, id: number): Promise<boolean> {
  return (await db.maybe<{ id: number }>('SELECT id FROM tariff_plans WHERE id = $1', [id])) !== null;
}

/** Whether customer `customerId` is one of reseller `resellerId`'s own. */
export async function isResellersCustomer(db: Db, resellerId: number, customerId: number): Promise<boolean> {
  const own = await db.maybe<{ id: number }>('SELECT id FROM customers WHERE id = $1 AND reseller_id = $2', [
    customerId,
    resellerId,
  ]);
  return own !== null;
}

/** A price of a tariff plan: the decimal text core's `parsePrice` gives, and the plan. */
export interface PlanPrice {
  price: string;
  tariffPlanId: number;
}

/** Sets (or replaces) the reseller's price of a tariff plan. */
export async function setResellerPrice(db: Db, resellerId: number, price: PlanPrice, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reseller_prices (reseller_id, tariff_plan_id, price, updated_at) VALUES ($1, $2, $3::numeric, $4)
     ON CONFLICT (reseller_id, tariff_plan_id) DO UPDATE SET price = EXCLUDED.price, updated_at = EXCLUDED.updated_at`,
    [resellerId, price.tariffPlanId, price.price, now],
  );
}

/**
 * Sets (or replaces) the reseller's price of a plan for one of its own customers; false when the customer is not the
 * reseller's (checked again in the statement: the system path writes only that row).
 */
export async function setResellerCustomerPrice(
  db: Db,
  resellerId: number,
  customerId: number,
  price: PlanPrice,
  now: Date,
): Promise<boolean> {
  const written = await asSystem(db, 'reseller-prices').query(
    `INSERT INTO reseller_customer_prices (reseller_id, customer_id, tariff_plan_id, price, updated_at)
     SELECT $1, c.id, $3, $4::numeric, $5 FROM customers c WHERE c.id = $2 AND c.reseller_id = $1
     ON CONFLICT (reseller_id, customer_id, tariff_plan_id)
     DO UPDATE SET price = EXCLUDED.price, updated_at = EXCLUDED.updated_at
     RETURNING customer_id`,
    [resellerId, customerId, price.tariffPlanId, price.price, now],
  );
  return written.length > 0;
}
