import type { Db } from './client';

/** The demo tariff plans resellers set prices for (billing, a later issue, will manage the catalogue). */
export const DEMO_TARIFF_PLANS = ['Standard', 'Premium', 'Enterprise'] as const;

/** Adds the demo tariff plans that are not there yet (the titles are unique). */
export async function seedTariffPlans(db: Db): Promise<void> {
  for (const title of DEMO_TARIFF_PLANS)
    await db.query('INSERT INTO tariff_plans (title) VALUES ($1) ON CONFLICT (title) DO NOTHING', [title]);
}
