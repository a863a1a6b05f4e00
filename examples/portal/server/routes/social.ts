import { Hono } from 'hono';
import { englishText } from '@screenplay/core/messages';
import { requireAuth } from '../auth/middleware';
import type { UserRow } from '../auth/users';
import type { SocialAccountConfig } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { facebookPagePosts, instagramAccountMedia, SocialFeedUnavailableError } from '../social/graph';
import type { SocialAccountWire } from './widgets.wire';

/**
 * The social accounts of the feed widgets. There is no connection flow yet: the accounts come from
 * `SOCIAL_ACCOUNTS_JSON`; one with a `customerId` is seen only by that customer's users, one without
 * by everybody. Tokens never leave the server.
 */

/** 502 with the feed message (spec §8: feed failures are reported). */
function feedUnavailable(error: unknown): unknown {
  if (!(error instanceof SocialFeedUnavailableError)) return error;
  console.warn(`[social] ${error.message}`);
  return new HttpError(502, { message: englishText('widgets.feedUnavailable'), code: 'widgets.feedUnavailable' });
}

function toWire(account: SocialAccountConfig): SocialAccountWire {
  return { id: account.id, type: account.type, username: account.username };
}

/**
 * The routes of one kind of account: `GET {kind}/accounts` (`{ data: SocialAccountWire[] }`, listed
 * alphabetically by username, spec §3) and its posts: `GET facebook/accounts/{id}`
 * (`{ data: FacebookPostWire[] }`) or `GET instagram/accounts/{id}/media` (`{ data: InstagramPostWire[] }`).
 * An account the user may not see is 404; a failing Graph API 502 `widgets.feedUnavailable`.
 */
export function socialRoutes({ db, clock, config }: RouteDeps, kind: SocialAccountConfig['type']): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));

  const visibleAccounts = (user: Pick<UserRow, 'customer_id' | 'current_customer_id'>) => {
    const tenant = user.current_customer_id ?? user.customer_id;
    return config.widgets.socialAccounts
      .filter((account) => account.type === kind && (account.customerId === undefined || account.customerId === tenant))
      .sort((a, b) => a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  };

  app.get('/accounts', (c) => c.json({ data: visibleAccounts(c.get('auth').user).map(toWire) }));

  const postsPath = kind === 'facebook' ? '/accounts/:id' : '/accounts/:id/media';
  app.get(postsPath, async (c) => {
    const account = visibleAccounts(c.get('auth').user).find((candidate) => candidate.id === c.req.param('id'));
    if (!account) throw notFound();
    const read = kind === 'facebook' ? facebookPagePosts : instagramAccountMedia;
    const data = await read(config.widgets, account).catch((error: unknown) => {
      throw feedUnavailable(error);
    });
    return c.json({ data });
  });

  return app;
}
