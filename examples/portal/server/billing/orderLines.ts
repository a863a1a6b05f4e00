import type { OrderLine } from '@screenplay/core/billing';
import type { Db } from '../db/client';

/**
 * An order's lines (migration 019's `order_lines`; issue 25: "Orders as documents"): what it is made of, in order.
 * VAT and total stay on the order. Orders written before lines existed (and the demo's) have none: they read as one
 * line made from the order itself, so every order opens and prints alike.
 */

/** Writes `lines` as order `orderId`'s lines, in their order (in the caller's transaction, with the order). */
export async function writeOrderLines(tx: Db, orderId: number, lines: readonly OrderLine[]): Promise<void> {
  for (const [position, line] of lines.entries())
    await tx.query(
      `INSERT INTO order_lines (order_id, position, description, quantity, unit_price, amount)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [orderId, position, line.description, line.quantity, line.unitPrice, line.amount],
    );
}

/** What an order without lines is shown as: its kind (and month) as the description, once, at its net amount. */
export function orderAsLine(order: { kind: string; period: string | null; amount: number }): OrderLine {
  const what =
    order.kind === 'monthly' ? 'Screen licences' : order.kind === 'licence' ? 'Licences' : 'Card verification';
  return {
    description: order.period ? `${what}, ${order.period}` : what,
    quantity: 1,
    unitPrice: order.amount,
    amount: order.amount,
  };
}

/** Order `order`'s lines in `db`'s scope, or the one line {@link orderAsLine} makes of an order without any. */
export async function readOrderLines(
  db: Db,
  order: { id: number; kind: string; period: string | null; amount: number },
): Promise<OrderLine[]> {
  const rows = await db.query<{ description: string; quantity: number; unit_price: string; amount: string }>(
    `SELECT description, quantity, unit_price::text AS unit_price, amount::text AS amount
       FROM order_lines WHERE order_id = $1 ORDER BY position LIMIT 1000`,
    [order.id],
  );
  if (rows.length === 0) return [orderAsLine(order)];
  return rows.map((row) => ({
    description: row.description,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    amount: Number(row.amount),
  }));
}
