import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { canSeeBilling } from '@screenplay/core';
import { mayAcceptBillingConsent } from '@screenplay/core/billing';
import { type BillingRequest, type BillingTenant, billingRequest } from '../../billing/accounts';
import type { AppEnv } from '../../tenancy/env';
import { ERROR_MESSAGES, forbidden, HttpError, notFound } from '../../http/errors';

/**
 * Who may call which billing route (billing contract of issue 14):
 * - `GET tenant-details` and `GET items`: every signed-in user of a tenant (the greeting popup of any tenant shows
 *   the details and the licence cost); `PUT tenant-details`: an administrator of the tenant (core's
 *   `mayAcceptBillingConsent`), others 403.
 * - Every other tenant route: users for whom core's `canSeeBilling` holds (a direct customer, a super-admin, a
 *   reseller-role user; never a delegated customer), others 403; writes (paying, terminating, cancelling) also need
 *   an administrator of the tenant.
 * - A super-admin acting for no customer has no billing tenant: the tenant routes answer 404; `GET admin/orders`
 *   is theirs alone.
 */

/** Largest body a billing route reads (ours: the longest body, a tenant-details update, is a few hundred bytes). */
export const BILLING_BODY_LIMIT_BYTES = 4 * 1024;

/** Refuses larger bodies before they are read (413). */
export const billingBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: BILLING_BODY_LIMIT_BYTES,
  onError: () => {
    throw new HttpError(413, { message: ERROR_MESSAGES.tooLarge });
  },
});

/** A billing request whose tenant is known. */
export type TenantBilling = BillingRequest & { tenant: BillingTenant };

function withTenant(request: BillingRequest): TenantBilling {
  if (request.tenant === null) throw notFound();
  return request as TenantBilling;
}

/** Any signed-in user of a tenant (tenant-details, items); 404 without a tenant. */
export async function anyTenantUser(c: Context<AppEnv>): Promise<TenantBilling> {
  return withTenant(await billingRequest(c));
}

/** A tenant's administrator (consent, payment set-up); 403 for others, 404 without a tenant. */
export async function tenantAdmin(c: Context<AppEnv>, needsBilling: boolean): Promise<TenantBilling> {
  const request = withTenant(await billingRequest(c));
  if (needsBilling && !canSeeBilling(request.access)) throw forbidden();
  if (!mayAcceptBillingConsent(request.access)) throw forbidden();
  return request;
}

/** A user who may open billing (reads of payments, orders, rewards, subscriptions); 403 others, 404 without a tenant. */
export async function billingReader(c: Context<AppEnv>): Promise<TenantBilling> {
  const request = await billingRequest(c);
  if (!canSeeBilling(request.access)) throw forbidden();
  return withTenant(request);
}

/** A super-admin (all tenants' orders); 403 for anyone else. */
export async function superAdmin(c: Context<AppEnv>): Promise<BillingRequest> {
  const request = await billingRequest(c);
  if (!request.access.isSuperAdmin) throw forbidden();
  return request;
}
