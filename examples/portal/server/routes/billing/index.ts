import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import { type PaymentProvider, paymentProviderFromConfig } from '../../billing/provider';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { detailsRoutes } from './details';
import { documentRoutes } from './documents';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { purchaseRoutes } from './purchases';

/**
 * The billing API (spec accounts §7 Billing; issue 14): `tenant-details`, `items`, `payment-methods`, `payments`,
 * `payments/{id}/terminate`, `subscriptions`, `orders`, `rewards`, `admin/orders`, and issue 25's `orders/{id}`,
 * `orders/{id}/invoice`, `orders/{id}/pay`, `billing/licences` and `customers/{id}/tariff-plan`, all under `/api/v1`. Mounted at
 * the API's root, so each route takes the sign-in middleware itself (a `*` middleware here would cover every API
 * path). Who may call which: routes/billing/guards.ts. `provider` defaults to the configured one (Stripe with a
 * key, else the labelled test mode).
 */
export function billingRoutes(
  deps: RouteDeps,
  provider: PaymentProvider = paymentProviderFromConfig(deps.config.billing),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps.db, deps.clock);
  app.route('/', detailsRoutes({ clock: deps.clock, provider }, auth));
  app.route('/', paymentRoutes({ clock: deps.clock, provider, config: deps.config }, auth));
  app.route('/', orderRoutes({ clock: deps.clock }, auth));
  app.route('/', documentRoutes({ clock: deps.clock, provider, dataDir: deps.config.dataDir }, auth));
  app.route('/', purchaseRoutes({ clock: deps.clock, provider }, auth));
  return app;
}
