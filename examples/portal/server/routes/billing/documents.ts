import type { Context } from 'hono';
import { BILLING_API } from '@screenplay/core/contract';
import { contractJson } from '../../http/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { canSeeBilling } from '@screenplay/core';
import { mayAcceptBillingConsent } from '@screenplay/core/billing';
import { billingRequest, findAccount } from '../../billing/accounts';
import { invoicePdf } from '../../billing/invoicePdf';
import { payInvoice } from '../../billing/invoicePayment';
import { type OrderDocument, orderBrand, readOrderDocument } from '../../billing/orders';
import type { PaymentProvider } from '../../billing/provider';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../tenancy/env';
import { ERROR_MESSAGES, forbidden, HttpError, notFound, unprocessable, unprocessableKeys } from '../../http/errors';
import { idParam } from '../../http/params';
import { asSystem } from '../../tenancy';
import { tenantAdmin } from './guards';

/** The spec §8 text of paying what cannot be paid, as its catalogue key (en.accounts.ts: 'Invoice not bound'). */
export const INVOICE_NOT_BOUND_KEY = 'billing.invoiceNotBound';

/** Where an order is read: the Db that sees it, the account it must belong to (null: any), and who may pay it. */
interface OrderScope {
  db: Db;
  accountId: number | null;
  mayPay: boolean;
}

/**
 * Whose orders the caller opens: a super-admin any tenant's (spec §6: "sees all orders of all tenants"; on the system
 * path 'billing'), anyone else who may open billing (core's `canSeeBilling`) its own tenant's only; another tenant's
 * order, or an unknown id, is 404 alike. Others 403.
 */
async function orderScope(c: Context<AppEnv>): Promise<OrderScope> {
  const request = await billingRequest(c);
  if (request.access.isSuperAdmin && request.tenant === null)
    return { db: asSystem(request.db, 'billing'), accountId: null, mayPay: false };
  if (!canSeeBilling(request.access)) throw forbidden();
  if (request.tenant === null) throw notFound();
  const account = await findAccount(request.db, request.tenant);
  if (!account) throw notFound();
  return { db: request.db, accountId: account.id, mayPay: mayAcceptBillingConsent(request.access) };
}

/** The order the path names, as a document in the caller's scope (payable only by who may pay it), or 404. */
async function documentOf(c: Context<AppEnv>, scope: OrderScope): Promise<OrderDocument> {
  const document = await readOrderDocument(scope.db, idParam(c, 'id'), scope.accountId);
  if (!document) throw notFound();
  return { ...document, order: { ...document.order, isPayable: document.order.isPayable && scope.mayPay } };
}

/**
 * Orders as documents (issue 25; paths ours, beside spec §7's `GET orders`): `GET orders/{id}` (the order with its
 * lines, who it is billed to, and whether the caller can pay it), `GET orders/{id}/invoice` (the same as a PDF
 * invoice, `application/pdf`, downloaded as `invoice-<number>.pdf`) and `POST orders/{id}/pay` (an administrator pays
 * an open invoice of its own account with the account's card). Paying what is no open invoice of the account, or
 * without a card bound, is refused with spec §8's 'Invoice not bound' (422, code billing.invoiceNotBound); a declined
 * card with its message (422 `{card: [message]}`), the invoice staying open.
 */
export function documentRoutes(
  deps: { clock: Clock; provider: PaymentProvider; dataDir: string },
  auth: MiddlewareHandler<AppEnv>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/orders/:id', auth, async (c) => {
    const { order } = await documentOf(c, await orderScope(c));
    return contractJson(c, BILLING_API.order, { data: order });
  });

  app.get('/orders/:id/invoice', auth, async (c) => {
    const scope = await orderScope(c);
    const { order, owner } = await documentOf(c, scope);
    const brand = await orderBrand(scope.db, owner, deps.dataDir);
    const bytes = await invoicePdf(order, brand);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${order.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.post('/orders/:id/pay', auth, async (c) => {
    const billing = await tenantAdmin(c, true);
    const id = idParam(c, 'id');
    const account = await findAccount(billing.db, billing.tenant);
    const found = account ? await readOrderDocument(billing.db, id, account.id) : null;
    if (!account || !found) throw notFound();
    const outcome = await payInvoice(billing.db, deps.provider, { id, accountId: account.id }, () => deps.clock.now());
    if (outcome.status === 'notBound') throw unprocessableKeys({ order: [INVOICE_NOT_BOUND_KEY] });
    if (outcome.status === 'declined') throw unprocessable({ card: [outcome.message] });
    if (outcome.status === 'unreachable') throw new HttpError(502, { message: ERROR_MESSAGES.server });
    const paid = await readOrderDocument(billing.db, id, account.id);
    if (!paid) throw notFound();
    return contractJson(c, BILLING_API.payOrder, { data: { ...paid.order, isPayable: false } });
  });

  return app;
}
