import type { Access } from '../access/access.types';
import type { MessageKey } from '../messages/messages';
import type { PaymentType, TenantDetailsDto } from './billing.types';

/**
 * The greeting popup's rules (spec accounts §2 "Greeting popup", §5 "Greeting popup: proceed requires the terms
 * consent and, when shown, the agreement consent; otherwise submit does nothing"; issue 14).
 */

/** What the user may pick in the greeting: a payment data type, or to choose later (spec: "Card or Invoice, or skip"). */
export type GreetingChoice = PaymentType | 'skip';

/**
 * The greeting's text variant (spec §2: "a text that depends on reseller or customer"): a customer served by a
 * reseller (`servedByReseller`), a direct customer billed by the provider (`direct`), or a reseller itself, which the
 * provider bills for its customers' screens (`reseller`; issue 25: it had the direct customer's text).
 */
export type GreetingVariant = 'servedByReseller' | 'direct' | 'reseller';

/** Every choice, in the order the greeting lists them. */
const ALL_CHOICES: readonly GreetingChoice[] = ['Card', 'Invoice', 'skip'];

/**
 * Whether the user may accept the tenant's billing consent: an administrator of the acting tenant — a customer
 * admin (a reseller acting as a customer counts as one), a reseller admin for its reseller, or a super-admin acting
 * as a customer. A super-admin acting as nobody has no tenant to accept for; a workgroup user is not an admin.
 */
export function mayAcceptBillingConsent(access: Access): boolean {
  if (access.isCustomerAdmin || access.isResellerAdmin) return true;
  return access.isSuperAdmin && access.isActingAsCustomer;
}

/**
 * Whether the user gives the tenant's consent (the greeting asks them; `PUT tenant-details` takes the consents only
 * from them): an administrator of their own tenant. A super-admin or a reseller acting as a customer manages its
 * billing but never consents on its behalf, so support staff signing in as a new customer are not stopped by it.
 */
export function asksBillingConsent(access: Access): boolean {
  return mayAcceptBillingConsent(access) && !access.isActingAsCustomer;
}

/** Whether the tenant has yet to accept (spec: "shown when the tenant has not yet accepted"): either consent missing. */
export function isConsentPending(details: Pick<TenantDetailsDto, 'termsConsent' | 'agreementConsent'>): boolean {
  return !details.termsConsent || !details.agreementConsent;
}

/**
 * Which text the greeting shows (spec: "a text that depends on reseller or customer (shows the reseller's name and
 * e-mail link)"): `servedByReseller` for a tenant whose reseller bills it (the server names the reseller only for a
 * delegated customer), `reseller` for a reseller's own account, `direct` for a customer billed by the provider.
 */
export function greetingVariant(details: Pick<TenantDetailsDto, 'reseller' | 'tenantType'>): GreetingVariant {
  if (details.reseller) return 'servedByReseller';
  return details.tenantType === 'reseller' ? 'reseller' : 'direct';
}

/**
 * The message key of the greeting's text (en.billing.ts `greeting.text*`): the reseller's name and e-mail link for a
 * tenant it serves (without the link when it has no e-mail), the provider's billing for a direct customer or a
 * reseller. The texts take `{product}` (the brand's product name), `{provider}`, `{reseller}` and `{email}`.
 */
export function greetingTextKey(
  details: Pick<TenantDetailsDto, 'reseller' | 'resellerEmail' | 'tenantType'>,
): MessageKey {
  const variant = greetingVariant(details);
  if (variant === 'reseller') return 'greeting.textResellerTenant';
  if (variant === 'direct') return 'greeting.textCustomer';
  return details.resellerEmail ? 'greeting.textReseller' : 'greeting.textResellerNoEmail';
}

/**
 * The payment choices the greeting offers (spec: "Direct customers and resellers may choose a payment data type,
 * Card or Invoice, or skip"): all three for a direct customer or a reseller, none for a delegated customer (its
 * reseller is invoiced).
 */
export function greetingChoices(details: Pick<TenantDetailsDto, 'type'>): readonly GreetingChoice[] {
  return details.type === 'Delegated' ? [] : ALL_CHOICES;
}

/** Whether the agreement checkbox shows (spec: "an agreement when not yet accepted"). */
export function isAgreementShown(details: Pick<TenantDetailsDto, 'agreementConsent'>): boolean {
  return !details.agreementConsent;
}

/** The consent boxes as ticked, and whether the agreement box is shown at all. */
export interface GreetingConsents {
  terms: boolean;
  agreement: boolean;
  agreementShown: boolean;
}

/**
 * Whether Proceed is enabled (spec §5): the terms consent is ticked and, when the agreement box is shown, so is the
 * agreement. A hidden agreement box was accepted before and does not hold Proceed back.
 */
export function canProceed({ terms, agreement, agreementShown }: GreetingConsents): boolean {
  return terms && (!agreementShown || agreement);
}

/**
 * The payment method the consent carries (`PUT tenant-details {paymentMethod}`): the chosen type, or null when the
 * user skipped or had nothing to choose (a delegated customer).
 */
export function consentPaymentMethod(choice: GreetingChoice | null): PaymentType | null {
  return choice === 'Card' || choice === 'Invoice' ? choice : null;
}

/** Where the greeting leads after the consent is saved (spec: "unless skipped, goes to billing with the chosen type"). */
export function greetingDestination(choice: GreetingChoice | null): string | null {
  const method = consentPaymentMethod(choice);
  return method ? `/billing?type=${method}` : null;
}
