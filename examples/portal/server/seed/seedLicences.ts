import { LICENCE_DEFAULT_DURATION_DAYS } from '@screenplay/core';
import type { Db } from '../db/client';

const DAY_MS = 86_400_000;

/** One demo licence order: the customer's title, how many, how long ago it started and for how many days. */
interface DemoLicenceOrder {
  customer: string;
  amount: number;
  startedDaysAgo: number;
  days: number;
}

/**
 * The demo customers' licence orders (issue 25: licences have a lifetime), relative to the seed's moment, so every
 * state shows at once: Acme Retail has 8 licences for the year, 2 ending within 30 days (the expiry warning) and 3
 * that ended last month (listed as expired, no longer counted); Globex Cafés 5 for the year. Valid now: Acme 10,
 * Globex 5, as their counters say. Granted by no user (`created_by` null) and prepaid by no order (billed monthly).
 */
const DEMO_LICENCE_ORDERS: readonly DemoLicenceOrder[] = [
  { customer: 'Acme Retail', amount: 3, startedDaysAgo: 400, days: LICENCE_DEFAULT_DURATION_DAYS },
  { customer: 'Acme Retail', amount: 2, startedDaysAgo: 345, days: LICENCE_DEFAULT_DURATION_DAYS },
  { customer: 'Acme Retail', amount: 8, startedDaysAgo: 20, days: LICENCE_DEFAULT_DURATION_DAYS },
  { customer: 'Globex Cafés', amount: 5, startedDaysAgo: 100, days: LICENCE_DEFAULT_DURATION_DAYS },
];

/** Records the demo licence orders (see {@link DEMO_LICENCE_ORDERS}) for the seeded customers, in the seed's transaction. */
export async function seedDemoLicences(tx: Db, customers: ReadonlyMap<string, number>, now: Date): Promise<void> {
  for (const order of DEMO_LICENCE_ORDERS) {
    const customerId = customers.get(order.customer);
    if (customerId === undefined) throw new Error(`Seed refers to unknown "${order.customer}"`);
    const startsAt = new Date(now.getTime() - order.startedDaysAgo * DAY_MS);
    await tx.query(
      `INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $4, $3)`,
      [customerId, order.amount, startsAt, new Date(startsAt.getTime() + order.days * DAY_MS)],
    );
  }
}
