import { policy } from './004_tenancy_rls';

/**
 * Migration 019: prices that are charged, and orders as documents (issue 25; spec accounts §3 "Reseller: price
 * details (price per tariffPlanId, also per customer)", "Billing: ... orders").
 *
 * - `tariff_plans.list_price`: the net price of a licence a month on the plan, what a Direct customer pays (and a
 *   reseller when it set no price of its own). Plans made before it get 12.00, the one list price there was
 *   (server/billing/accounts.ts LIST_PRICE_PER_LICENCE); the demo seed prices Premium and Enterprise.
 * - `customers.tariff_plan_id`: the customer's plan; null reads as the default plan, 'Standard'. A plan that goes
 *   leaves its customers on the default.
 * - `subscriptions.amount`: the net amount a month, every licence at its own price (a reseller's customers may be on
 *   different plans and prices), so `unit_price` may be null when the licences have no one price.
 * - `orders.payment_attempts`: how many times paying an open invoice was declined; it is part of the payment's
 *   idempotency key, so a retry after a network failure is one charge while a retry after a decline is a new one
 *   (Stripe answers a reused key with its first outcome, a decline included).
 * - `order_lines`: what an order is made of (description, quantity, net unit price, net amount); VAT and total stay
 *   on the order. Written for monthly, licence and verification orders; an older order without lines reads as one
 *   line made from the order. A child of `orders`, so under the orders' policy (the order's account must be
 *   visible): a customer sees its own, a reseller's only on the system path 'billing'.
 */
/** Migration 019's SQL. */
export const sql = /* sql */ `
ALTER TABLE tariff_plans ADD COLUMN list_price numeric(10, 2) NOT NULL DEFAULT 12 CHECK (list_price >= 0);

ALTER TABLE customers ADD COLUMN tariff_plan_id integer REFERENCES tariff_plans (id) ON DELETE SET NULL;
CREATE INDEX customers_tariff_plan_id_idx ON customers (tariff_plan_id);

ALTER TABLE subscriptions ADD COLUMN amount numeric(12, 2) CHECK (amount >= 0);
ALTER TABLE subscriptions ALTER COLUMN unit_price DROP NOT NULL;
UPDATE subscriptions SET amount = round(quantity * unit_price, 2);

ALTER TABLE orders ADD COLUMN payment_attempts integer NOT NULL DEFAULT 0 CHECK (payment_attempts >= 0);

CREATE TABLE order_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  description text NOT NULL CHECK (char_length(description) <= 500),
  quantity integer NOT NULL CHECK (quantity >= 0),
  unit_price numeric(12, 2) NOT NULL,
  amount numeric(12, 2) NOT NULL,
  UNIQUE (order_id, position)
);

${policy('order_lines', 'EXISTS (SELECT 1 FROM orders p WHERE p.id = order_lines.order_id)')}
`;
