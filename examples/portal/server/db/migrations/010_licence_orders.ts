import { policy } from './004_tenancy_rls';

/**
 * Migration 010: licence orders (issue 13: `POST customers/{id}/licenses {start_date, duration, amount}`, 365 days
 * from now by default). The customer's `screen_licenses` stays the count a screen consumes; each order is kept with
 * its period, so the customer's licences can be shown with when they start and end (and billing can later expire
 * them). It names a customer, so it is under row-level security like every such table; a super-admin or reseller
 * writes and reads it in the customer's scope after the route checked that it manages that customer.
 */
export const sql = /* sql */ `
CREATE TABLE licence_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_at timestamptz NOT NULL
);
CREATE INDEX licence_orders_customer_id_idx ON licence_orders (customer_id, created_at DESC);
${policy('licence_orders', `customer_id = nullif(current_setting('app.customer_id', true), '')::int`)}
`;
