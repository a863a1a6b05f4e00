import type { Fixture } from './fixtures';

/** Ranges of orders and rewards (listed between ISO dates): around the seed's, which are dated when it ran. */
function seedYears(): { query: string }[] {
  const year = new Date().getUTCFullYear();
  return [{ query: `from=${year - 1}-12-01&till=${year}-11-30` }, { query: `from=${year}-01-01&till=${year}-12-31` }];
}

/** Why a billing route is exempt: it works on the caller's own billing tenant, which no path or body names. */
const ownTenant = (what: string) =>
  `${what}: the caller's own billing tenant (resolved from the signed-in user, a tenantId in a body is ignored); every role in tests/api/billing*.test.ts`;

/** The isolation-matrix fixtures of the billing routes issue 14 adds (see `Fixture`). */
export const BILLING_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/tenant-details': { list: () => [{}] },
  'PUT /api/v1/tenant-details': { exempt: ownTenant('writes the billing details and consent') },
  'GET /api/v1/items': { list: () => [{}] },
  'GET /api/v1/payment-methods': { list: () => [{}] },
  'POST /api/v1/payments': {
    exempt: ownTenant(
      'adds a card or the invoice method; a set-up session of another account is unknown (billing.test.ts)',
    ),
  },
  'PUT /api/v1/payments/:id/terminate': {
    foreign: (w) => [{ params: { id: w.acme.billing.paymentMethod } }],
  },
  'GET /api/v1/subscriptions': { list: () => [{}] },
  'DELETE /api/v1/subscriptions/:id': {
    foreign: (w) => [{ params: { id: w.acme.billing.subscription } }],
  },
  'GET /api/v1/orders': { list: seedYears },
  'GET /api/v1/rewards': { list: seedYears },
  // Issue 25: orders as documents, buying licences, a customer's tariff plan.
  'GET /api/v1/orders/:id': { foreign: (w) => [{ params: { id: w.acme.billing.order } }] },
  'GET /api/v1/orders/:id/invoice': { foreign: (w) => [{ params: { id: w.acme.billing.order } }] },
  'POST /api/v1/orders/:id/pay': { foreign: (w) => [{ params: { id: w.acme.billing.order } }] },
  'POST /api/v1/billing/licences': {
    foreign: (w) => [{ body: () => ({ json: { amount: 1, months: 1, customerId: w.acme.customer } }) }],
  },
  'GET /api/v1/billing/licences/customers': { list: () => [{}] },
  'GET /api/v1/customers/:id/tariff-plan': {
    exempt:
      "a customer's plan is read by its managers only (a super-admin, or its reseller acting as no customer), never by a customer's own users: every role, another reseller's 404 included, is in billing-prices.test.ts",
  },
  'PUT /api/v1/customers/:id/tariff-plan': {
    foreign: (w) => [{ params: { id: w.acme.customer }, body: () => ({ json: { tariffPlanId: null } }) }],
  },
  'GET /api/v1/admin/orders': {
    exempt:
      "every tenant's orders by design (spec §6: a super-admin sees all orders of all tenants); 403 to anyone else (billing-orders.test.ts)",
  },
};
