import { describe, expect, it } from 'vitest';
import { deriveAccess } from '../access/access';
import { DEMO_USERS, makeUser } from '../access/access.fixtures';
import { EN_MESSAGES } from '../messages/messages';
import {
  canProceed,
  consentPaymentMethod,
  greetingChoices,
  greetingDestination,
  greetingTextKey,
  greetingVariant,
  isAgreementShown,
  isConsentPending,
  asksBillingConsent,
  mayAcceptBillingConsent,
} from './billing.greeting';

describe('mayAcceptBillingConsent', () => {
  it.each([
    ['directCustomerAdmin', true],
    ['resellerAdmin', true],
    ['resellerActingAsDelegated', true],
    ['superAdminActingAsDirect', true],
    ['superAdminActingAsDelegated', true],
    ['superAdmin', false],
  ] as const)('%s -> %s', (name, expected) => {
    expect(mayAcceptBillingConsent(deriveAccess(DEMO_USERS[name]))).toBe(expected);
  });

  it('a workgroup user of a direct tenant may not accept', () => {
    const member = makeUser(['workgroup-user'], { tenantType: 'Direct', customerId: 10 });
    expect(mayAcceptBillingConsent(deriveAccess(member))).toBe(false);
  });

  it('a delegated customer admin may accept (the consent gate is every tenant’s)', () => {
    const admin = makeUser(['customer-admin'], { tenantType: 'Delegated', customerId: 20, resellerId: 5 });
    expect(mayAcceptBillingConsent(deriveAccess(admin))).toBe(true);
  });
});

describe('asksBillingConsent', () => {
  it.each([
    ['directCustomerAdmin', true],
    ['resellerAdmin', true],
    ['resellerActingAsDelegated', false],
    ['superAdminActingAsDirect', false],
    ['superAdminActingAsDelegated', false],
    ['superAdmin', false],
  ] as const)('%s -> %s (only a tenant’s own administrator consents)', (name, expected) => {
    expect(asksBillingConsent(deriveAccess(DEMO_USERS[name]))).toBe(expected);
  });
});

describe('isConsentPending', () => {
  it('is pending while either consent is missing', () => {
    expect(isConsentPending({ termsConsent: false, agreementConsent: false })).toBe(true);
    expect(isConsentPending({ termsConsent: true, agreementConsent: false })).toBe(true);
    expect(isConsentPending({ termsConsent: false, agreementConsent: true })).toBe(true);
    expect(isConsentPending({ termsConsent: true, agreementConsent: true })).toBe(false);
  });
});

describe('greetingVariant and greetingChoices', () => {
  it('names the reseller for a tenant it bills; a reseller has its own text; a direct customer the provider', () => {
    expect(greetingVariant({ reseller: 'Northwind Signage', tenantType: 'customer' })).toBe('servedByReseller');
    expect(greetingVariant({ reseller: null, tenantType: 'customer' })).toBe('direct');
    expect(greetingVariant({ reseller: '', tenantType: 'customer' })).toBe('direct');
    expect(greetingVariant({ reseller: null, tenantType: 'reseller' })).toBe('reseller');
  });

  it("picks the text of each variant, the reseller's e-mail link only when it has one", () => {
    const served = { reseller: 'Northwind Signage', tenantType: 'customer' } as const;
    expect(greetingTextKey({ ...served, resellerEmail: 'hello@northwind.test' })).toBe('greeting.textReseller');
    expect(greetingTextKey({ ...served, resellerEmail: null })).toBe('greeting.textResellerNoEmail');
    expect(greetingTextKey({ reseller: null, resellerEmail: null, tenantType: 'customer' })).toBe(
      'greeting.textCustomer',
    );
    expect(greetingTextKey({ reseller: null, resellerEmail: null, tenantType: 'reseller' })).toBe(
      'greeting.textResellerTenant',
    );
  });

  it('writes no product or provider name into a text: the brand and the provider fill them', () => {
    for (const key of [
      'greeting.title',
      'greeting.textReseller',
      'greeting.textResellerNoEmail',
      'greeting.textCustomer',
      'greeting.textResellerTenant',
    ] as const) {
      expect(EN_MESSAGES[key]).not.toContain('Screenplay');
    }
    expect(EN_MESSAGES['greeting.title']).toBe('Welcome to {product}');
    expect(EN_MESSAGES['greeting.textCustomer']).toContain('{provider}');
    expect(EN_MESSAGES['greeting.textResellerTenant']).toContain('{provider}');
  });

  it('offers Card, Invoice and skip to direct customers and resellers, nothing to delegated customers', () => {
    expect(greetingChoices({ type: 'Direct' })).toEqual(['Card', 'Invoice', 'skip']);
    expect(greetingChoices({ type: 'Reseller' })).toEqual(['Card', 'Invoice', 'skip']);
    expect(greetingChoices({ type: 'Delegated' })).toEqual([]);
  });
});

describe('canProceed', () => {
  it('needs the terms and, when shown, the agreement', () => {
    expect(canProceed({ terms: false, agreement: false, agreementShown: true })).toBe(false);
    expect(canProceed({ terms: true, agreement: false, agreementShown: true })).toBe(false);
    expect(canProceed({ terms: false, agreement: true, agreementShown: true })).toBe(false);
    expect(canProceed({ terms: true, agreement: true, agreementShown: true })).toBe(true);
  });

  it('an agreement accepted before (box hidden) does not hold Proceed back; the terms still do', () => {
    expect(isAgreementShown({ agreementConsent: true })).toBe(false);
    expect(canProceed({ terms: true, agreement: false, agreementShown: false })).toBe(true);
    expect(canProceed({ terms: false, agreement: false, agreementShown: false })).toBe(false);
  });
});

describe('the consent’s payment method and where the greeting leads', () => {
  it('carries Card or Invoice and opens billing with it; skip and no choice carry null and stay', () => {
    expect(consentPaymentMethod('Card')).toBe('Card');
    expect(greetingDestination('Card')).toBe('/billing?type=Card');
    expect(greetingDestination('Invoice')).toBe('/billing?type=Invoice');
    expect(consentPaymentMethod('skip')).toBeNull();
    expect(greetingDestination('skip')).toBeNull();
    expect(greetingDestination(null)).toBeNull();
  });
});
