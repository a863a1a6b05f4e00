import { readFile } from 'node:fs/promises';
import type { OrderDetailDto, OrderDto, PaymentType } from '@screenplay/core/billing';
import { EN_MESSAGES } from '@screenplay/core/messages';
import type { Db } from '../db/client';
import { brandLogoFile } from '../media/brandLogos';
import { sniffImage } from '../media/sniff';
import { asSystem } from '../tenancy';
import type { InvoiceBrand } from './invoicePdf';
import { readOrderLines } from './orderLines';

/**
 * Orders as the billing routes read them (spec accounts §7 `GET orders`; issue 25 "Orders as documents"): a row with
 * its payment method's type, its wire shape, and an order opened as a document, with its lines, who it is billed to
 * and the brand it is issued under.
 */

/** An order row with its payment method's type. */
export interface OrderRow {
  id: number;
  number: string;
  kind: OrderDto['kind'];
  period: string | null;
  amount: string;
  vat: string;
  total: string;
  currency: string;
  status: OrderDto['status'];
  payment_type: PaymentType | null;
  created_at: Date | string;
  due_at: Date | string | null;
  paid_at: Date | string | null;
  failure_message: string | null;
}

/** The columns of an {@link OrderRow}, `o` the order and `m` its payment method (LEFT JOINed by the caller). */
export const ORDER_SELECT = `
SELECT o.id, o.number, o.kind, o.period, o.amount::text AS amount, o.vat::text AS vat, o.total::text AS total,
       o.currency, o.status, m.type AS payment_type, o.created_at, o.due_at, o.paid_at, o.failure_message`;

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The wire shape of an order row. */
export function orderDto(row: OrderRow): OrderDto {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    period: row.period,
    amount: Number(row.amount),
    vat: Number(row.vat),
    total: Number(row.total),
    currency: row.currency,
    status: row.status,
    paymentType: row.payment_type,
    createdAt: new Date(row.created_at).toISOString(),
    dueAt: isoOrNull(row.due_at),
    paidAt: isoOrNull(row.paid_at),
    failureMessage: row.failure_message,
  };
}

/** An order with who it belongs to: its account, the account's customer or reseller, and their billing details. */
interface DocumentRow extends OrderRow {
  account_id: number;
  customer_id: number | null;
  reseller_id: number | null;
  title: string;
  address: string | null;
  postal_code: string | null;
  fin_tag: string | null;
  has_card: boolean;
}

/** An order as a document, and whose it is (the server's own; the wire carries `order`). */
export interface OrderDocument {
  order: OrderDetailDto;
  owner: { accountId: number; customerId: number | null; resellerId: number | null };
}

/**
 * Order `orderId` as a document, when `db` sees it and (`accountId` given) it is that account's; null otherwise (the
 * caller answers 404 alike for unknown and foreign ids). Billed to: the customer's title and address, or the
 * reseller's title and the address of its billing details, with the account's postal code and finance tag.
 * `isPayable`: an open invoice of an account with an active card.
 */
export async function readOrderDocument(
  db: Db,
  orderId: number,
  accountId: number | null,
): Promise<OrderDocument | null> {
  const row = await db.maybe<DocumentRow>(
    `${ORDER_SELECT}, o.account_id, a.customer_id, a.reseller_id, COALESCE(cu.title, r.title) AS title,
            COALESCE(cu.address, r.billing_details->>'address') AS address, a.postal_code, a.fin_tag,
            EXISTS (SELECT 1 FROM payment_methods pm
                     WHERE pm.account_id = a.id AND pm.type = 'Card' AND pm.status = 'active'
                       AND pm.provider_id IS NOT NULL AND a.provider_customer_id IS NOT NULL) AS has_card
       FROM orders o
       JOIN billing_accounts a ON a.id = o.account_id
       LEFT JOIN customers cu ON cu.id = a.customer_id
       LEFT JOIN resellers r ON r.id = a.reseller_id
       LEFT JOIN payment_methods m ON m.id = o.payment_method_id
      WHERE o.id = $1 AND ($2::int IS NULL OR o.account_id = $2::int)`,
    [orderId, accountId],
  );
  if (!row) return null;
  const order = orderDto(row);
  const lines = await readOrderLines(db, order);
  return {
    order: {
      ...order,
      lines,
      vatPercent: order.amount > 0 ? Math.round((order.vat / order.amount) * 10_000) / 100 : null,
      billingDetails: {
        title: row.title,
        address: row.address,
        postalCode: row.postal_code,
        finTag: row.fin_tag,
      },
      isPayable: order.status === 'open' && row.has_card,
    },
    owner: { accountId: row.account_id, customerId: row.customer_id, resellerId: row.reseller_id },
  };
}

/**
 * The brand an order is issued under: the one its account's portal shows (`GET brand`, the portal's useBrand): a
 * customer's reseller's brand, a reseller's own, else the product's name ('app.name') and mark. The logo is read
 * from the data directory when it is a PNG or JPEG (what a PDF embeds); another logo is left out. Read on the system
 * path 'billing': a super-admin opens any tenant's order, and a reseller's brand belongs to no customer scope.
 */
export async function orderBrand(
  db: Db,
  owner: { customerId: number | null; resellerId: number | null },
  dataDir: string,
): Promise<InvoiceBrand> {
  const row = await asSystem(db, 'billing').maybe<{ product_name: string; logo_path: string | null }>(
    `SELECT b.product_name, b.logo_path FROM reseller_brands b
      WHERE b.reseller_id = COALESCE((SELECT c.reseller_id FROM customers c WHERE c.id = $1), $2)`,
    [owner.customerId, owner.resellerId],
  );
  const productName = row?.product_name ?? EN_MESSAGES['app.name'] ?? 'Screenplay';
  const file = brandLogoFile(dataDir, row?.logo_path ?? null);
  if (file === null) return { productName, logo: null };
  try {
    const bytes = new Uint8Array(await readFile(file));
    const image = sniffImage(bytes);
    if (image?.ext === 'png' || image?.ext === 'jpg') return { productName, logo: { bytes, type: image.ext } };
  } catch {
    // A logo file that went missing leaves the invoice with the name alone.
  }
  return { productName, logo: null };
}

/** A reseller's reward row as the rewards list reads it. */
export interface RewardRow {
  id: number;
  amount: string;
  description: string;
  created_at: Date | string;
}

/** The reseller's rewards created in `[from, to)`, newest first, at most `limit` (rewards are the provider's rows). */
export function findRewards(
  db: Db,
  resellerId: number,
  range: { from: Date; to: Date; limit: number },
): Promise<RewardRow[]> {
  return asSystem(db, 'billing').query<RewardRow>(
    `SELECT id, amount::text AS amount, description, created_at FROM rewards
      WHERE reseller_id = $1 AND created_at >= $2 AND created_at < $3
      ORDER BY created_at DESC, id DESC LIMIT $4`,
    [resellerId, range.from, range.to, range.limit],
  );
}

/** A period of a list and its most rows. */
export interface ListRange {
  from: Date;
  to: Date;
  limit: number;
}

/** The account's orders created in the range, newest first. */
export function findAccountOrders(db: Db, accountId: number, range: ListRange): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `${ORDER_SELECT}
       FROM orders o LEFT JOIN payment_methods m ON m.id = o.payment_method_id
      WHERE o.account_id = $1 AND o.created_at >= $2 AND o.created_at < $3
      ORDER BY o.created_at DESC, o.id DESC LIMIT $4`,
    [accountId, range.from, range.to, range.limit],
  );
}

/** An order of any tenant with the tenant it belongs to (the super-admin's list). */
export type TenantOrderRow = OrderRow & {
  tenant_type: 'customer' | 'reseller';
  tenant_id: number;
  tenant_title: string;
};

/** Every tenant's orders created in the range, newest first (spec §6: a super-admin "sees all orders of all tenants"). */
export function findAllOrders(db: Db, range: ListRange): Promise<TenantOrderRow[]> {
  return asSystem(db, 'billing').query<TenantOrderRow>(
    `${ORDER_SELECT},
       CASE WHEN a.customer_id IS NULL THEN 'reseller' ELSE 'customer' END AS tenant_type,
       COALESCE(a.customer_id, a.reseller_id) AS tenant_id, COALESCE(cu.title, r.title) AS tenant_title
       FROM orders o
       JOIN billing_accounts a ON a.id = o.account_id
       LEFT JOIN customers cu ON cu.id = a.customer_id
       LEFT JOIN resellers r ON r.id = a.reseller_id
       LEFT JOIN payment_methods m ON m.id = o.payment_method_id
      WHERE o.created_at >= $1 AND o.created_at < $2
      ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
    [range.from, range.to, range.limit],
  );
}
