import { Hono } from 'hono';
import { englishText } from '@screenplay/core/messages';
import { requireAuth } from '../auth/middleware';
import type { UserRow } from '../auth/users';
import type { SocialAccountConfig, WidgetServicesConfig } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { facebookPagePosts, instagramAccountMedia, SocialFeedUnavailableError } from '../social/graph';
import type { FacebookPostWire, InstagramPostWire, SocialAccountWire } from './widgets.wire';

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

/** The accounts of a kind one customer sees (its own and those of no customer), alphabetical by username. */
function visibleSocialAccounts(
  widgets: WidgetServicesConfig,
  kind: SocialAccountConfig['type'],
  tenant: number | null,
): SocialAccountConfig[] {
  return widgets.socialAccounts
    .filter((account) => account.type === kind && (account.customerId === undefined || account.customerId === tenant))
    .sort((a, b) => a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/** The answer of `GET {kind}/accounts` for a customer (the user's, or a player's screen's). */
export function listSocialAccounts(
  widgets: WidgetServicesConfig,
  kind: SocialAccountConfig['type'],
  tenant: number | null,
): SocialAccountWire[] {
  return visibleSocialAccounts(widgets, kind, tenant).map(toWire);
}

/** The path of an account's posts below `{kind}`: `accounts/{id}` (Facebook) or `accounts/{id}/media` (Instagram). */
export function socialPostsPath(kind: SocialAccountConfig['type']): string {
  return kind === 'facebook' ? '/accounts/:id' : '/accounts/:id/media';
}

/** The posts of an account the customer sees: 404 for any other, 502 `widgets.feedUnavailable` on a Graph failure. */
export async function readSocialPosts(
  widgets: WidgetServicesConfig,
  kind: SocialAccountConfig['type'],
  tenant: number | null,
  accountId: string,
): Promise<FacebookPostWire[] | InstagramPostWire[]> {
  const account = visibleSocialAccounts(widgets, kind, tenant).find((candidate) => candidate.id === accountId);
  if (!account) throw notFound();
  const read = kind === 'facebook' ? facebookPagePosts : instagramAccountMedia;
  return read(widgets, account).catch((error: unknown) => {
    throw feedUnavailable(error);
  });
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

  const tenantOfUser = (user: Pick<UserRow, 'customer_id' | 'current_customer_id'>) =>
    user.current_customer_id ?? user.customer_id;

  app.get('/accounts', (c) =>
    c.json({ data: listSocialAccounts(config.widgets, kind, tenantOfUser(c.get('auth').user)) }),
  );

  app.get(socialPostsPath(kind), async (c) => {
    const tenant = tenantOfUser(c.get('auth').user);
    return c.json({ data: await readSocialPosts(config.widgets, kind, tenant, c.req.param('id') ?? '') });
  });

  return app;
}
