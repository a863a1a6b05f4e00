import { describe, expect, it } from 'vitest';
import { deriveAccess } from './access';
import { DEMO_USERS } from './access.fixtures';
import type { GroupPermissions } from './access.types';
import { sideNavItems } from './navigation';
import { resolveRoute } from './router';

const labels = (user: keyof typeof DEMO_USERS) => sideNavItems(deriveAccess(DEMO_USERS[user])).map((item) => item.id);

describe('sideNavItems', () => {
  it('super-admin: everything but Resellers', () => {
    expect(labels('superAdmin')).toEqual(['screens', 'scenes', 'library', 'workgroups', 'customers', 'billing']);
  });

  it('reseller view: Billing and Resellers only', () => {
    expect(labels('resellerAdmin')).toEqual(['billing', 'resellers']);
  });

  it('direct customer-admin: no Customers, no Resellers', () => {
    expect(labels('directCustomerAdmin')).toEqual(['screens', 'scenes', 'library', 'workgroups', 'billing']);
  });

  it('direct workgroup user: Billing (direct tenant) but no Workgroups (not an admin, the route rule)', () => {
    expect(labels('directWorkgroupUser')).toEqual(['screens', 'scenes', 'library', 'billing']);
  });

  it('delegated customer-admin: Workgroups (its people, issue 25) but no Billing (not when delegated)', () => {
    expect(labels('delegatedCustomerAdmin')).toEqual(['screens', 'scenes', 'library', 'workgroups']);
  });

  it('delegated workgroup user: not an admin, so no Workgroups', () => {
    expect(labels('delegatedWorkgroupUser')).toEqual(['screens', 'scenes', 'library']);
  });

  it("reseller acting as a delegated customer sees that customer's navigation as its admin, Workgroups included", () => {
    expect(labels('resellerActingAsDelegated')).toEqual(['screens', 'scenes', 'library', 'workgroups']);
  });

  it('super-admin acting as a Direct customer loses Customers', () => {
    expect(labels('superAdminActingAsDirect')).toEqual(['screens', 'scenes', 'library', 'workgroups', 'billing']);
  });

  it('super-admin acting as a Delegated customer loses Customers and Billing', () => {
    expect(labels('superAdminActingAsDelegated')).toEqual(['screens', 'scenes', 'library', 'workgroups']);
  });

  it('uses nav.* label keys and the route paths', () => {
    const items = sideNavItems(deriveAccess(DEMO_USERS.superAdmin));
    expect(items.find((item) => item.id === 'customers')).toEqual({
      id: 'customers',
      path: '/customer-management',
      labelKey: 'nav.customers',
    });
  });

  it.each(Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[])('%s: no item leads to a refused route', (user) => {
    const access = deriveAccess(DEMO_USERS[user]);
    for (const item of sideNavItems(access)) {
      const resolution = resolveRoute({ pathname: item.path, search: '', signedIn: true, access });
      expect(resolution.kind, item.path).toBe('render');
    }
  });
});

describe('sideNavItems by workgroup grants (issue 13)', () => {
  const withGrants = (grants: Partial<GroupPermissions>) =>
    sideNavItems(
      deriveAccess({
        ...DEMO_USERS.directWorkgroupUser,
        groupPermissions: { ...DEMO_USERS.directWorkgroupUser.groupPermissions, ...grants },
      }),
    ).map((item) => item.id);

  it('offers Screens and Scenes at Readonly, and neither when the workgroup hides them', () => {
    expect(withGrants({ manageScreens: 'readonly', createAndEditScenes: 'readonly' })).toEqual([
      'screens',
      'scenes',
      'library',
      'billing',
    ]);
    expect(withGrants({ manageScreens: 'hidden', createAndEditScenes: 'hidden' })).toEqual(['library', 'billing']);
  });
});
