import { canSeeBilling } from '../access/access';
import type { Access, TenantType } from '../access/access.types';
import { mayAcceptBillingConsent } from '../billing/billing.greeting';
import type { MessageKey } from '../messages/messages';
import { type LicenceCounts, SCREEN_ADD_REFUSAL_KEYS, type ScreensInUse, screenCountRefusal } from './screens.rules';

/**
 * Whether a screen can be added, decided once for `POST screens/verification` (which refuses) and
 * `GET screens/verification/readiness` (which the add-screen wizard reads before its first step), so the wizard never
 * walks a user to a refusal at its third step (issue 25). Spec accounts §5: "Adding a screen requires a payment
 * method" — a Direct customer's own, a Delegated customer's reseller's (spec §1: Delegated is invoiced to the
 * reseller); then the customer's licences and maximum number of screens (issues 13, 22).
 */

/** The message key of a missing payment method (spec accounts §5, §8 wording: 'Adding a screen requires a payment method'). */
export const PAYMENT_METHOD_REQUIRED_KEY = 'addScreen.paymentMethodRequired' satisfies MessageKey;

/** What an add is decided on, gathered by the server in one read of the acting customer. */
export interface ScreenAddFacts {
  type: TenantType;
  /** An active payment method of whoever pays: the customer itself (Direct) or its reseller (Delegated). */
  hasPaymentMethod: boolean;
  /** The customer's valid licences and maximum number of screens. */
  counts: LicenceCounts;
  inUse: ScreensInUse;
}

/** The field a refusal is reported on in the 422 answer's errors map. */
export type ScreenAddField = 'paymentMethod' | 'maxScreens' | 'freeScreen';

/** Why a screen cannot be added: the message key, and the field the 422 answer carries it on. */
export interface ScreenAddRefusal {
  key: MessageKey;
  field: ScreenAddField;
}

/**
 * Why one more screen (free or paid) cannot be added, or null when it can: no payment method first (nothing else
 * helps without one), then the maximum number of screens and the licences (core's `screenCountRefusal`). The one rule
 * both the refusing POST and the readiness read use.
 */
export function screenAddRefusal(facts: ScreenAddFacts, freeScreen: boolean): ScreenAddRefusal | null {
  if (!facts.hasPaymentMethod) return { key: PAYMENT_METHOD_REQUIRED_KEY, field: 'paymentMethod' };
  const key = screenCountRefusal(facts.counts, facts.inUse, freeScreen, facts.type) as MessageKey | null;
  if (key === null) return null;
  // Past the maximum no licence helps (maxScreens); else the licence a paid screen would take (freeScreen, issue 13).
  return { key, field: key === SCREEN_ADD_REFUSAL_KEYS.maxScreensReached ? 'maxScreens' : 'freeScreen' };
}

/** A Delegated customer's reseller as the wizard names it: its title and e-mail (spec §3 Reseller: title, email). */
export interface ScreenAddReseller {
  title: string;
  email: string | null;
}

/** `GET screens/verification/readiness`'s answer: whether the acting customer can add a screen now, and who pays. */
export interface ScreenAddReadinessDto {
  type: TenantType;
  /** The reseller of a Delegated customer; null for a Direct one. */
  reseller: ScreenAddReseller | null;
  /** Why nothing the user may add fits (a free screen counted for a user who may add one), or null. */
  refusal: ScreenAddRefusal | null;
  /** Why a paid screen does not fit, or null (differs from `refusal` only when a free screen still fits). */
  paidRefusal: ScreenAddRefusal | null;
}

/**
 * The readiness answer from the facts: `refusal` decides whether the wizard's first step is usable at all (a user
 * who may add a free screen, core's `mayAddFreeScreen`, is held back only by what a free screen needs too),
 * `paidRefusal` whether a paid screen is possible.
 */
export function screenAddReadiness(
  facts: ScreenAddFacts,
  reseller: ScreenAddReseller | null,
  mayAddFree: boolean,
): ScreenAddReadinessDto {
  const paidRefusal = screenAddRefusal(facts, false);
  return {
    type: facts.type,
    reseller: facts.type === 'Delegated' ? reseller : null,
    refusal: mayAddFree ? screenAddRefusal(facts, true) : paidRefusal,
    paidRefusal,
  };
}

/**
 * What the user can do about a refusal, by who pays and who the user is:
 * - `askReseller`: a Delegated customer's users ask the reseller (it pays, sells the licences and sets the maximum);
 *   the wizard names it and links its e-mail;
 * - `resellerBilling`: the reseller itself, acting as its Delegated customer, adds its own payment method in its
 *   Billing (after 'Back to Reseller': a delegated tenant has no Billing, core's `canSeeBilling`);
 * - `billing`: a Direct customer's administrator who may open Billing adds a payment method or buys licences there;
 * - `askAdministrator`: anyone else of a Direct customer asks an administrator;
 * - null: nothing but the refusal's own text helps (a Direct customer past its maximum: remove a screen).
 */
export type ScreenAddWay = 'askReseller' | 'resellerBilling' | 'billing' | 'askAdministrator';

/** The way forward of a refusal and the message key that says it (the billing link's text for `billing`). */
export interface ScreenAddWayForward {
  way: ScreenAddWay;
  key: MessageKey;
}

const ASK_RESELLER_KEYS = {
  paymentMethod: 'addScreen.askResellerPaymentMethod',
  freeScreen: 'addScreen.askResellerLicence',
  maxScreens: 'addScreen.askResellerMaxScreens',
} as const satisfies Record<ScreenAddField, MessageKey>;

/** Whether the user adds payment methods and buys licences in Billing: it opens for them and they administer the tenant. */
export function mayPayInBilling(access: Access): boolean {
  return canSeeBilling(access) && mayAcceptBillingConsent(access);
}

/** The way forward of `refusal` for the user of `access` in a customer of `type` (see {@link ScreenAddWay}). */
export function screenAddWayForward(
  refusal: ScreenAddRefusal,
  type: TenantType,
  access: Access,
): ScreenAddWayForward | null {
  if (type === 'Delegated') {
    if (access.isResellerAdmin && access.isActingAsCustomer) {
      return refusal.field === 'paymentMethod' ? { way: 'resellerBilling', key: 'addScreen.resellerBilling' } : null;
    }
    return { way: 'askReseller', key: ASK_RESELLER_KEYS[refusal.field] };
  }
  if (refusal.field === 'maxScreens') return null;
  const isPayment = refusal.field === 'paymentMethod';
  if (mayPayInBilling(access))
    return { way: 'billing', key: isPayment ? 'addScreen.openBilling' : 'addScreen.buyLicences' };
  return { way: 'askAdministrator', key: isPayment ? 'addScreen.billingHint' : 'addScreen.askAdministratorLicences' };
}
