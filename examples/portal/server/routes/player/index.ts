import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { playerDataRoutes } from './data';
import { playerBrandRoutes } from './brand';
import { deviceRoutes } from './device';
import { eventRoutes } from './events';
import { pairingRoutes } from './pairing';
import { screenshotUploadRoutes } from './screenshots';
import { createDeviceAuth } from '../../screens/playerAuth';

export { screenshotFileRoutes } from './screenshots';

/**
 * `player/...`: the web player's own API (ours; the protocol is core's `player.protocol.ts`). `pairings` need no
 * credentials; every other route takes `Authorization: Device <token>` (screens/playerAuth.ts), whose screen
 * scopes the request to its customer; `data/...` answers the layers' reads (forecasts, feeds) for its customer.
 */
export function playerRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/pairings', pairingRoutes(deps));
  const deviceAuth = createDeviceAuth(deps.db);
  app.route('/', deviceRoutes(deps, deviceAuth));
  app.route('/', eventRoutes(deps, deviceAuth));
  app.route('/', playerBrandRoutes(deps, deviceAuth));
  app.route('/', screenshotUploadRoutes(deps, deviceAuth));
  app.route('/data', playerDataRoutes(deps, deviceAuth));
  return app;
}
