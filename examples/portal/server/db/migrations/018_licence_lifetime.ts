/**
 * Migration 018: licences with a lifetime (issue 25: "An order counts from its start to its end date; expired orders
 * stop counting ... Removing licences is an order too"). The rule itself is core's (`@screenplay/core/billing`,
 * billing.licences.ts); this is its storage:
 *
 * - `licence_orders.amount` may be negative: a removal (`DELETE customers/{id}/licenses`), kept with its instant
 *   (`starts_at`) and no end (`ends_at` NULL); an order (amount > 0) keeps its period.
 * - `order_id`: the billing order that paid the licences at once (bought in Billing), so the monthly subscription
 *   does not charge them again; NULL for licences granted by a super-admin or a reseller (charged monthly).
 * - `created_by`: who recorded the order or removal (NULL once that user is deleted, or for the backfill below).
 * - Backfill: the customers' counters (`screen_licenses`) were the count until now, and some of it had no order
 *   kept (seeded counts, removals). Each customer gets what makes its valid count at this migration equal its
 *   counter: an order for 365 days (spec §9) of the licences no valid order held, or a removal of the excess.
 *   Then the counter goes: the valid count is derived from the orders at any instant, and a second number that
 *   does not lapse could only disagree with it.
 */
export const sql = /* sql */ `
ALTER TABLE licence_orders DROP CONSTRAINT licence_orders_amount_check;
ALTER TABLE licence_orders ALTER COLUMN ends_at DROP NOT NULL;
ALTER TABLE licence_orders
  ADD COLUMN order_id integer REFERENCES orders (id),
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT licence_orders_order_or_removal CHECK (
    (amount > 0 AND ends_at IS NOT NULL) OR (amount < 0 AND ends_at IS NULL AND order_id IS NULL)
  );
CREATE INDEX licence_orders_order_id_idx ON licence_orders (order_id) WHERE order_id IS NOT NULL;

-- The backfill writes every customer's rows: the system scope of the row-level security policies (migration 004).
SELECT set_config('app.scope', 'system', true);
WITH held AS (
  SELECT c.id, c.screen_licenses AS counter,
    COALESCE((SELECT sum(o.amount) FROM licence_orders o
               WHERE o.customer_id = c.id AND o.starts_at <= now() AND now() < o.ends_at), 0)::int AS valid
  FROM customers c
)
INSERT INTO licence_orders (customer_id, amount, starts_at, ends_at, created_at)
SELECT id, counter - valid, now(), CASE WHEN counter > valid THEN now() + interval '365 days' END, now()
  FROM held WHERE counter <> valid;
ALTER TABLE customers DROP COLUMN screen_licenses;
`;
