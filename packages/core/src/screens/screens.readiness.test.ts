import { describe, expect, it } from 'vitest';
import { deriveAccess } from '../access/access';
import { DEMO_USERS } from '../access/access.fixtures';
import { EN_MESSAGES } from '../messages/messages';
import {
  type ScreenAddFacts,
  mayPayInBilling,
  screenAddReadiness,
  screenAddRefusal,
  screenAddWayForward,
} from './screens.readiness';

/** A customer with a payment method, 2 licences, room for 3 screens and 1 paid screen in use. */
const facts = (overrides: Partial<ScreenAddFacts> = {}): ScreenAddFacts => ({
  type: 'Direct',
  hasPaymentMethod: true,
  counts: { screenLicenses: 2, maxScreens: 3 },
  inUse: { all: 1, paid: 1 },
  ...overrides,
});

const NORTHWIND = { title: 'Northwind Signage', email: 'hello@northwind.test' };

describe('screenAddRefusal', () => {
  it('lets a screen in while a payment method, a licence and room under the maximum are there', () => {
    expect(screenAddRefusal(facts(), false)).toBeNull();
    expect(screenAddRefusal(facts({ type: 'Delegated' }), false)).toBeNull();
  });

  it('refuses first for the missing payment method (spec §5), whatever the counts', () => {
    const refusal = { key: 'addScreen.paymentMethodRequired', field: 'paymentMethod' };
    expect(screenAddRefusal(facts({ hasPaymentMethod: false }), false)).toEqual(refusal);
    expect(screenAddRefusal(facts({ hasPaymentMethod: false, inUse: { all: 3, paid: 3 } }), true)).toEqual(refusal);
    expect(EN_MESSAGES[refusal.key]).toBe('Adding a screen requires a payment method');
  });

  it('refuses past the maximum on maxScreens, free or paid; the last licence on freeScreen, by customer type', () => {
    expect(screenAddRefusal(facts({ inUse: { all: 3, paid: 1 } }), true)).toEqual({
      key: 'screensApi.maxScreensReached',
      field: 'maxScreens',
    });
    expect(screenAddRefusal(facts({ inUse: { all: 2, paid: 2 } }), false)).toEqual({
      key: 'screensApi.noFreeLicence',
      field: 'freeScreen',
    });
    expect(screenAddRefusal(facts({ type: 'Delegated', inUse: { all: 2, paid: 2 } }), false)).toEqual({
      key: 'screensApi.noFreeLicenceDelegated',
      field: 'freeScreen',
    });
    // At the edge: one licence left fits, none left does not; a free screen takes none.
    expect(screenAddRefusal(facts({ inUse: { all: 1, paid: 1 } }), false)).toBeNull();
    expect(screenAddRefusal(facts({ inUse: { all: 2, paid: 2 } }), true)).toBeNull();
  });
});

describe('screenAddReadiness', () => {
  it("names a Delegated customer's reseller, never a Direct customer's", () => {
    expect(screenAddReadiness(facts({ type: 'Delegated' }), NORTHWIND, false).reseller).toEqual(NORTHWIND);
    expect(screenAddReadiness(facts(), NORTHWIND, false).reseller).toBeNull();
  });

  it('holds back a user who may add a free screen only by what a free screen needs too', () => {
    const noLicence = facts({ inUse: { all: 2, paid: 2 } });
    const customer = screenAddReadiness(noLicence, null, false);
    expect(customer.refusal?.key).toBe('screensApi.noFreeLicence');
    expect(customer.paidRefusal).toEqual(customer.refusal);
    const provider = screenAddReadiness(noLicence, null, true);
    expect(provider.refusal).toBeNull();
    expect(provider.paidRefusal?.key).toBe('screensApi.noFreeLicence');
    expect(screenAddReadiness(facts({ hasPaymentMethod: false }), null, true).refusal?.field).toBe('paymentMethod');
  });
});

describe('screenAddWayForward', () => {
  const payment = { key: 'addScreen.paymentMethodRequired', field: 'paymentMethod' } as const;
  const licence = { key: 'screensApi.noFreeLicence', field: 'freeScreen' } as const;
  const maximum = { key: 'screensApi.maxScreensReached', field: 'maxScreens' } as const;
  const way = (user: keyof typeof DEMO_USERS, refusal: typeof payment | typeof licence | typeof maximum) =>
    screenAddWayForward(refusal, DEMO_USERS[user].tenantType ?? 'Direct', deriveAccess(DEMO_USERS[user]));

  it("sends a Delegated customer's users, admin or not, to the reseller for each need", () => {
    for (const user of ['delegatedCustomerAdmin', 'delegatedWorkgroupUser', 'superAdminActingAsDelegated'] as const) {
      expect(way(user, payment)).toEqual({ way: 'askReseller', key: 'addScreen.askResellerPaymentMethod' });
      expect(way(user, licence)).toEqual({ way: 'askReseller', key: 'addScreen.askResellerLicence' });
      expect(way(user, maximum)).toEqual({ way: 'askReseller', key: 'addScreen.askResellerMaxScreens' });
    }
  });

  it('sends the reseller acting as its customer to its own Billing for the payment method', () => {
    expect(way('resellerActingAsDelegated', payment)).toEqual({
      way: 'resellerBilling',
      key: 'addScreen.resellerBilling',
    });
    expect(way('resellerActingAsDelegated', licence)).toBeNull();
  });

  it("links a Direct customer's administrator to Billing and tells anyone else to ask an administrator", () => {
    expect(way('directCustomerAdmin', payment)).toEqual({ way: 'billing', key: 'addScreen.openBilling' });
    expect(way('directCustomerAdmin', licence)).toEqual({ way: 'billing', key: 'addScreen.buyLicences' });
    expect(way('superAdminActingAsDirect', payment)).toEqual({ way: 'billing', key: 'addScreen.openBilling' });
    expect(way('directWorkgroupUser', payment)).toEqual({ way: 'askAdministrator', key: 'addScreen.billingHint' });
    expect(way('directWorkgroupUser', licence)).toEqual({
      way: 'askAdministrator',
      key: 'addScreen.askAdministratorLicences',
    });
    // Past the maximum the refusal's own text ('remove a screen to add another') is the way.
    expect(way('directCustomerAdmin', maximum)).toBeNull();
  });

  it('pays in Billing only where Billing opens and the user administers the tenant', () => {
    expect(mayPayInBilling(deriveAccess(DEMO_USERS.directCustomerAdmin))).toBe(true);
    expect(mayPayInBilling(deriveAccess(DEMO_USERS.directWorkgroupUser))).toBe(false);
    expect(mayPayInBilling(deriveAccess(DEMO_USERS.delegatedCustomerAdmin))).toBe(false);
  });
});
