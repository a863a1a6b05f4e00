import { Hono, type MiddlewareHandler } from 'hono';
import {
  BILLING_ERROR_KEYS,
  type BillingFieldErrors,
  mergeTenantDetails,
  type TenantDetailsDto,
  type TenantDetailsUpdate,
  tenantDetailsErrorCode,
  validateTenantDetailsUpdate,
} from '@screenplay/core/billing';
import { type AccountRow, ensureAccount, findAccount, storedDetails, tenantPriceItem } from '../../billing/accounts';
import type { PaymentProvider } from '../../billing/provider';
import type { Clock } from '../../clock';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { HttpError } from '../../http/errors';
import { textOf } from '../../screens/screens.errors';
import { anyTenantUser, billingBodyLimit, type TenantBilling, tenantAdmin } from './guards';

/** The fields `PUT tenant-details` writes; reseller, resellerEmail, type, tenantType and tenantId are read-only. */
const WRITABLE = ['paymentMethod', 'termsConsent', 'agreementConsent', 'postalCode', 'finTag'] as const;

/** The update a body asks for, and the problems of its field types (keys of spec §8). */
export function parseTenantDetailsUpdate(raw: Record<string, unknown>): {
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

/** The 422 of a refused update: `code` is billing.postalCodeError when that is a problem, else the other key. */
function refused(errors: BillingFieldErrors): HttpError {
  const code = tenantDetailsErrorCode(errors);
  return new HttpError(422, {
    message: textOf(code),
    code,
    errors: Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map(textOf)])),
  });
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
    return c.json({ data: tenantDetailsDto(billing, account, deps.provider.mode) });
  });

  app.put('/tenant-details', auth, billingBodyLimit, async (c) => {
    const billing = await tenantAdmin(c, false);
    const raw = (await readJson(c)) as Record<string, unknown>;
    const { update, errors } = parseTenantDetailsUpdate(raw);
    if (Object.keys(errors).length > 0) throw refused(errors);
    const account = await billing.db.transaction(async (tx) => {
      const stored = await findAccount(tx, billing.tenant, true);
      const problems = validateTenantDetailsUpdate(update, storedDetails(stored));
      if (Object.keys(problems).length > 0) throw refused(problems);
      const now = deps.clock.now();
      const row = stored ?? (await ensureAccount(tx, billing.tenant, now));
      const before = storedDetails(row);
      const next = mergeTenantDetails(before, update);
      const consenting =
        next.termsConsent && next.agreementConsent && !(before.termsConsent && before.agreementConsent);
      return tx.one<AccountRow>(
        `UPDATE billing_accounts SET payment_method = $2, terms_consent = $3, agreement_consent = $4, postal_code = $5,
           fin_tag = $6, consented_at = CASE WHEN $7 THEN $8::timestamptz ELSE consented_at END
         WHERE id = $1
         RETURNING id, customer_id, reseller_id, payment_method, terms_consent, agreement_consent, postal_code, fin_tag,
           provider_customer_id`,
        [
          row.id,
          next.paymentMethod,
          next.termsConsent,
          next.agreementConsent,
          next.postalCode,
          next.finTag,
          consenting,
          now,
        ],
      );
    });
    return c.json({ data: tenantDetailsDto(billing, account, deps.provider.mode) });
  });

  app.get('/items', auth, async (c) => {
    const billing = await anyTenantUser(c);
    return c.json({ data: [await tenantPriceItem(billing.db, billing.tenant)] });
  });

  return app;
}
