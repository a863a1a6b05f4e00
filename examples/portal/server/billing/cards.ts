import { randomBytes } from 'node:crypto';
import {
  BILLING_CURRENCY,
  BILLING_VERIFICATION_CHARGE_UNITS,
  fromCents,
  orderLine,
  type PaymentMethodDto,
  type PaymentType,
  paymentMethodTitle,
} from '@screenplay/core/billing';
import type { Db } from '../db/client';
import type { AccountRow } from './accounts';
import { writeOrderLines } from './orderLines';
import type { CardResult, PaymentProvider } from './provider';
import { syncLicenceSubscriptions } from './subscriptions';

/**
 * Payment methods of a billing account: attaching a card (with the fallback verification charge of spec §9), the
 * invoice method, terminating one. Provider calls run outside database transactions (a slow provider holds no row
 * lock); each step that follows one is its own transaction.
 */

/** A payment method row. */
export interface PaymentMethodRow {
  id: number;
  account_id: number | null;
  type: PaymentType;
  provider_id: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  status: 'pending' | 'active' | 'terminated';
  created_at: Date | string;
}

/** Columns of {@link PaymentMethodRow}. */
export const PAYMENT_METHOD_COLUMNS =
  'id, account_id, type, provider_id, brand, last4, exp_month, exp_year, status, created_at';

/** The wire shape of a payment method. */
export function paymentMethodDto(row: PaymentMethodRow): PaymentMethodDto {
  return {
    id: row.id,
    type: row.type,
    title: paymentMethodTitle(row),
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The account's active payment methods, oldest first. */
export function activePaymentMethods(db: Db, accountId: number): Promise<PaymentMethodRow[]> {
  return db.query<PaymentMethodRow>(
    `SELECT ${PAYMENT_METHOD_COLUMNS} FROM payment_methods WHERE account_id = $1 AND status = 'active'
      ORDER BY created_at, id LIMIT 100`,
    [accountId],
  );
}

/** The line of a card verification order (spec §9: "a fallback card verification charge of 1 unit", refunded). */
const VERIFICATION_LINE = 'Card verification (refunded)';

/** A new order number: the period or day it belongs to and a random part, unique by the table's constraint. */
export function newOrderNumber(prefix: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The outcome of attaching a card: the active card, or the customer-readable failure. */
export type AttachOutcome = { ok: true; method: PaymentMethodRow } | { ok: false; message: string };

/**
 * Records a card the provider attached and verifies it (spec §9 "a fallback card verification charge of 1 unit"):
 * {@link BILLING_VERIFICATION_CHARGE_UNITS} cent is charged and refunded, each recorded as a 'verification' order.
 * A failed verification leaves the card terminated (not attached: it is detached at the provider) and answers its
 * message. On success the account pays by card from now on and its licence subscription is brought up to date.
 */
export async function attachVerifiedCard(
  db: Db,
  provider: PaymentProvider,
  account: AccountRow & { provider_customer_id: string },
  card: CardResult & { ok: true },
  now: () => Date,
): Promise<AttachOutcome> {
  const amount = fromCents(BILLING_VERIFICATION_CHARGE_UNITS);
  const pending = await db.transaction(async (tx) => {
    const method = await tx.one<PaymentMethodRow>(
      `INSERT INTO payment_methods (account_id, type, title, provider_id, brand, last4, exp_month, exp_year, status, created_at)
       VALUES ($1, 'Card', $2, $3, $4, $5, $6, $7, 'pending', $8) RETURNING ${PAYMENT_METHOD_COLUMNS}`,
      [
        account.id,
        paymentMethodTitle({ type: 'Card', brand: card.brand, last4: card.last4 }),
        card.paymentMethodId,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        now(),
      ],
    );
    const order = await tx.one<{ id: number }>(
      `INSERT INTO orders (account_id, number, kind, amount, vat, total, currency, status, payment_method_id, created_at)
       VALUES ($1, $2, 'verification', $3, 0, $3, $4, 'pending', $5, $6) RETURNING id`,
      [account.id, newOrderNumber('VER', now()), amount, BILLING_CURRENCY, method.id, now()],
    );
    await writeOrderLines(tx, order.id, [orderLine(VERIFICATION_LINE, 1, amount)]);
    return { method, orderId: order.id };
  });
  const charge = await provider.charge({
    customerId: account.provider_customer_id,
    paymentMethodId: card.paymentMethodId,
    amountCents: BILLING_VERIFICATION_CHARGE_UNITS,
    currency: BILLING_CURRENCY.toLowerCase(),
    description: 'Card verification (refunded)',
    // The provider's card id is unique at the provider (our ids repeat across databases sharing one provider account).
    idempotencyKey: `verify:${card.paymentMethodId}`,
  });
  if (!charge.ok) {
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE orders SET status = 'failed', failure_message = $2, provider_payment_id = $3 WHERE id = $1`,
        [pending.orderId, charge.message, charge.paymentId],
      );
      await tx.query(`UPDATE payment_methods SET status = 'terminated', terminated_at = $2 WHERE id = $1`, [
        pending.method.id,
        now(),
      ]);
    });
    await provider.detachCard(card.paymentMethodId).catch(() => undefined);
    return { ok: false, message: charge.message };
  }
  await db.query(`UPDATE orders SET status = 'paid', paid_at = $2, provider_payment_id = $3 WHERE id = $1`, [
    pending.orderId,
    now(),
    charge.paymentId,
  ]);
  await provider.refund({
    paymentId: charge.paymentId,
    idempotencyKey: `verify-refund:${charge.paymentId}`,
  });
  const method = await db.transaction(async (tx) => {
    await tx.query(`UPDATE orders SET status = 'refunded' WHERE id = $1`, [pending.orderId]);
    await tx.query(`UPDATE billing_accounts SET payment_method = 'Card' WHERE id = $1`, [account.id]);
    return tx.one<PaymentMethodRow>(
      `UPDATE payment_methods SET status = 'active', verified_at = $2 WHERE id = $1 RETURNING ${PAYMENT_METHOD_COLUMNS}`,
      [pending.method.id, now()],
    );
  });
  await syncLicenceSubscriptions(db, account.id, now(), { resume: true });
  return { ok: true, method };
}

/** The account's invoice method: the active one, or a new one (the account pays by invoice from now on). */
export async function ensureInvoiceMethod(db: Db, accountId: number, now: Date): Promise<PaymentMethodRow> {
  const method = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM billing_accounts WHERE id = $1 FOR UPDATE', [accountId]);
    await tx.query(`UPDATE billing_accounts SET payment_method = 'Invoice' WHERE id = $1`, [accountId]);
    const existing = await tx.maybe<PaymentMethodRow>(
      `SELECT ${PAYMENT_METHOD_COLUMNS} FROM payment_methods WHERE account_id = $1 AND type = 'Invoice' AND status = 'active'`,
      [accountId],
    );
    if (existing) return existing;
    return tx.one<PaymentMethodRow>(
      `INSERT INTO payment_methods (account_id, type, title, status, verified_at, created_at)
       VALUES ($1, 'Invoice', $2, 'active', $3, $3) RETURNING ${PAYMENT_METHOD_COLUMNS}`,
      [accountId, paymentMethodTitle({ type: 'Invoice', brand: null, last4: null }), now],
    );
  });
  await syncLicenceSubscriptions(db, accountId, now, { resume: true });
  return method;
}
