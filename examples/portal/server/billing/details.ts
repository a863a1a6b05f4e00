import {
  type BillingFieldErrors,
  mergeTenantDetails,
  type TenantDetailsUpdate,
  tenantDetailsErrorCode,
  validateTenantDetailsUpdate,
} from '@screenplay/core/billing';
import type { Db } from '../db/client';
import { type HttpError, unprocessableKeys } from '../http/errors';
import { type AccountRow, type BillingTenant, ensureAccount, findAccount, storedDetails } from './accounts';

/**
 * Writing a billing tenant's details (spec §3 "Billing details / tenant details", §5, §7, §8), the one home of the
 * rule for `PUT tenant-details` (the tenant itself) and `PUT resellers/{id}/billing-details` (a reseller's
 * details, by a super-admin or the reseller's administrator).
 */

/** The 422 of a refused update: `code` is billing.postalCodeError when that is a problem, else the other key. */
export function refusedTenantDetails(errors: BillingFieldErrors): HttpError {
  const code = tenantDetailsErrorCode(errors);
  return unprocessableKeys(errors, { code });
}

/**
 * Merges `update` into the tenant's stored details and writes them in one transaction of `db` (spec §7: the update
 * merges in the existing data; reseller, reseller e-mail and type are not stored details). A refused update answers
 * 422 and writes nothing; the first time both consents hold, the moment is recorded.
 */
export function writeTenantDetails(
  db: Db,
  tenant: Pick<BillingTenant, 'kind' | 'id'>,
  update: TenantDetailsUpdate,
  now: Date,
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const stored = await findAccount(tx, tenant, true);
    const problems = validateTenantDetailsUpdate(update, storedDetails(stored));
    if (Object.keys(problems).length > 0) throw refusedTenantDetails(problems);
    const row = stored ?? (await ensureAccount(tx, tenant, now));
    const before = storedDetails(row);
    const next = mergeTenantDetails(before, update);
    const consenting = next.termsConsent && next.agreementConsent && !(before.termsConsent && before.agreementConsent);
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
}
