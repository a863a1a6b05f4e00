import { groupPermissionsAt } from './workgroups';
import type { GroupPermissions, RoleName, SessionUser } from './access.types';

const FULL: GroupPermissions = groupPermissionsAt('full');

/** Builds a test user with the given roles and session fields; everything else is neutral. */
export function makeUser(roles: RoleName[], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Test',
    lastName: null,
    middleName: null,
    email: 'test@example.com',
    phone: null,
    about: null,
    avatar: null,
    roles: roles.map((name, index) => ({ id: index + 1, name })),
    emailVerifiedAt: null,
    status: 'active',
    tenantType: null,
    customerId: null,
    currentCustomerId: null,
    resellerId: null,
    groupPermissions: FULL,
    ...overrides,
  };
}

/** The demo organisation's accounts, one per navigation case the spec describes. */
export const DEMO_USERS = {
  superAdmin: makeUser(['super-admin']),
  superAdminActingAsDirect: makeUser(['super-admin'], { tenantType: 'Direct', currentCustomerId: 10 }),
  superAdminActingAsDelegated: makeUser(['super-admin'], { tenantType: 'Delegated', currentCustomerId: 20 }),
  resellerAdmin: makeUser(['reseller-admin'], { resellerId: 5 }),
  resellerActingAsDelegated: makeUser(['reseller-admin'], {
    resellerId: 5,
    tenantType: 'Delegated',
    currentCustomerId: 20,
  }),
  directCustomerAdmin: makeUser(['customer-admin'], { tenantType: 'Direct', customerId: 10 }),
  directWorkgroupUser: makeUser(['workgroup-user'], {
    tenantType: 'Direct',
    customerId: 10,
    groupPermissions: {
      ...groupPermissionsAt('full'),
      createAFolder: 'readonly',
      createALibraryFolder: 'hidden',
      editALibraryAFolder: 'readonly',
    },
  }),
  delegatedCustomerAdmin: makeUser(['customer-admin'], { tenantType: 'Delegated', customerId: 20, resellerId: 5 }),
  delegatedWorkgroupUser: makeUser(['workgroup-user'], { tenantType: 'Delegated', customerId: 20, resellerId: 5 }),
} satisfies Record<string, SessionUser>;
