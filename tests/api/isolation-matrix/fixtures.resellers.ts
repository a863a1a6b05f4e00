import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/**
 * A reseller id for the cases below: whichever reseller it names, a customer's admin is refused before the reseller
 * is read (403), so the case aims at Acme's record in the other parameter.
 */
const ANY_RESELLER = 1;

/** Why the reseller registry is exempt: resellers are not tenants' records (no customer owns one). */
const registry = (what: string) =>
  `${what}: the reseller registry, not a tenant's record; every role x reseller is in resellers-roles.test.ts`;

/** The isolation-matrix fixtures of the resellers routes issue 13 adds (see `Fixture`). */
export const RESELLER_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/resellers': { exempt: registry('all resellers for a super-admin, its own for a reseller, else 403') },
  'POST /api/v1/resellers': { exempt: registry('creates a reseller (super-admin only)') },
  'GET /api/v1/resellers/:id': { exempt: registry('one reseller') },
  'PUT /api/v1/resellers/:id': { exempt: registry('edits a reseller') },
  'DELETE /api/v1/resellers/:id': { exempt: registry('deletes a reseller without customers (super-admin only)') },
  'POST /api/v1/resellers/:id/administrators': { exempt: registry('adds an administrator to a reseller') },
  'PUT /api/v1/resellers/:id/prices': { exempt: registry('a reseller’s price of a tariff plan') },
  'GET /api/v1/tariffplans': {
    exempt:
      'the provider’s catalogue of tariff plans, one for every reseller; no tenant owns a plan (tariff-plans.test.ts)',
  },
  'DELETE /api/v1/resellers/:id/administrators/:adminId': {
    foreign: (w) => [{ params: { id: ANY_RESELLER, adminId: w.acme.admin } }],
  },
  // A reseller's billing details (ours, spec §7 "path not shown"): reseller-owned, no customer's; a customer's user is
  // refused before any is written, and every role x reseller is in resellers-billing.test.ts.
  'GET /api/v1/resellers/:id/billing-details': { exempt: registry('a reseller’s billing details') },
  'PUT /api/v1/resellers/:id/billing-details': {
    foreign: () => [{ params: { id: ANY_RESELLER }, body: json({ finTag: 'taken over' }) }],
  },
  'PUT /api/v1/resellers/:id/prices/:customerId': {
    foreign: (w) => [
      { params: { id: ANY_RESELLER, customerId: w.acme.customer }, body: json({ price: 1, tariffPlanId: 1 }) },
    ],
  },
};
