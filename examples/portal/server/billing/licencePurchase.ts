import { randomBytes } from 'node:crypto';
import {
  BILLING_CURRENCY,
  type LicencePurchaseInput,
  licencePurchaseDays,
  licencePurchaseQuote,
  orderLine,
  toCents,
} from '@screenplay/core/billing';
import type { Db } from '../db/client';
import { lockCustomerLicences } from './licenceLock';
import type { CustomerPricing } from './accounts';
import { newOrderNumber } from './cards';
import { recordLicenceOrder } from './licences';
import { writeOrderLines } from './orderLines';
import type { PaymentProvider } from './provider';

/**
 * Buying licences from Billing (issue 25: "Direct customers and resellers buy licences from Billing (amount and
 * period; the price and VAT per spec §9; charged at once in test mode or through Stripe; the order listed)").
 *
 * The card is charged first, outside any transaction; only once the charge succeeded does one transaction record the
 * paid 'licence' order, its line and the licence order that names it (prepaid: the monthly charge leaves those
 * licences alone), holding the customer's licence lock. A refused charge records nothing. Should the recording fail
 * after the charge, the charge is refunded.
 */

/** Who buys: the account charged (the customer's own, or the reseller's) and what it may charge. */
export interface LicenceBuyer {
  accountId: number;
  providerCustomerId: string | null;
  /** The account's newest active card (row id and provider id), or null. */
  card: { id: number; providerId: string } | null;
  userId: number;
}

/** The outcome of a purchase. */
export type LicencePurchaseOutcome =
  | { status: 'bought'; orderId: number }
  /** No card bound to the account: nothing was charged. */
  | { status: 'noCard' }
  /** The card was refused (its message); nothing was recorded. */
  | { status: 'declined'; message: string }
  /** The provider could not be reached; nothing was recorded. */
  | { status: 'unreachable' };

/** The newest active card of account `accountId` that the provider can charge, or null. */
export async function activeCard(db: Db, accountId: number): Promise<{ id: number; providerId: string } | null> {
  const row = await db.maybe<{ id: number; provider_id: string }>(
    `SELECT id, provider_id FROM payment_methods
      WHERE account_id = $1 AND type = 'Card' AND status = 'active' AND provider_id IS NOT NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [accountId],
  );
  return row ? { id: row.id, providerId: row.provider_id } : null;
}

/** The line of a purchase: "Screen licences (Premium), 3 months from 2 March 2026" (ours). */
function purchaseDescription(pricing: CustomerPricing, input: LicencePurchaseInput, forCustomer: boolean): string {
  const months = `${input.months} ${input.months === 1 ? 'month' : 'months'}`;
  const what = `Screen licences (${pricing.planTitle}), ${months}, ${licencePurchaseDays(input.months)} days`;
  return forCustomer ? `${pricing.title}: ${what}` : what;
}

/**
 * Buys `input.amount` licences for `input.months` for the customer `pricing` describes, charged to `buyer`'s account
 * at that customer's price (core's `licencePrice`) plus VAT (spec §9: 25% when none is given). `db` reaches the
 * buyer's account and the customer's licence orders (the customer's scope, or the system path 'billing' for a
 * reseller). `forCustomer`: a reseller buying for one of its customers (the line names the customer).
 */
export async function buyLicences(
  db: Db,
  provider: PaymentProvider,
  buyer: LicenceBuyer,
  pricing: CustomerPricing,
  input: LicencePurchaseInput,
  options: { forCustomer: boolean; now: () => Date },
): Promise<LicencePurchaseOutcome> {
  if (buyer.card === null || buyer.providerCustomerId === null) return { status: 'noCard' };
  const quote = licencePurchaseQuote(pricing.price, input, null);
  const number = newOrderNumber('LIC', options.now());
  let charge: Awaited<ReturnType<PaymentProvider['charge']>>;
  try {
    charge = await provider.charge({
      customerId: buyer.providerCustomerId,
      paymentMethodId: buyer.card.providerId,
      amountCents: toCents(quote.totals.total),
      currency: BILLING_CURRENCY,
      description: `Screen licences ${number}`,
      // One purchase is one charge: a key of its own, never reused by another purchase.
      idempotencyKey: `licences:${buyer.accountId}:${randomBytes(12).toString('hex')}`,
    });
  } catch (error) {
    console.error('[billing] a licence purchase could not reach the payment provider:', error);
    return { status: 'unreachable' };
  }
  if (!charge.ok) return { status: 'declined', message: charge.message };
  const paymentId = charge.paymentId;
  const now = options.now();
  try {
    const orderId = await db.transaction(async (tx) => {
      await lockCustomerLicences(tx, pricing.customerId);
      const order = await tx.one<{ id: number }>(
        `INSERT INTO orders (account_id, number, kind, amount, vat, total, currency, status, payment_method_id, paid_at,
           provider_payment_id, created_at)
         VALUES ($1, $2, 'licence', $3, $4, $5, $6, 'paid', $7, $8, $9, $8) RETURNING id`,
        [
          buyer.accountId,
          number,
          quote.totals.amount,
          quote.totals.vat,
          quote.totals.total,
          BILLING_CURRENCY,
          buyer.card?.id ?? null,
          now,
          paymentId,
        ],
      );
      await writeOrderLines(tx, order.id, [
        orderLine(purchaseDescription(pricing, input, options.forCustomer), input.amount, quote.unitPrice),
      ]);
      await recordLicenceOrder(tx, {
        customerId: pricing.customerId,
        amount: input.amount,
        startsAt: now,
        endsAt: new Date(now.getTime() + licencePurchaseDays(input.months) * 86_400_000),
        orderId: order.id,
        createdBy: buyer.userId,
        now,
      });
      return order.id;
    });
    return { status: 'bought', orderId };
  } catch (error) {
    await provider
      .refund({ paymentId, idempotencyKey: `licences-refund:${paymentId}` })
      .catch((refundError: unknown) => console.error(`[billing] refund of ${paymentId} failed:`, refundError));
    throw error;
  }
}
