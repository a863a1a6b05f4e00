import { licenceCounts, recordLicenceOrder } from '../../../examples/portal/server/billing/licences';
import type { Db } from '../../../examples/portal/server/db/client';
import { LICENCE_DEFAULT_DURATION_DAYS } from '@screenplay/core';

const DAY_MS = 86_400_000;

/**
 * Gives customer `customerId` `amount` licences valid from `now` for `days` days (365 by default, spec §9): one licence
 * order granted by no user, as a super-admin's grant is (billed monthly). `db` sees every tenant (the harness's).
 */
export function grantLicences(
  db: Db,
  customerId: number,
  amount: number,
  now: Date,
  days = LICENCE_DEFAULT_DURATION_DAYS,
): Promise<number> {
  return recordLicenceOrder(db, {
    customerId,
    amount,
    startsAt: now,
    endsAt: new Date(now.getTime() + days * DAY_MS),
    orderId: null,
    createdBy: null,
    now,
  });
}

/**
 * Makes customer `customerId`'s valid licence count at `now` exactly `count` (issue 25: licences are orders, not a
 * counter): an order of the licences missing, or a removal of those beyond, whatever screens use them (test set-up).
 */
export async function setValidLicences(db: Db, customerId: number, count: number, now: Date): Promise<void> {
  const { valid } = await licenceCounts(db, customerId, now);
  if (count > valid) await grantLicences(db, customerId, count - valid, now);
  if (count < valid)
    await db.query(
      'INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, created_at) VALUES ($1, $2, $3, NULL, $3)',
      [customerId, count - valid, now],
    );
}
