import type { Customer } from '../access/access.types';
import { customerErrors, type LicenceOrderDto, licenceOrderErrors, licenceRemovalErrors } from '../access/customers';
import {
  type Reseller,
  resellerAdminErrors,
  resellerErrors,
  resellerPriceErrors,
  type TariffPlan,
} from '../access/resellers';
import {
  type Workgroup,
  type WorkgroupMember,
  workgroupInviteErrors,
  workgroupPermissionsErrors,
  workgroupTitleErrors,
} from '../access/workgroups';
import type { LicenceStatusDto } from '../billing/billing.licences';
import type { StoredTenantDetails } from '../billing/billing.rules';
import { brandErrors, type BrandDto, type TenantSettingsDto } from '../tenant/tenant.settings';
import {
  brandBodySchema,
  customerCreateBodySchema,
  customerListQuerySchema,
  customerUpdateBodySchema,
  licenceOrderBodySchema,
  licenceRemovalBodySchema,
  resellerAdminBodySchema,
  resellerBodySchema,
  resellerPriceBodySchema,
  settingsBodySchema,
  tenantDetailsBodySchema,
  workgroupBodySchema,
  workgroupInviteBodySchema,
  workgroupMoveBodySchema,
  workgroupPermissionsBodySchema,
  workgroupUserBodySchema,
} from './accounts.schemas';
import { isRecordId } from '../schemas/ids';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** A body's field, for rules that check one field (the server reads bodies as objects). */
function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Readonly<Record<string, unknown>>)[name] : undefined;
}

/** Customers, managed by a reseller or the super-admin (spec accounts §7 Customers). */
export const CUSTOMERS_API = {
  list: endpoint<Envelope<Customer[]>>()({
    method: 'GET',
    path: 'customers',
    summary: 'List the customers the user manages (search, sort, order).',
    tag: 'customers',
    auth: 'user',
    query: customerListQuerySchema,
  }),
  create: endpoint<Envelope<Customer>>()({
    method: 'POST',
    path: 'customers',
    summary: 'Create a customer (title, type, administrators, description, address, maxScreens).',
    tag: 'customers',
    auth: 'user',
    body: customerCreateBodySchema,
    rules: (body) => customerErrors(body, false),
  }),
  update: endpoint<Envelope<Customer>>()({
    method: 'PUT',
    path: 'customers/:id',
    summary: 'Change a customer; absent fields stay.',
    tag: 'customers',
    auth: 'user',
    body: customerUpdateBodySchema,
    rules: (body) => customerErrors(body, true),
  }),
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'customers/:id',
    summary: 'Delete a customer.',
    tag: 'customers',
    auth: 'user',
  }),
  licences: endpoint<Envelope<LicenceOrderDto[]>>()({
    method: 'GET',
    path: 'customers/:id/licenses',
    summary: "List a customer's licence orders and removals, newest first.",
    tag: 'customers',
    auth: 'user',
  }),
  addLicences: endpoint<Envelope<Customer>>()({
    method: 'POST',
    path: 'customers/:id/licenses',
    summary: 'Add licences to a customer (start_date, duration, amount).',
    tag: 'customers',
    auth: 'user',
    body: licenceOrderBodySchema,
    rules: licenceOrderErrors,
  }),
  removeLicences: endpoint<Envelope<Customer>>()({
    method: 'DELETE',
    path: 'customers/:id/licenses',
    summary: 'Take licences away from a customer (amount).',
    tag: 'customers',
    auth: 'user',
    body: licenceRemovalBodySchema,
    rules: licenceRemovalErrors,
  }),
  /** The licences of the acting customer. */
  licenceStatus: endpoint<Envelope<LicenceStatusDto>>()({
    method: 'GET',
    path: 'licences',
    summary: "The acting customer's licences: bought, in use and free.",
    tag: 'customers',
    auth: 'user',
  }),
} as const;

/** Resellers, managed by the super-admin (spec accounts §7 Resellers). */
export const RESELLERS_API = {
  list: endpoint<Envelope<Reseller[]>>()({
    method: 'GET',
    path: 'resellers',
    summary: 'List the resellers (a reseller: itself).',
    tag: 'resellers',
    auth: 'user',
  }),
  create: endpoint<Envelope<Reseller>>()({
    method: 'POST',
    path: 'resellers',
    summary: 'Create a reseller (title, email, phone).',
    tag: 'resellers',
    auth: 'user',
    body: resellerBodySchema,
    rules: resellerErrors,
  }),
  get: endpoint<Envelope<Reseller>>()({
    method: 'GET',
    path: 'resellers/:id',
    summary: 'Read a reseller with its administrators and prices.',
    tag: 'resellers',
    auth: 'user',
  }),
  update: endpoint<Envelope<Reseller>>()({
    method: 'PUT',
    path: 'resellers/:id',
    summary: 'Change a reseller (title, email, phone).',
    tag: 'resellers',
    auth: 'user',
    body: resellerBodySchema,
    rules: resellerErrors,
  }),
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'resellers/:id',
    summary: 'Delete a reseller.',
    tag: 'resellers',
    auth: 'user',
  }),
  addAdministrator: endpoint<Envelope<Reseller>>()({
    method: 'POST',
    path: 'resellers/:id/administrators',
    summary: 'Invite an administrator of a reseller (email, name, lastName).',
    tag: 'resellers',
    auth: 'user',
    body: resellerAdminBodySchema,
    rules: resellerAdminErrors,
  }),
  removeAdministrator: endpoint<void>()({
    method: 'DELETE',
    path: 'resellers/:id/administrators/:adminId',
    summary: 'Remove an administrator of a reseller.',
    tag: 'resellers',
    auth: 'user',
  }),
  setPrice: endpoint<Envelope<Reseller>>()({
    method: 'PUT',
    path: 'resellers/:id/prices',
    summary: "Set a reseller's licence price of a tariff plan (price, tariffPlanId).",
    tag: 'resellers',
    auth: 'user',
    body: resellerPriceBodySchema,
    rules: resellerPriceErrors,
  }),
  setCustomerPrice: endpoint<Envelope<Reseller>>()({
    method: 'PUT',
    path: 'resellers/:id/prices/:customerId',
    summary: "Set a reseller's licence price for one customer (price, tariffPlanId).",
    tag: 'resellers',
    auth: 'user',
    body: resellerPriceBodySchema,
    rules: resellerPriceErrors,
  }),
  billingDetails: endpoint<Envelope<StoredTenantDetails>>()({
    method: 'GET',
    path: 'resellers/:id/billing-details',
    summary: "Read a reseller's billing details.",
    tag: 'resellers',
    auth: 'user',
  }),
  updateBillingDetails: endpoint<Envelope<StoredTenantDetails>>()({
    method: 'PUT',
    path: 'resellers/:id/billing-details',
    summary: "Change a reseller's billing details (consents excepted).",
    tag: 'resellers',
    auth: 'user',
    body: tenantDetailsBodySchema,
  }),
  tariffPlans: endpoint<Envelope<TariffPlan[]>>()({
    method: 'GET',
    path: 'tariffplans',
    summary: 'List the tariff plans.',
    tag: 'resellers',
    auth: 'user',
  }),
} as const;

/** A customer's workgroups and their members (spec accounts §7 Workgroups). */
export const WORKGROUPS_API = {
  list: endpoint<Envelope<Workgroup[]>>()({
    method: 'GET',
    path: 'workgroups',
    summary: "List the customer's workgroups.",
    tag: 'workgroups',
    auth: 'user',
  }),
  create: endpoint<Envelope<Workgroup>>()({
    method: 'POST',
    path: 'workgroups',
    summary: 'Create a workgroup (title).',
    tag: 'workgroups',
    auth: 'user',
    body: workgroupBodySchema,
    rules: (body) => workgroupTitleErrors(fieldOf(body, 'title')),
  }),
  get: endpoint<Envelope<Workgroup>>()({
    method: 'GET',
    path: 'workgroups/:id',
    summary: 'Read a workgroup with its members and permissions.',
    tag: 'workgroups',
    auth: 'user',
  }),
  update: endpoint<Envelope<Workgroup>>()({
    method: 'PUT',
    path: 'workgroups/:id',
    summary: 'Rename a workgroup (title).',
    tag: 'workgroups',
    auth: 'user',
    body: workgroupBodySchema,
    rules: (body) => workgroupTitleErrors(fieldOf(body, 'title')),
  }),
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'workgroups/:id',
    summary: 'Delete a workgroup.',
    tag: 'workgroups',
    auth: 'user',
  }),
  setPermissions: endpoint<Envelope<Workgroup>>()({
    method: 'PUT',
    path: 'workgroups/:id/grouppermissions',
    summary: "Set a workgroup's permissions (permissions).",
    tag: 'workgroups',
    auth: 'user',
    body: workgroupPermissionsBodySchema,
    rules: (body) => workgroupPermissionsErrors(fieldOf(body, 'permissions')),
  }),
  invite: endpoint<Envelope<WorkgroupMember>>()({
    method: 'POST',
    path: 'workgroups/:id/users',
    summary: 'Invite a person into a workgroup (email, name, lastName, roles).',
    tag: 'workgroups',
    auth: 'user',
    body: workgroupInviteBodySchema,
    rules: workgroupInviteErrors,
  }),
  updateMember: endpoint<Envelope<WorkgroupMember>>()({
    method: 'PUT',
    path: 'workgroups/:id/user/:uid',
    summary: "Change a member's name and roles (name, lastName, roles).",
    tag: 'workgroups',
    auth: 'user',
    body: workgroupUserBodySchema,
  }),
  moveMember: endpoint<Envelope<WorkgroupMember>>()({
    method: 'PATCH',
    path: 'workgroups/:id/users/:uid',
    summary: 'Move a member to another workgroup (workgroupId).',
    tag: 'workgroups',
    auth: 'user',
    body: workgroupMoveBodySchema,
    rules: (body): Record<string, string[]> =>
      isRecordId(fieldOf(body, 'workgroupId')) ? {} : { workgroupId: ['workgroupErrors.workgroupId'] },
  }),
  removeMember: endpoint<void>()({
    method: 'DELETE',
    path: 'workgroups/:id/users/:uid',
    summary: 'Remove a member from a workgroup.',
    tag: 'workgroups',
    auth: 'user',
  }),
} as const;

/** The tenant's settings and a reseller's brand (spec accounts §7 Settings). */
export const SETTINGS_API = {
  get: endpoint<Envelope<TenantSettingsDto>>()({
    method: 'GET',
    path: 'settings',
    summary: "Read the tenant's settings.",
    tag: 'settings',
    auth: 'user',
  }),
  update: endpoint<Envelope<TenantSettingsDto>>()({
    method: 'PUT',
    path: 'settings',
    summary: "Change the tenant's settings (organisationName, defaultTimezone, dateLocale).",
    tag: 'settings',
    auth: 'user',
    body: settingsBodySchema,
  }),
  brand: endpoint<Envelope<BrandDto | null>>()({
    method: 'GET',
    path: 'brand',
    summary: "Read the brand the user sees (its reseller's), or null.",
    tag: 'settings',
    auth: 'user',
  }),
  updateBrand: endpoint<Envelope<BrandDto>>()({
    method: 'PUT',
    path: 'brand',
    summary: "Change the reseller's brand (productName, colours).",
    tag: 'settings',
    auth: 'user',
    body: brandBodySchema,
    rules: brandErrors,
  }),
  uploadLogo: endpoint<Envelope<BrandDto>>()({
    method: 'POST',
    path: 'brand/logo',
    summary: "Upload the reseller's logo (multipart `logo`).",
    tag: 'settings',
    auth: 'user',
    multipart: true,
  }),
  removeLogo: endpoint<Envelope<BrandDto>>()({
    method: 'DELETE',
    path: 'brand/logo',
    summary: "Remove the reseller's logo.",
    tag: 'settings',
    auth: 'user',
  }),
} as const;
