import type { Access, RoleName, SessionUser } from './access.types';

/** The role names the server assigns, by meaning. */
export const ROLE_NAMES = {
  superAdmin: 'super-admin',
  resellerAdmin: 'reseller-admin',
  customerAdmin: 'customer-admin',
  workgroupUser: 'workgroup-user',
} as const satisfies Record<string, RoleName>;

/**
 * Derives what a user may see from their roles, the acting tenant and login-as state.
 *
 * A reseller-admin acting as a customer (`currentCustomerId` set) is treated as that customer's admin
 * (`isCustomerAdmin`), and the tenant flags then describe the customer acted on.
 */
export function deriveAccess(user: SessionUser): Access {
  const roleNames = user.roles.map((role) => role.name);
  const isSuperAdmin = roleNames.includes(ROLE_NAMES.superAdmin);
  const isResellerAdmin = roleNames.includes(ROLE_NAMES.resellerAdmin);
  const isActingAsCustomer = user.currentCustomerId !== null;
  const isCustomerAdmin = roleNames.includes(ROLE_NAMES.customerAdmin) || (isResellerAdmin && isActingAsCustomer);
  return {
    isSuperAdmin,
    isResellerAdmin,
    isCustomerAdmin,
    isAdmin: isSuperAdmin || isCustomerAdmin,
    isDirectTenant: user.tenantType === 'Direct',
    isDelegatedTenant: user.tenantType === 'Delegated',
    isActingAsCustomer,
    isResellerView: isResellerAdmin && !isActingAsCustomer,
    actingCustomerId: user.currentCustomerId ?? user.customerId,
    roleNames,
    grants: user.groupPermissions,
  };
}

/**
 * Whether Workgroups (the customer's people: workgroups, invitations, members, permissions) is open to the user: a
 * customer's administrator, Direct or Delegated; a reseller-admin logged in as one of its customers (it acts as that
 * customer's admin, `deriveAccess`); and a super-admin. A workgroup user without the admin role never.
 *
 * The spec words it twice and the two disagree: the route rule (accounts §2: "/workgroups only for a direct-tenant
 * admin or a super-admin") leaves a delegated customer's admin, and its reseller acting as it, no way to add people
 * to the customer; the navigation (accounts §2: "Workgroups (admin or direct tenant)") names any admin. Issue 25
 * decided for the admin: a customer's administrator manages its workgroups and people whatever its billing mode, and
 * so does its reseller while logged in as the customer. This one predicate is the route guard (routes.ts), the side
 * navigation's item (navigation.ts) and the server's check on every workgroups call, so none can say otherwise.
 */
export function canSeeWorkgroups(access: Access): boolean {
  return access.isSuperAdmin || access.isCustomerAdmin;
}

/**
 * Whether Resellers (`/resellers`) is open: a reseller-role user or a super-admin (spec accounts
 * §1: "A super-admin manages customers and resellers"; §6: "Reseller role: Resellers and Billing").
 * Resellers appear in the navigation only in the reseller view; a super-admin reaches them from Customers.
 */
export function canSeeResellers(access: Access): boolean {
  return access.isResellerAdmin || access.isSuperAdmin;
}

/**
 * Whether the user must choose a customer to act as before tenant content (screens, scenes, library)
 * can show: a super-admin or a reseller-role user who is not acting as a customer owns none of it.
 */
export function needsCustomerChoice(access: Access): boolean {
  return (access.isSuperAdmin || access.isResellerAdmin) && !access.isActingAsCustomer;
}

/**
 * Whether a reseller's own customers page (`/resellers/customers`, ours: issue 25) is open: a reseller-role user who
 * is not acting as a customer (the reseller view). It lists, creates and changes the reseller's customers and logs
 * in as one from its row; a super-admin manages every customer at `/customer-management` instead. Reached from
 * `/resellers`, the reseller's one navigation item besides Billing (spec accounts §2).
 */
export function canSeeResellerCustomers(access: Access): boolean {
  return access.isResellerView;
}

/** Whether Customers (`/customer-management`) is open: a super-admin not acting as a customer (nav and guard). */
export function canSeeCustomers(access: Access): boolean {
  return access.isSuperAdmin && !access.isActingAsCustomer;
}

/**
 * Whether Billing is open: a direct customer, a super-admin or a reseller-role user, never while the
 * acting tenant is Delegated (delegated customers are invoiced to their reseller). Nav and guard share it.
 */
export function canSeeBilling(access: Access): boolean {
  if (access.isDelegatedTenant) return false;
  return access.isDirectTenant || access.isSuperAdmin || access.isResellerAdmin;
}

/**
 * Whether the user menu offers 'Login As' (and 'Back to Reseller' while acting): reseller-role users
 * (spec: "qualifying role (reseller-type)") and super-admins (spec: "can log in as a customer"), who
 * otherwise could not switch back.
 */
export function canLoginAsCustomer(access: Access): boolean {
  return access.isResellerAdmin || access.isSuperAdmin;
}
