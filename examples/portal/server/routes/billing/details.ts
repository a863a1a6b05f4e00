import { Hono, type MiddlewareHandler } from 'hono';
import {
  asksBillingConsent,
  BILLING_ERROR_KEYS,
  type BillingFieldErrors,
  type TenantDetailsDto,
  type TenantDetailsUpdate,
} from '@screenplay/core/billing';
import { BILLING_API } from '@screenplay/core/contract';
import { type AccountRow, findAccount, licencePriceItems, storedDetails } from '../../billing/accounts';
import { refusedTenantDetails, writeTenantDetails } from '../../billing/details';
import type { PaymentProvider } from '../../billing/provider';
import type { Clock } from '../../clock';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { forbidden } from '../../http/errors';
import { anyTenantUser, billingBodyLimit, type TenantBilling, tenantAdmin } from './guards';

/** The fields `PUT tenant-details` writes; reseller, resellerEmail, type, tenantType and tenantId are read-only. */
const WRITABLE = ['paymentMethod', 'termsConsent', 'agreementConsent', 'postalCode', 'finTag'] as const;

/** The update a body asks for, and the problems of its field types (keys of spec §8). */
export function parseTenantDetailsUpdate(raw: Readonly<Record<string, unknown>>): {
  update: TenantDetailsUpdate;
  errors: BillingFieldErrors;
} {
  const update: TenantDetailsUpdate = {};
  const errors: BillingFieldErrors = {};
  const bad = (field: string) => {
    errors[field] = [BILLING_ERROR_KEYS.otherDetails];
  };
  for (const field of WRITABLE) {
    if (!Object.hasOwn(raw, field)) continue;
    const value = raw[field];
    if (field === 'paymentMethod') {
      if (value === null || value === 'Card' || value === 'Invoice') update.paymentMethod = value;
      else bad(field);
    } else if (field === 'termsConsent' || field === 'agreementConsent') {
      if (typeof value === 'boolean') update[field] = value;
      else bad(field);
    } else if (value === null || typeof value === 'string') update[field] = value;
    else bad(field);
  }
  // A body naming none of the fields (e.g. everything misnamed) is no update: refused rather than silently ignored.
  if (Object.keys(update).length === 0 && Object.keys(errors).length === 0)
    errors.body = [BILLING_ERROR_KEYS.otherDetails];
  return { update, errors };
}

/** `GET tenant-details`'s answer. */
export function tenantDetailsDto(
  billing: TenantBilling,
  account: AccountRow | null,
  mode: PaymentProvider['mode'],
): TenantDetailsDto {
  const stored = storedDetails(account);
  return {
    tenantId: billing.tenant.id,
    tenantType: billing.tenant.kind,
    title: billing.tenant.title,
    type: billing.tenant.type,
    reseller: billing.tenant.reseller?.title ?? null,
    resellerEmail: billing.tenant.reseller?.email ?? null,
    ...stored,
    paymentMode: mode,
  };
}

/**
 * `GET/PUT tenant-details` (spec §3, §7) and `GET items` (spec §3 "price items (type license)"). The update merges
 * into the stored details (spec §7: "merges in existing tenant data except reseller, reseller e-mail and type":
 * those come from the organisation and no update writes them). A refused update writes nothing.
 */
export function detailsRoutes(
  deps: { clock: Clock; provider: PaymentProvider },
  auth: MiddlewareHandler<AppEnv>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/tenant-details', auth, async (c) => {
    const billing = await anyTenantUser(c);
    const account = await findAccount(billing.db, billing.tenant);
    return contractJson(c, BILLING_API.tenantDetails, { data: tenantDetailsDto(billing, account, deps.provider.mode) });
  });

  app.put('/tenant-details', auth, billingBodyLimit, async (c) => {
    const billing = await tenantAdmin(c, false);
    const body = await contractBody(c, BILLING_API.updateTenantDetails, {
      check: (raw) => {
        const { errors } = parseTenantDetailsUpdate(raw);
        if (Object.keys(errors).length > 0) throw refusedTenantDetails(errors);
      },
    });
    const { update } = parseTenantDetailsUpdate(body);
    // The consents are the tenant's own: nobody acting as the customer gives them (core's asksBillingConsent).
    const givesConsent = update.termsConsent !== undefined || update.agreementConsent !== undefined;
    if (givesConsent && !asksBillingConsent(billing.access)) throw forbidden();
    const account = await writeTenantDetails(billing.db, billing.tenant, update, deps.clock.now());
    return contractJson(c, BILLING_API.updateTenantDetails, {
      data: tenantDetailsDto(billing, account, deps.provider.mode),
    });
  });

  app.get('/items', auth, async (c) => {
    const billing = await anyTenantUser(c);
    return contractJson(c, BILLING_API.items, { data: await licencePriceItems(billing.db, billing.tenant) });
  });

  return app;
}
