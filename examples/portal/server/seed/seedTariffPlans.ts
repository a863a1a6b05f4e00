import type { Db } from '../db/client';

/** The demo tariff plans resellers set prices for and customers are on (Standard is every customer's default). */
export const DEMO_TARIFF_PLANS = ['Standard', 'Premium', 'Enterprise'] as const;

/**
 * The demo plans' net list prices of a licence a month (issue 25; not in the spec; ours): Standard keeps the one list
 * price there was before plans had prices (server/billing/accounts.ts LIST_PRICE_PER_LICENCE).
 */
export const DEMO_TARIFF_PLAN_PRICES: Readonly<Record<(typeof DEMO_TARIFF_PLANS)[number], number>> = {
  Standard: 12,
  Premium: 18,
  Enterprise: 25,
};

/** Adds the demo tariff plans that are not there yet (the titles are unique), each with its list price. */
export async function seedTariffPlans(db: Db): Promise<void> {
  for (const title of DEMO_TARIFF_PLANS)
    await db.query('INSERT INTO tariff_plans (title, list_price) VALUES ($1, $2) ON CONFLICT (title) DO NOTHING', [
      title,
      DEMO_TARIFF_PLAN_PRICES[title],
    ]);
}
