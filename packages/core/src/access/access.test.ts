import { describe, expect, it } from 'vitest';
import {
  canLoginAsCustomer,
  canSeeBilling,
  canSeeCustomers,
  canSeeResellerCustomers,
  canSeeResellers,
  canSeeWorkgroups,
  deriveAccess,
  needsCustomerChoice,
} from './access';
import { DEMO_USERS, makeUser } from './access.fixtures';

describe('deriveAccess', () => {
  it('reads roles, tenant type and the acting customer', () => {
    expect(deriveAccess(DEMO_USERS.directCustomerAdmin)).toEqual({
      isSuperAdmin: false,
      isResellerAdmin: false,
      isCustomerAdmin: true,
      isAdmin: true,
      isDirectTenant: true,
      isDelegatedTenant: false,
      isActingAsCustomer: false,
      isResellerView: false,
      actingCustomerId: 10,
      roleNames: ['customer-admin'],
      grants: DEMO_USERS.directCustomerAdmin.groupPermissions,
    });
  });

  it('treats a reseller not acting as a customer as the reseller view', () => {
    const access = deriveAccess(DEMO_USERS.resellerAdmin);
    expect(access.isResellerView).toBe(true);
    expect(access.isCustomerAdmin).toBe(false);
    expect(access.isAdmin).toBe(false);
    expect(access.actingCustomerId).toBeNull();
  });

  it("treats a reseller acting as a customer as that customer's admin", () => {
    const access = deriveAccess(DEMO_USERS.resellerActingAsDelegated);
    expect(access).toMatchObject({
      isResellerAdmin: true,
      isResellerView: false,
      isActingAsCustomer: true,
      isCustomerAdmin: true,
      isAdmin: true,
      isDelegatedTenant: true,
      actingCustomerId: 20,
    });
  });

  it('prefers currentCustomerId over customerId as the acting customer', () => {
    const user = makeUser(['super-admin'], { customerId: 3, currentCustomerId: 7, tenantType: 'Direct' });
    expect(deriveAccess(user).actingCustomerId).toBe(7);
  });

  it('gives a workgroup user no admin rights', () => {
    const access = deriveAccess(DEMO_USERS.directWorkgroupUser);
    expect(access.isAdmin).toBe(false);
    expect(access.isCustomerAdmin).toBe(false);
    expect(access.roleNames).toEqual(['workgroup-user']);
  });

  it('recognises a user holding several roles', () => {
    const access = deriveAccess(makeUser(['customer-admin', 'workgroup-user'], { tenantType: 'Delegated' }));
    expect(access.isCustomerAdmin).toBe(true);
    expect(access.roleNames).toEqual(['customer-admin', 'workgroup-user']);
  });
});

describe('shared nav/guard predicates', () => {
  it('a reseller acting as a Direct customer is its admin, so Workgroups opens', () => {
    const access = deriveAccess(makeUser(['reseller-admin'], { tenantType: 'Direct', currentCustomerId: 10 }));
    expect(canSeeWorkgroups(access)).toBe(true);
  });

  it('Workgroups: an admin of the customer whatever its billing mode, never a workgroup user (issue 25)', () => {
    const of = (roles: Parameters<typeof makeUser>[0], tenantType: 'Direct' | 'Delegated') =>
      canSeeWorkgroups(deriveAccess(makeUser(roles, { tenantType, customerId: 20 })));
    expect([of(['customer-admin'], 'Direct'), of(['customer-admin'], 'Delegated')]).toEqual([true, true]);
    expect([of(['workgroup-user'], 'Direct'), of(['workgroup-user'], 'Delegated')]).toEqual([false, false]);
  });

  // Workgroups: a customer's admin (Direct or Delegated), its reseller acting as it, a super-admin (issue 25).
  // Reseller customers: the reseller view only (a super-admin has /customer-management).
  const cases = [
    [
      'superAdmin',
      { workgroups: true, customers: true, billing: true, resellers: true, own: false, loginAs: true, choose: true },
    ],
    [
      'superAdminActingAsDirect',
      { workgroups: true, customers: false, billing: true, resellers: true, own: false, loginAs: true, choose: false },
    ],
    [
      'superAdminActingAsDelegated',
      { workgroups: true, customers: false, billing: false, resellers: true, own: false, loginAs: true, choose: false },
    ],
    [
      'resellerAdmin',
      { workgroups: false, customers: false, billing: true, resellers: true, own: true, loginAs: true, choose: true },
    ],
    [
      'resellerActingAsDelegated',
      { workgroups: true, customers: false, billing: false, resellers: true, own: false, loginAs: true, choose: false },
    ],
    [
      'directCustomerAdmin',
      {
        workgroups: true,
        customers: false,
        billing: true,
        resellers: false,
        own: false,
        loginAs: false,
        choose: false,
      },
    ],
    [
      'directWorkgroupUser',
      {
        workgroups: false,
        customers: false,
        billing: true,
        resellers: false,
        own: false,
        loginAs: false,
        choose: false,
      },
    ],
    [
      'delegatedCustomerAdmin',
      {
        workgroups: true,
        customers: false,
        billing: false,
        resellers: false,
        own: false,
        loginAs: false,
        choose: false,
      },
    ],
    [
      'delegatedWorkgroupUser',
      {
        workgroups: false,
        customers: false,
        billing: false,
        resellers: false,
        own: false,
        loginAs: false,
        choose: false,
      },
    ],
  ] as const;

  it.each(cases)('%s', (name, expected) => {
    const access = deriveAccess(DEMO_USERS[name]);
    expect({
      workgroups: canSeeWorkgroups(access),
      customers: canSeeCustomers(access),
      billing: canSeeBilling(access),
      resellers: canSeeResellers(access),
      own: canSeeResellerCustomers(access),
      loginAs: canLoginAsCustomer(access),
      choose: needsCustomerChoice(access),
    }).toEqual(expected);
  });
});
