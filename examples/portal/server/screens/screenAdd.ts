import type { TenantType } from '@screenplay/core';
import type { ScreenAddFacts, ScreenAddReseller } from '@screenplay/core/screens';
import { licenceCounts } from '../billing/licences';
import type { Db } from '../db/client';

/** The facts of a screen add (core's `ScreenAddFacts`) and the Delegated customer's reseller, read together. */
export interface ScreenAddContext {
  facts: ScreenAddFacts;
  reseller: ScreenAddReseller | null;
}

/**
 * Reads what core's `screenAddRefusal` decides on for the acting customer, in the caller's Db (the request's tenant
 * scope, or the add's transaction): its type and reseller, whether whoever pays has an active payment method (spec
 * accounts §5: a Direct customer's own, a Delegated one's reseller's, spec §1), its licences valid at `now` (issue
 * 25: its licence orders, billing/licences.ts `licenceCounts`; expired ones no longer count) and maximum number of
 * screens, and its screens in use (all, and the paid ones that hold a licence; free screens take no licence but
 * count against the maximum). The customer scope sees its own reseller's row and payment methods (row-level
 * policies of migrations 001 and 011) and its licence orders (migration 010).
 */
export async function screenAddContext(db: Db, customerId: number, now: Date): Promise<ScreenAddContext> {
  const row = await db.one<{
    type: TenantType;
    max_screens: number;
    reseller_title: string | null;
    reseller_email: string | null;
    has_payment_method: boolean;
    all_screens: number;
    paid_screens: number;
  }>(
    `SELECT c.type, c.max_screens, r.title AS reseller_title, r.email AS reseller_email,
            EXISTS (
              SELECT 1 FROM payment_methods m
               WHERE m.status = 'active'
                 AND ((c.type = 'Direct' AND m.customer_id = c.id)
                   OR (c.type = 'Delegated' AND c.reseller_id IS NOT NULL AND m.reseller_id = c.reseller_id))
            ) AS has_payment_method,
            (SELECT count(*)::int FROM screens s WHERE s.customer_id = c.id) AS all_screens,
            (SELECT count(*)::int FROM screens s WHERE s.customer_id = c.id AND NOT s.free_screen) AS paid_screens
       FROM customers c LEFT JOIN resellers r ON r.id = c.reseller_id
      WHERE c.id = $1`,
    [customerId],
  );
  const licences = await licenceCounts(db, customerId, now);
  return {
    facts: {
      type: row.type,
      hasPaymentMethod: row.has_payment_method,
      counts: { screenLicenses: licences.valid, maxScreens: row.max_screens },
      inUse: { all: row.all_screens, paid: row.paid_screens },
    },
    reseller:
      row.type === 'Delegated' && row.reseller_title !== null
        ? { title: row.reseller_title, email: row.reseller_email }
        : null,
  };
}
