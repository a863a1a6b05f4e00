import { groupPermissionsAt, type SessionUser } from '@screenplay/core';

/** Test helper: a signed-in user with the given overrides (a reseller admin by default). */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Rita',
    lastName: 'Reseller',
    middleName: null,
    email: 'rita@example.com',
    phone: null,
    about: null,
    avatar: null,
    roles: [{ id: 2, name: 'reseller-admin' }],
    emailVerifiedAt: '2024-01-01T00:00:00.000Z',
    status: 'active',
    tenantType: null,
    customerId: null,
    currentCustomerId: null,
    resellerId: 10,
    groupPermissions: groupPermissionsAt('full'),
    ...overrides,
  };
}
