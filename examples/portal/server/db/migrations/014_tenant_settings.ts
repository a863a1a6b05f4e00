import { OWN_CUSTOMER, policy } from './004_tenancy_rls';

/**
 * Migration 014: a tenant's settings and a reseller's white-label brand (spec accounts §2 "Settings"; issue 14).
 *
 * - `tenant_settings`: one row per customer that changed a default (its name is `customers.title`): the time zone new
 *   screens get (null = the zone the device reports) and the locale dates are formatted in. It names a customer, so
 *   it is under row-level security like every such table.
 * - `reseller_brands`: a reseller's product name, logo (a stored file's URL path) and colours (a JSON object of
 *   `#rrggbb` per theme role, checked by core's `brandErrors` before it is written; the CHECK keeps the shape an
 *   object). Reseller-owned: the reseller acts for no customer when it edits it, so it writes and reads it on the
 *   named system path 'reseller-brand' after the route checked it is its own. Its customers read it in their own
 *   scope: a second policy lets a customer's scope SELECT the brand of its own reseller (`customers`, the tenant
 *   registry, has no RLS) and nothing else; only the system path may write.
 */
export const sql = /* sql */ `
CREATE TABLE tenant_settings (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  default_timezone text,
  date_locale text NOT NULL DEFAULT 'en-GB',
  updated_at timestamptz NOT NULL
);
${policy('tenant_settings', OWN_CUSTOMER)}

CREATE TABLE reseller_brands (
  reseller_id integer PRIMARY KEY REFERENCES resellers (id) ON DELETE CASCADE,
  product_name text NOT NULL CHECK (length(product_name) BETWEEN 1 AND 255),
  logo_path text,
  colours jsonb NOT NULL CHECK (jsonb_typeof(colours) = 'object'),
  updated_at timestamptz NOT NULL
);
ALTER TABLE reseller_brands ENABLE ROW LEVEL SECURITY;
ALTER TABLE reseller_brands FORCE ROW LEVEL SECURITY;
CREATE POLICY reseller_brands_system ON reseller_brands FOR ALL TO PUBLIC
  USING (current_setting('app.scope', true) = 'system')
  WITH CHECK (current_setting('app.scope', true) = 'system');
CREATE POLICY reseller_brands_customer ON reseller_brands FOR SELECT TO PUBLIC
  USING (reseller_id = (
    SELECT c.reseller_id FROM customers c WHERE c.id = nullif(current_setting('app.customer_id', true), '')::int
  ));
`;
