import { Hono } from 'hono';
import { PLAYER_API } from '@screenplay/core/contract';
import { contractJson, contractQuery } from '../../http/contract';
import type { RouteDeps } from '../../deps';
import { createForecastService } from '../../forecast/metno';
import type { DeviceAuth, PlayerEnv } from '../../screens/playerAuth';
import { readForecast } from '../geo';
import { readRssFeed } from '../rss';
import { readSocialPosts, socialAccountsAnswer, socialPostsPath, socialReadDeps } from '../social';

/** The kinds of social account a feed layer shows. */
const SOCIAL_KINDS = ['facebook', 'instagram'] as const;

/**
 * `player/data/...`: what the layers of a playing scene read, for a paired player (`Authorization: Device
 * <token>`), answering exactly as the user routes of the same paths do (the layer data stores of
 * `@screenplay/hooks/layers` call them with this base): `geo/forecast/{id}`, `rss?url=`, `{facebook|instagram}/
 * accounts` and an account's posts (`facebook/accounts/{id}`, `instagram/accounts/{id}/media`). The social
 * accounts are those the screen's customer sees, nobody else's.
 */
export function playerDataRoutes(deps: RouteDeps, deviceAuth: DeviceAuth): Hono<PlayerEnv> {
  const { clock, config } = deps;
  const app = new Hono<PlayerEnv>();
  // The screen's customer's connected accounts (read through the player's scoped Db) and the pre-provisioned ones.
  const socialReads = socialReadDeps(deps);
  const forecasts = createForecastService({ config: config.widgets, clock });
  // Nothing here is written and every answer is the customer's by the screen's own row: a token is checked
  // on every call (not from the cache), so a removed screen's player reads nothing more.
  const auth = deviceAuth.fresh;

  app.get('/geo/forecast/:id', auth, async (c) =>
    contractJson(c, PLAYER_API.forecast, { data: await readForecast(forecasts, clock, c.req.param('id')) }),
  );

  app.get('/rss', auth, async (c) => {
    const { url = '' } = contractQuery(c, PLAYER_API.rss);
    return contractJson(c, PLAYER_API.rss, { data: await readRssFeed(config.widgets, url) });
  });

  for (const kind of SOCIAL_KINDS) {
    app.get(`/${kind}/accounts`, auth, async (c) =>
      contractJson(
        c,
        kind === 'facebook' ? PLAYER_API.facebookAccounts : PLAYER_API.instagramAccounts,
        await socialAccountsAnswer(socialReads, c.var.db, kind, c.var.screen.customerId),
      ),
    );
    app.get(`/${kind}${socialPostsPath(kind)}`, auth, async (c) => {
      const id = c.req.param('id') ?? '';
      const posts = await readSocialPosts(socialReads, c.var.db, kind, c.var.screen.customerId, id);
      return c.json({ data: posts });
    });
  }
  return app;
}
