import type { Fixture } from './fixtures';

const json = (value: unknown) => () => ({ json: value });

/**
 * The isolation-matrix fixtures of the customers routes issue 13 adds (see `Fixture`). Globex's admin is no
 * customer manager, so each answers 403; a reseller against another reseller's customer answers 404
 * (customers.test.ts, customers-roles.test.ts).
 */
export const CUSTOMER_FIXTURES: Readonly<Record<string, Fixture>> = {
  'POST /api/v1/customers': {
    foreign: () => [
      { body: json({ title: 'Planted', type: 'Direct', administrators: [{ email: 'planted@globex.test' }] }) },
    ],
  },
  'PUT /api/v1/customers/:id': {
    foreign: (w) => [
      { params: { id: w.acme.customer }, body: json({ title: 'Hijacked', administrators: [] }) },
      { params: { id: w.acme.customer }, body: json({ maxScreens: 1 }) },
    ],
  },
  'DELETE /api/v1/customers/:id': { foreign: (w) => [{ params: { id: w.acme.customer } }] },
  'POST /api/v1/customers/:id/licenses': {
    foreign: (w) => [{ params: { id: w.acme.customer }, body: json({ amount: 1 }) }],
  },
  'GET /api/v1/customers/:id/licenses': {
    exempt:
      "a customer's licence orders are read by its managers only (a super-admin, or its reseller acting as no customer), never by a customer's own users: every role, another reseller's 404 included, is in customers-roles.test.ts",
  },
  // The acting customer's own licences (issue 25): Globex's answer names none of Acme's orders.
  'GET /api/v1/licences': { list: () => [{}] },
  'DELETE /api/v1/customers/:id/licenses': {
    foreign: (w) => [{ params: { id: w.acme.customer }, body: json({ amount: 1 }) }],
  },
};
