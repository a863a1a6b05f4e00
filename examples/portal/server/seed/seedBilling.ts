import {
  BILLING_CURRENCY,
  billingPeriodOf,
  effectiveVatPercent,
  invoiceDueDate,
  orderTotals,
  paymentMethodTitle,
  periodBounds,
  previousBillingPeriod,
} from '@screenplay/core/billing';
import { LICENCE_SUBSCRIPTION_TITLE } from '../billing/subscriptions';
import { LIST_PRICE_PER_LICENCE } from '../billing/accounts';
import { licenceCounts } from '../billing/licences';
import type { Db } from '../db/client';

/** The demo card of Acme Retail: a test-mode card (provider ids starting `test_pm_` pay in test mode). */
const ACME_CARD = { providerId: 'test_pm_demo_acme_4242', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2029 };

/**
 * Demo billing (issue 14), inside the seed's transaction after the demo screens (which gave Acme Retail its card):
 * - every demo tenant (Acme Retail, Globex Cafés, Northwind Signage) has accepted the consents, so no demo user
 *   meets the greeting popup (a tenant added later does);
 * - Acme Retail (Direct) pays by its test-mode Visa •••• 4242: the licence subscription of its licences, the last
 *   two months' card charges paid and one licence invoice still open (due in 14 days);
 * - Northwind Signage (the reseller) has rewards for its customer's months. Neither Northwind nor Globex gets a
 *   payment method: the add-screen flow still tells Globex that one is missing.
 */
export async function seedDemoBilling(
  tx: Db,
  customers: Map<string, number>,
  resellers: Map<string, number>,
  now: Date,
): Promise<void> {
  const acme = customers.get('Acme Retail');
  const globex = customers.get('Globex Cafés');
  const northwind = resellers.get('Northwind Signage');
  if (acme === undefined || globex === undefined || northwind === undefined)
    throw new Error('Seed: a demo tenant is missing');

  const account = async (column: 'customer_id' | 'reseller_id', id: number, extra: Record<string, string | null>) =>
    (
      await tx.one<{ id: number }>(
        `INSERT INTO billing_accounts (${column}, terms_consent, agreement_consent, consented_at, payment_method,
           postal_code, provider_customer_id, created_at)
         VALUES ($1, true, true, $2, $3, $4, $5, $2) RETURNING id`,
        [id, now, extra.paymentMethod ?? null, extra.postalCode ?? null, extra.providerCustomer ?? null],
      )
    ).id;
  const acmeAccount = await account('customer_id', acme, {
    paymentMethod: 'Card',
    postalCode: 'LS1 6AA',
    providerCustomer: `test_cus_demo_acme`,
  });
  await account('customer_id', globex, {});
  await account('reseller_id', northwind, {});

  // The card the demo screens gave Acme becomes its verified test-mode card.
  const card = await tx.one<{ id: number }>(
    `UPDATE payment_methods SET account_id = $2, title = $3, provider_id = $4, brand = $5, last4 = $6, exp_month = $7,
       exp_year = $8, status = 'active', verified_at = $9
     WHERE id = (SELECT min(id) FROM payment_methods WHERE customer_id = $1) RETURNING id`,
    [
      acme,
      acmeAccount,
      paymentMethodTitle({ type: 'Card', brand: ACME_CARD.brand, last4: ACME_CARD.last4 }),
      ACME_CARD.providerId,
      ACME_CARD.brand,
      ACME_CARD.last4,
      ACME_CARD.expMonth,
      ACME_CARD.expYear,
      now,
    ],
  );

  // What the subscription charges: Acme's valid licences no order prepaid (seedLicences.ts, seeded before).
  const licences = (await licenceCounts(tx, acme, now)).billedMonthly;
  const vat = effectiveVatPercent(null);
  const current = billingPeriodOf(now);
  const { start, end } = periodBounds(current);
  await tx.query(
    `INSERT INTO subscriptions (account_id, title, quantity, unit_price, vat_percent, status, current_period_start,
       current_period_end, created_at)
     VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8)`,
    [acmeAccount, LICENCE_SUBSCRIPTION_TITLE, licences, LIST_PRICE_PER_LICENCE, vat, start, end, now],
  );

  const monthly = orderTotals(LIST_PRICE_PER_LICENCE, licences, vat);
  let period = current;
  for (let month = 0; month < 2; month += 1) {
    const charged = periodBounds(period).start;
    await tx.query(
      `INSERT INTO orders (account_id, number, kind, period, amount, vat, total, currency, status, payment_method_id,
         paid_at, provider_payment_id, created_at)
       VALUES ($1, $2, 'monthly', $3, $4, $5, $6, $7, 'paid', $8, $9, $10, $9)`,
      [
        acmeAccount,
        `M-${period.replace('-', '')}-ACME`,
        period,
        monthly.amount,
        monthly.vat,
        monthly.total,
        BILLING_CURRENCY,
        card.id,
        charged,
        `test_py_demo_${period}`,
      ],
    );
    period = previousBillingPeriod(period);
  }
  // Five more licences bought a few days ago, invoiced and not yet paid.
  const issued = new Date(now.getTime() - 3 * 86_400_000);
  const extra = orderTotals(LIST_PRICE_PER_LICENCE, 5, vat);
  await tx.query(
    `INSERT INTO orders (account_id, number, kind, amount, vat, total, currency, status, due_at, created_at)
     VALUES ($1, 'INV-DEMO-ACME-0001', 'licence', $2, $3, $4, $5, 'open', $6, $7)`,
    [acmeAccount, extra.amount, extra.vat, extra.total, BILLING_CURRENCY, invoiceDueDate(issued), issued],
  );

  // The reseller's rewards: a share of its customer's months.
  period = previousBillingPeriod(current);
  for (let month = 0; month < 2; month += 1) {
    await tx.query('INSERT INTO rewards (reseller_id, amount, description, created_at) VALUES ($1, $2, $3, $4)', [
      northwind,
      6,
      `Globex Cafés, ${period}: 10% of 5 licences`,
      periodBounds(period).end,
    ]);
    period = previousBillingPeriod(period);
  }
}
