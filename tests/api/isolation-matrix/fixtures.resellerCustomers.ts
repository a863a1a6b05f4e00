import type { ResellerWorld } from '../support/resellers';
import type { Case } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/**
 * One grant probe: a call that names Northwind's customer Globex, made with another reseller's (Contoso's) admin
 * token, and the refusal it must get. Another reseller's customer is unknown (404), as customers.ts answers; logging
 * in as it is forbidden (403), as `POST auth/loginas` answers every customer one may not act as.
 */
export interface ResellerProbe {
  cases: (w: ResellerWorld) => Case[];
  status: 403 | 404;
}

/**
 * Whether a registered route names a customer a reseller manages, so a reseller could aim it at another reseller's
 * customer: `customers/{id}` and what hangs under it, a reseller's price for a customer, and login-as. Every such
 * route needs a probe below (the test fails until it has one).
 */
export function namesManagedCustomer(key: string): boolean {
  const [, path = ''] = key.split(' ');
  return path.startsWith('/api/v1/customers/:') || path.includes(':customerId') || key === 'POST /api/v1/auth/loginas';
}

/**
 * The grant probes of issue 25: a reseller sees and changes only its own customers. Keyed `METHOD /api/v1/path` as
 * the isolation matrix's fixtures are; the listing (`GET customers`) is checked apart: it must name none of
 * Northwind's customers.
 */
export const RESELLER_PROBES: Readonly<Record<string, ResellerProbe>> = {
  'PUT /api/v1/customers/:id': {
    cases: (w) => [
      { params: { id: w.globex }, body: json({ title: 'Hijacked' }) },
      { params: { id: w.globex }, body: json({ administrators: [{ email: 'plant@contoso.test' }] }) },
    ],
    status: 404,
  },
  'DELETE /api/v1/customers/:id': { cases: (w) => [{ params: { id: w.globex } }], status: 404 },
  'GET /api/v1/customers/:id/licenses': { cases: (w) => [{ params: { id: w.globex } }], status: 404 },
  'POST /api/v1/customers/:id/licenses': {
    cases: (w) => [{ params: { id: w.globex }, body: json({ amount: 1 }) }],
    status: 404,
  },
  'DELETE /api/v1/customers/:id/licenses': {
    cases: (w) => [{ params: { id: w.globex }, body: json({ amount: 1 }) }],
    status: 404,
  },
  'GET /api/v1/customers/:id/tariff-plan': { cases: (w) => [{ params: { id: w.globex } }], status: 404 },
  'PUT /api/v1/customers/:id/tariff-plan': {
    cases: (w) => [{ params: { id: w.globex }, body: json({ tariffPlanId: w.plan }) }],
    status: 404,
  },
  'PUT /api/v1/resellers/:id/prices/:customerId': {
    cases: (w) => [
      // Contoso's own price list naming Northwind's customer, and Northwind's list itself.
      { params: { id: w.other, customerId: w.globex }, body: json({ price: 1, tariffPlanId: w.plan }) },
      { params: { id: w.northwind, customerId: w.globex }, body: json({ price: 1, tariffPlanId: w.plan }) },
    ],
    status: 404,
  },
  'POST /api/v1/auth/loginas': { cases: (w) => [{ body: json({ customerId: w.globex }) }], status: 403 },
};
