import { toCents } from '@screenplay/core/billing';
import type { Db } from '../db/client';
import type { ChargeResult, PaymentProvider } from './provider';

/**
 * Paying an open invoice by card (issue 25: "an Open invoice can be paid by card"). The account's active card is
 * charged through the payment provider with the idempotency key `invoice:<orderId>:<card>:<attempt>` (the order, the
 * payment method row charged, and how many times paying it was declined, migration 019), so two clicks, a retry
 * after a network failure or two servers make one charge, while a retry after a decline, or with another card, is a
 * new charge (Stripe answers a reused key with its first outcome, a decline included, and refuses one reused with
 * other parameters). The order is marked paid by whichever answer comes first. The provider call runs outside a
 * transaction (a slow provider holds no lock).
 */

/** The outcome of paying an invoice. */
export type InvoicePaymentOutcome =
  /** Charged (or an invoice found paid already): the order is paid. */
  | { status: 'paid' }
  /** Not an open invoice of the account, or the account has no card bound (spec §8 'Invoice not bound'). */
  | { status: 'notBound' }
  /** The card was refused: the customer-readable message; the invoice stays open. */
  | { status: 'declined'; message: string }
  /** The provider could not be reached: nothing changed, the payment may be tried again (same key). */
  | { status: 'unreachable' };

interface PayableRow {
  status: string;
  payment_attempts: number;
  is_invoice: boolean;
  total: string;
  currency: string;
  number: string;
  provider_customer_id: string | null;
  card_id: number | null;
  card_provider_id: string | null;
}

/** Pays order `orderId` of account `accountId` with the account's newest active card, in `db`'s scope. */
export async function payInvoice(
  db: Db,
  provider: PaymentProvider,
  order: { id: number; accountId: number },
  now: () => Date,
): Promise<InvoicePaymentOutcome> {
  const row = await db.maybe<PayableRow>(
    `SELECT o.status, o.payment_attempts, o.due_at IS NOT NULL AS is_invoice, o.total::text AS total, o.currency, o.number, a.provider_customer_id,
            card.id AS card_id, card.provider_id AS card_provider_id
       FROM orders o
       JOIN billing_accounts a ON a.id = o.account_id
       LEFT JOIN LATERAL (
         SELECT pm.id, pm.provider_id FROM payment_methods pm
          WHERE pm.account_id = a.id AND pm.type = 'Card' AND pm.status = 'active' AND pm.provider_id IS NOT NULL
          ORDER BY pm.created_at DESC, pm.id DESC LIMIT 1
       ) card ON true
      WHERE o.id = $1 AND o.account_id = $2`,
    [order.id, order.accountId],
  );
  // An invoice already paid (a second click, a retry) answers as paid; any other order is no invoice to pay.
  if (row?.status === 'paid' && row.is_invoice) return { status: 'paid' };
  if (
    row?.status !== 'open' ||
    row.provider_customer_id === null ||
    row.card_id === null ||
    row.card_provider_id === null
  )
    return { status: 'notBound' };
  let charge: ChargeResult;
  try {
    charge = await provider.charge({
      customerId: row.provider_customer_id,
      paymentMethodId: row.card_provider_id,
      amountCents: toCents(Number(row.total)),
      currency: row.currency,
      description: `Invoice ${row.number}`,
      idempotencyKey: `invoice:${order.id}:${row.card_id}:${row.payment_attempts}`,
    });
  } catch (error) {
    console.error(`[billing] paying invoice ${order.id} failed on the provider:`, error);
    return { status: 'unreachable' };
  }
  if (!charge.ok) {
    // The next attempt is a new charge; the invoice stays open with the reason.
    await db.query(
      `UPDATE orders SET payment_attempts = payment_attempts + 1, failure_message = $3
        WHERE id = $1 AND status = 'open' AND payment_attempts = $2`,
      [order.id, row.payment_attempts, charge.message],
    );
    return { status: 'declined', message: charge.message };
  }
  await db.query(
    `UPDATE orders SET status = 'paid', paid_at = $2, provider_payment_id = $3, payment_method_id = $4,
            failure_message = NULL
      WHERE id = $1 AND status = 'open'`,
    [order.id, now(), charge.paymentId, row.card_id],
  );
  return { status: 'paid' };
}
