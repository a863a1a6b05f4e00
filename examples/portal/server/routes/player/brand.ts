import { Hono } from 'hono';
import { PLAYER_API } from '@screenplay/core/contract';
import { contractJson } from '../../http/contract';
import type { RouteDeps } from '../../deps';
import type { DeviceAuth, PlayerEnv } from '../../screens/playerAuth';
import { readCustomerBrand } from '../../settings/settings.data';

/**
 * `GET player/brand` (issue 14; ours): the white-label brand of the paired screen's customer (its reseller's), or
 * null. Read in the screen's customer scope, where the row-level policy shows that customer's reseller's brand
 * only. The player sets its colours as the theme's custom properties (player/brand.ts).
 */
export function playerBrandRoutes(_deps: RouteDeps, deviceAuth: DeviceAuth): Hono<PlayerEnv> {
  const app = new Hono<PlayerEnv>();
  // The brand is the customer's, not the screen's: nothing here finds a removed screen gone, so the token is
  // checked on every call (a remembered one would read the brand once more after the screen is deleted).
  app.get('/brand', deviceAuth.fresh, async (c) =>
    contractJson(c, PLAYER_API.brand, { data: await readCustomerBrand(c.var.db, c.var.screen.customerId) }, 200, {
      'Cache-Control': 'no-store',
    }),
  );
  return app;
}
