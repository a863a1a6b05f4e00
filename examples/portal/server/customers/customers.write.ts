import { maxScreensFits, type TenantType } from '@screenplay/core';
import { lockCustomerLicences } from '../billing/licenceLock';
import type { Db } from '../db/client';
import { unprocessableKeys } from '../http/errors';

/** The key of a maximum number of screens below the screens the customer has (422; en.licences.ts). */
const MAX_SCREENS_BELOW_KEY = 'customerErrors.maxScreensBelowInUse';

/** How many screens a customer has (paired devices, free ones included). */
async function screenCount(tx: Db, customerId: number): Promise<number> {
  const row = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM screens WHERE customer_id = $1', [
    customerId,
  ]);
  return row.n;
}

/**
 * Sets customer `id`'s maximum number of screens in `tx` (its scope), refused (422 maxScreens) below the screens it
 * has (core's `maxScreensFits`). Holds `lockCustomerLicences`, so a screen added meanwhile is counted.
 */
export async function setMaxScreens(tx: Db, id: number, maxScreens: number): Promise<void> {
  await lockCustomerLicences(tx, id);
  if (!maxScreensFits(maxScreens, await screenCount(tx, id)))
    throw unprocessableKeys({ maxScreens: [MAX_SCREENS_BELOW_KEY] });
  await tx.query('UPDATE customers SET max_screens = $2 WHERE id = $1', [id, maxScreens]);
}

/** Whether reseller `id` exists (resellers are the provider's registry: no tenant owns one). */
export async function resellerExists(db: Db, id: number): Promise<boolean> {
  return (await db.maybe<{ id: number }>('SELECT id FROM resellers WHERE id = $1', [id])) !== null;
}

/** A customer's stored fields (spec accounts §7); description and address null when empty. */
export interface CustomerFields {
  title: string;
  type: TenantType;
  resellerId: number | null;
  description: string | null;
  address: string | null;
}

/** Creates a customer in `tx` with its maximum number of screens; gives back its id. */
export async function insertCustomer(
  tx: Db,
  fields: CustomerFields & { maxScreens: number; now: Date },
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO customers (title, type, reseller_id, description, address, max_screens, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [fields.title, fields.type, fields.resellerId, fields.description, fields.address, fields.maxScreens, fields.now],
  );
  return row.id;
}

/**
 * Updates customer `id` in `tx`: title, type and reseller always; description and address only when `sets` says
 * they were sent.
 */
export async function updateCustomer(
  tx: Db,
  id: number,
  fields: CustomerFields,
  sets: { description: boolean; address: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE customers SET title = $2, type = $3, reseller_id = $4,
       description = CASE WHEN $6::boolean THEN $5 ELSE description END,
       address = CASE WHEN $8::boolean THEN $7 ELSE address END
     WHERE id = $1`,
    [
      id,
      fields.title,
      fields.type,
      fields.resellerId,
      fields.description,
      sets.description,
      fields.address,
      sets.address,
    ],
  );
}

/**
 * A customer moved to another reseller (or to none): the old reseller's administrators acting as it act as
 * themselves again, at once (Login As checks ownership only when they switch, so they would otherwise keep its data).
 */
export async function releaseOtherResellersActing(
  tx: Db,
  id: number,
  resellerId: number | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE users SET current_customer_id = NULL, updated_at = $3
      WHERE current_customer_id = $1 AND reseller_id IS NOT NULL AND reseller_id IS DISTINCT FROM $2::int`,
    [id, resellerId, now],
  );
}

/**
 * Deletes customer `id` and everything it owns in `tx` (its scope), unless it still has screens: false then, and
 * nothing is deleted. Holds `lockCustomerLicences`, so no screen is added meanwhile.
 */
export async function deleteCustomerWithoutScreens(tx: Db, id: number): Promise<boolean> {
  await lockCustomerLicences(tx, id);
  if ((await screenCount(tx, id)) > 0) return false;
  await tx.query('DELETE FROM users WHERE customer_id = $1', [id]);
  await tx.query('DELETE FROM customers WHERE id = $1', [id]);
  return true;
}
