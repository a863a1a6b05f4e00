import type { LicenceSummary } from '../billing/billing.licences';

/**
 * A customer's status in the customers lists (ours, issue 25: "its customers with screens in use, licences (valid,
 * expiring within 30 days), status"), from its licences at the time the list was read:
 *
 * - `noValidLicences`: no licence counts now (none ordered, or every order ended or removed): paid screens cannot be
 *   added, and those playing are over the count;
 * - `licencesExpiring`: some valid licences end within core's `LICENCE_EXPIRY_WARNING_DAYS` (the list says how many
 *   and when the first ends);
 * - `active`: valid licences, none ending soon.
 *
 * The most urgent one wins, in that order.
 */
export const CUSTOMER_STATUSES = ['active', 'licencesExpiring', 'noValidLicences'] as const;

/** One of {@link CUSTOMER_STATUSES}; its text is the message `customerStatus.<status>`. */
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The status of a customer from its licences (see {@link CUSTOMER_STATUSES}). */
export function customerStatus(licences: Pick<LicenceSummary, 'valid' | 'expiringSoon'>): CustomerStatus {
  if (licences.valid <= 0) return 'noValidLicences';
  if (licences.expiringSoon > 0) return 'licencesExpiring';
  return 'active';
}
