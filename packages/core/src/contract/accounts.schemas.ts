import { type } from 'arktype';
import { recordId } from '../schemas/ids';
import { type BrandColourRole, DATE_LOCALES } from '../tenant/tenant.settings';

/**
 * The bodies of the accounts endpoints (spec accounts §7: customers, resellers, workgroups, settings). The shapes
 * here; their rules with the spec's message keys (a title's length, an e-mail's form, each administrator once)
 * are core's `customerErrors`, `resellerErrors`, `workgroupUserErrors` and the like, which each endpoint names as
 * its `rules` so the server checks them first.
 */

const text = 'string | null' as const;

/** An administrator named by a customer's body. */
const customerAdministrator = type({ email: 'string', 'name?': 'string' });

/** `POST customers`: a new customer and the administrators to invite. */
export const customerCreateBodySchema = type({
  title: 'string',
  type: "'Direct' | 'Delegated'",
  'resellerId?': 'number | null',
  'description?': text,
  'address?': text,
  'maxScreens?': 'number.integer',
  'administrators?': customerAdministrator.array(),
});

/** `PUT customers/{id}`: any field of a customer; absent ones stay. */
export const customerUpdateBodySchema = customerCreateBodySchema.partial();

/** `POST customers/{id}/licenses`: licences to add, from a start (default now) for a duration in days (default 365). */
export const licenceOrderBodySchema = type({
  amount: 'number.integer',
  'start_date?': 'string',
  'duration?': 'number',
});

/** `DELETE customers/{id}/licenses`: how many licences to take away. */
export const licenceRemovalBodySchema = type({ amount: 'number.integer' });

/** `PUT customers/{id}/tariff-plan`: the customer's tariff plan (null: the default). */
export const customerTariffPlanBodySchema = type({ tariffPlanId: `${recordId} | null` });

/** `POST resellers` and `PUT resellers/{id}`: a reseller's title, e-mail and phone. */
export const resellerBodySchema = type({ title: 'string', 'email?': text, 'phone?': text });

/** `POST resellers/{id}/administrators`: the administrator to invite. */
export const resellerAdminBodySchema = type({ email: 'string', name: 'string', 'lastName?': text });

/** `PUT resellers/{id}/prices[/{customerId}]`: a licence price of a tariff plan. */
export const resellerPriceBodySchema = type({ price: 'string | number', tariffPlanId: recordId });

/** `POST workgroups` and `PUT workgroups/{id}`: the workgroup's name. */
export const workgroupBodySchema = type({ title: 'string' });

/** `PUT workgroups/{id}/grouppermissions`: each permission type once, with its level. */
export const workgroupPermissionsBodySchema = type({
  permissions: type({ permissionType: 'string', level: 'string' }).array(),
});

/** `POST workgroups/{id}/users`: the person to invite and their roles (default: a workgroup user). */
export const workgroupInviteBodySchema = type({
  email: 'string',
  name: 'string',
  'lastName?': text,
  'roles?': 'string[]',
});

/** `PUT workgroups/{id}/user/{uid}`: a member's name and roles. */
export const workgroupUserBodySchema = type({ name: 'string', 'lastName?': text, roles: 'string[]' });

/** `PATCH workgroups/{id}/users/{uid}`: the workgroup to move the member to. */
export const workgroupMoveBodySchema = type({ workgroupId: recordId });

/** `PUT settings`: the organisation's name, and a customer's default time zone and date format. */
export const settingsBodySchema = type({
  organisationName: 'string',
  'defaultTimezone?': text,
  'dateLocale?': type.enumerated(...DATE_LOCALES),
});

/** `PUT brand`: a reseller's product name and colours (`#rrggbb` by role). */
export const brandBodySchema = type({
  productName: 'string',
  colours: {
    primary: 'string',
    primaryText: 'string',
    navBackground: 'string',
    navText: 'string',
    accent: 'string',
  } satisfies Record<BrandColourRole, 'string'>,
});

/** `PUT tenant-details` and `PUT resellers/{id}/billing-details`: the billing details to change. */
export const tenantDetailsBodySchema = type({
  'paymentMethod?': "'Card' | 'Invoice' | null",
  'termsConsent?': 'boolean',
  'agreementConsent?': 'boolean',
  'postalCode?': text,
  'finTag?': text,
});

/** `POST payments`: the payment method to set up (with Stripe, the set-up's session; in test mode, a card number). */
export const paymentBodySchema = type({
  paymentMethod: "'Card' | 'Invoice'",
  'sessionId?': 'string | null',
  'testCardNumber?': 'string',
});

/** `POST billing/licences`: licences to buy for some months (a reseller: for one of its customers). */
export const licencePurchaseBodySchema = type({ amount: 'number', months: 'number', 'customerId?': 'number | null' });

/** The query of `GET customers`: a search text and the sort (each optional; title ascending by default). */
export const customerListQuerySchema = type({ 'search?': 'string', 'sort?': 'string', 'order?': 'string' });

/** The query of `GET orders`, `GET rewards` and `GET admin/orders`: the period, ISO dates. */
export const orderRangeQuerySchema = type({ 'from?': 'string', 'till?': 'string' });
