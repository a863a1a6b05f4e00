import { OWN_CUSTOMER, policy } from './004_tenancy_rls';

/**
 * Migration 011: billing (spec accounts §3 "Billing details / tenant details", "Billing"; §7 Billing; issue 14).
 *
 * - `billing_accounts`: one per billing tenant, a customer or a reseller (exactly one of the two set). Holds the
 *   greeting consents, the chosen payment type, the postal code, the finance tag and the payment provider's
 *   customer id (Stripe `cus_…`, or `test_cus_…` in the labelled test mode).
 * - `payment_methods` (migration 006 made it for the add-screen check, owned by customer_id or reseller_id) gets
 *   its account, the card's provider id, brand, last 4 digits, expiry and a status: a terminated card stays for
 *   the orders that name it and no longer counts. A trigger keeps the owner columns and the account in step, so
 *   either side may be written (the add-screen check reads the owners; billing reads the account).
 * - `subscriptions`: the licence subscription of an account (quantity = licences, unit price, VAT).
 * - `orders`: monthly charges, invoices, card verifications. `orders_monthly_once` is the exactly-once key of the
 *   monthly job: one monthly order per account and period ('YYYY-MM'), whatever the number of server instances
 *   or restarts (the job inserts ... ON CONFLICT DO NOTHING and charges only the row it inserted).
 * - `rewards`: a reseller's reward for an order of one of its customers.
 * - `payment_sessions`: a card set-up started at the provider (Stripe Checkout, mode 'setup'); its random id is
 *   what the portal returns with, its `state` the value checked on return.
 * - Row-level security on every table naming a customer: a customer's account and everything under it is under
 *   the customer's policy (children join through billing_accounts). A reseller's account (customer_id NULL) is
 *   seen by no tenant scope: the billing routes read and write it on the named system path 'billing' after they
 *   resolved the reseller from the signed-in user, as does the monthly job. Rewards belong to resellers only, so
 *   no tenant scope sees them (system path 'billing').
 * - Money is numeric(12, 2) (exact, 2 decimals); VAT percent numeric(5, 2).
 */
const ACCOUNT_CHILD = (table: string) =>
  policy(table, `EXISTS (SELECT 1 FROM billing_accounts p WHERE p.id = ${table}.account_id)`);

/** Migration 011's SQL. */
export const sql = /* sql */ `
CREATE TABLE billing_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  reseller_id integer UNIQUE REFERENCES resellers (id) ON DELETE CASCADE,
  payment_method text CHECK (payment_method IN ('Card', 'Invoice')),
  terms_consent boolean NOT NULL DEFAULT false,
  agreement_consent boolean NOT NULL DEFAULT false,
  consented_at timestamptz,
  postal_code text CHECK (char_length(postal_code) <= 16),
  fin_tag text CHECK (char_length(fin_tag) <= 64),
  provider_customer_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT billing_accounts_one_owner CHECK ((customer_id IS NULL) <> (reseller_id IS NULL))
);

ALTER TABLE payment_methods
  ADD COLUMN account_id integer REFERENCES billing_accounts (id) ON DELETE CASCADE,
  ADD COLUMN provider_id text,
  ADD COLUMN brand text,
  ADD COLUMN last4 text,
  ADD COLUMN exp_month integer,
  ADD COLUMN exp_year integer,
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'terminated')),
  ADD COLUMN verified_at timestamptz,
  ADD COLUMN terminated_at timestamptz;
CREATE INDEX payment_methods_account_id_idx ON payment_methods (account_id, status);

-- Existing owners get their account, and their payment methods point at it.
INSERT INTO billing_accounts (customer_id, created_at)
  SELECT DISTINCT customer_id, now() FROM payment_methods WHERE customer_id IS NOT NULL;
INSERT INTO billing_accounts (reseller_id, created_at)
  SELECT DISTINCT reseller_id, now() FROM payment_methods WHERE reseller_id IS NOT NULL;
UPDATE payment_methods m SET account_id = a.id FROM billing_accounts a
  WHERE (a.customer_id = m.customer_id OR a.reseller_id = m.reseller_id);

-- Either side may be written: the owner columns from the account, or the account (when it exists) from the owner.
CREATE FUNCTION payment_methods_owner_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.account_id IS NOT NULL THEN
    SELECT a.customer_id, a.reseller_id INTO NEW.customer_id, NEW.reseller_id
      FROM billing_accounts a WHERE a.id = NEW.account_id;
  ELSIF NEW.customer_id IS NOT NULL THEN
    SELECT a.id INTO NEW.account_id FROM billing_accounts a WHERE a.customer_id = NEW.customer_id;
  ELSIF NEW.reseller_id IS NOT NULL THEN
    SELECT a.id INTO NEW.account_id FROM billing_accounts a WHERE a.reseller_id = NEW.reseller_id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER payment_methods_owner_sync BEFORE INSERT OR UPDATE OF account_id ON payment_methods
  FOR EACH ROW EXECUTE FUNCTION payment_methods_owner_sync();

CREATE TABLE subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES billing_accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  vat_percent numeric(5, 2) NOT NULL CHECK (vat_percent >= 0),
  status text NOT NULL CHECK (status IN ('active', 'canceled')),
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_account_id_idx ON subscriptions (account_id, status);
-- One active licence subscription per account (syncLicenceSubscriptions keeps it).
CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (account_id) WHERE status = 'active';

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES billing_accounts (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('monthly', 'verification', 'licence')),
  period text CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount numeric(12, 2) NOT NULL,
  vat numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'open', 'failed', 'void', 'refunded')),
  payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL,
  due_at timestamptz,
  paid_at timestamptz,
  provider_payment_id text,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_account_id_created_at_idx ON orders (account_id, created_at);
CREATE INDEX orders_created_at_idx ON orders (created_at);
CREATE UNIQUE INDEX orders_monthly_once ON orders (account_id, period) WHERE kind = 'monthly';

CREATE TABLE rewards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reseller_id integer NOT NULL REFERENCES resellers (id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  amount numeric(12, 2) NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rewards_reseller_id_created_at_idx ON rewards (reseller_id, created_at);
CREATE UNIQUE INDEX rewards_order_once ON rewards (order_id) WHERE order_id IS NOT NULL;

CREATE TABLE payment_sessions (
  id text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES billing_accounts (id) ON DELETE CASCADE,
  state text NOT NULL,
  provider_session_id text,
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX payment_sessions_account_id_idx ON payment_sessions (account_id);

${policy('billing_accounts', OWN_CUSTOMER)}
${ACCOUNT_CHILD('subscriptions')}
${ACCOUNT_CHILD('orders')}
${ACCOUNT_CHILD('payment_sessions')}
${policy('rewards', 'false')}
`;
