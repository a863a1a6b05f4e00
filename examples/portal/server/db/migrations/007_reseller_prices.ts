import { policy } from './004_tenancy_rls';

/**
 * Migration 007: tariff plans and resellers' prices (spec accounts §3 "Reseller: price details (price per
 * tariffPlanId, also per customer)", §7 `PUT resellers/{id}/prices[/{customerId}]`; issue 13).
 *
 * - `tariff_plans`: the provider's catalogue of plans a price is set for. Not tenant-owned (every reseller prices
 *   the same plans), so without RLS, like `roles`. Billing (its own issue) manages them; no API writes them yet.
 * - `reseller_prices`: a reseller's price of a plan. Reseller-owned, not tenant-owned (a reseller acts for no
 *   customer when it sets it), so without RLS, like `resellers` itself; the route scopes it to the reseller.
 * - `reseller_customer_prices`: a reseller's price of a plan for one of its customers. It names a customer, so it
 *   is under RLS like every table with a `customer_id`: the customer sees its own prices; the reseller, acting
 *   for none of its customers, writes and reads them on the named system path 'reseller-prices' after the route
 *   checked that the customer is its own (`customers.reseller_id`).
 * - Prices are `numeric(10, 2)`: exact amounts with the 2 decimals core's `PRICE_DECIMALS` allows, at least 0.
 */
export const sql = /* sql */ `
CREATE TABLE tariff_plans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reseller_prices (
  reseller_id integer NOT NULL REFERENCES resellers (id) ON DELETE CASCADE,
  tariff_plan_id integer NOT NULL REFERENCES tariff_plans (id) ON DELETE CASCADE,
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (reseller_id, tariff_plan_id)
);
CREATE INDEX reseller_prices_tariff_plan_id_idx ON reseller_prices (tariff_plan_id);

CREATE TABLE reseller_customer_prices (
  reseller_id integer NOT NULL REFERENCES resellers (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  tariff_plan_id integer NOT NULL REFERENCES tariff_plans (id) ON DELETE CASCADE,
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (reseller_id, customer_id, tariff_plan_id)
);
CREATE INDEX reseller_customer_prices_customer_id_idx ON reseller_customer_prices (customer_id);
CREATE INDEX reseller_customer_prices_tariff_plan_id_idx ON reseller_customer_prices (tariff_plan_id);

${policy('reseller_customer_prices', `customer_id = nullif(current_setting('app.customer_id', true), '')::int`)}
`;
