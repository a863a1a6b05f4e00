import { Hono } from 'hono';
import { SOCIAL_API } from '@screenplay/core/contract';
import { contractJson } from '../http/contract';
import { deriveAccess } from '@screenplay/core';
import { englishText } from '@screenplay/core/messages';
import { mayAddSocialAccount, type SocialAccount, sortSocialAccounts } from '@screenplay/core/tenant';
import { requireAuth } from '../auth/middleware';
import type { ServerConfig, SocialAccountConfig, WidgetServicesConfig } from '../config';
import { DEFAULT_INSTAGRAM_GRAPH_URL } from '../config';
import type { Db } from '../db/client';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../tenancy/env';
import { HttpError, notFound } from '../http/errors';
import { connectedAccounts, connectedAccountWithToken, removeConnectedAccount } from '../social/accounts';
import { facebookPagePosts, instagramAccountMedia, SocialFeedUnavailableError } from '../social/graph';
import { type TokenCipher, TokenDecryptError, tokenCipher } from '../social/tokenCipher';
import type { TenantId } from '../tenancy';
import type { FacebookPostDto, InstagramPostDto } from '@screenplay/core/widgets';

/**
 * The social accounts of the feed widgets (spec §3, §7 Social; issue 14). A tenant's accounts are those its users
 * connected through the providers' OAuth dialogs (routes/social/oauth.ts; kept in `social_accounts`, tokens
 * encrypted) plus those the server pre-provisions in `SOCIAL_ACCOUNTS_JSON`: one with a `customerId` is that
 * customer's, one without is every customer's. Where a connected account and a pre-provisioned one share an id,
 * the connected one (the tenant's own token) is used. Tokens never leave the server.
 */

/** What the social reads need: the widget services, the OAuth apps' Graph URLs and the token cipher. */
export interface SocialReadDeps {
  /** Read on every call (tests change it on a running app). */
  config: Pick<ServerConfig, 'widgets' | 'socialOAuth'>;
  cipher: () => Promise<TokenCipher>;
}

/** The social read dependencies of an app: the token cipher's key is derived once from the server's key. */
export function socialReadDeps({ config, appKey }: Pick<RouteDeps, 'config' | 'appKey'>): SocialReadDeps {
  let cipher: Promise<TokenCipher> | null = null;
  return {
    config,
    cipher: () => {
      cipher ??= appKey().then(tokenCipher);
      return cipher;
    },
  };
}

/** 502 with the feed message (spec §8: feed failures are reported). */
function feedUnavailable(error: unknown): unknown {
  // A token that no longer decrypts (the server's key changed) reads nothing, as an expired one does.
  if (!(error instanceof SocialFeedUnavailableError || error instanceof TokenDecryptError)) return error;
  console.warn(`[social] ${error.message}`);
  return new HttpError(502, { message: englishText('widgets.feedUnavailable'), code: 'widgets.feedUnavailable' });
}

function provisionedWire(account: SocialAccountConfig): SocialAccount {
  return {
    id: account.id,
    type: account.type,
    username: account.username,
    source: 'server',
    connectedAt: null,
    expiresAt: null,
  };
}

/** The pre-provisioned accounts of a kind one customer sees (its own and those of no customer). */
function provisionedAccounts(
  widgets: WidgetServicesConfig,
  kind: SocialAccountConfig['type'],
  tenant: number | null,
): SocialAccountConfig[] {
  return widgets.socialAccounts.filter(
    (account) => account.type === kind && (account.customerId === undefined || account.customerId === tenant),
  );
}

/**
 * The answer of `GET {kind}/accounts` for a customer (the user's, or a player's screen's): its connected accounts
 * and the pre-provisioned ones it sees, alphabetical by username (spec §3). Without a tenant (a super-admin or
 * reseller acting for none), only the pre-provisioned accounts of no customer.
 */
export async function listSocialAccounts(
  deps: SocialReadDeps,
  db: Db,
  kind: SocialAccountConfig['type'],
  tenant: TenantId | null,
): Promise<SocialAccount[]> {
  const connected = tenant === null ? [] : await connectedAccounts(db, tenant, kind);
  const ids = new Set(connected.map((account) => account.id));
  const provisioned = provisionedAccounts(deps.config.widgets, kind, tenant)
    .filter((account) => !ids.has(account.id))
    .map(provisionedWire);
  return sortSocialAccounts([...connected, ...provisioned]);
}

/**
 * The answer of `GET {kind}/accounts` for users and players alike: the accounts ({@link listSocialAccounts}) and
 * `meta.connectable`, whether this server has the kind's OAuth app (the Integrations page offers Connect only then).
 */
export async function socialAccountsAnswer(
  deps: SocialReadDeps,
  db: Db,
  kind: SocialAccountConfig['type'],
  tenant: TenantId | null,
): Promise<{ data: SocialAccount[]; meta: { connectable: boolean } }> {
  return {
    data: await listSocialAccounts(deps, db, kind, tenant),
    meta: { connectable: (deps.config.socialOAuth?.[kind] ?? null) !== null },
  };
}

/** The path of an account's posts below `{kind}`: `accounts/{id}` (Facebook) or `accounts/{id}/media` (Instagram). */
export function socialPostsPath(kind: SocialAccountConfig['type']): string {
  return kind === 'facebook' ? '/accounts/:id' : '/accounts/:id/media';
}

/** The account to read posts of, with its token and the Graph API it is read from; null when the customer has none. */
async function readableAccount(
  deps: SocialReadDeps,
  db: Db,
  kind: SocialAccountConfig['type'],
  tenant: TenantId | null,
  accountId: string,
): Promise<{ account: SocialAccountConfig; graphUrl: string } | null> {
  if (tenant !== null && accountId.length <= 128) {
    const connected = await connectedAccountWithToken(db, await deps.cipher(), tenant, kind, accountId).catch(
      (error: unknown) => {
        throw feedUnavailable(error);
      },
    );
    if (connected) {
      // Instagram Login accounts are read on Instagram's Graph API; Facebook pages on Facebook's.
      const graphUrl =
        kind === 'instagram'
          ? (deps.config.socialOAuth?.instagram?.graphUrl ?? DEFAULT_INSTAGRAM_GRAPH_URL)
          : deps.config.widgets.facebookGraphUrl;
      return {
        account: { id: connected.id, type: kind, username: connected.username, token: connected.token },
        graphUrl,
      };
    }
  }
  const { widgets } = deps.config;
  const provisioned = provisionedAccounts(widgets, kind, tenant).find((candidate) => candidate.id === accountId);
  return provisioned ? { account: provisioned, graphUrl: widgets.facebookGraphUrl } : null;
}

/** The posts of an account the customer sees: 404 for any other, 502 `widgets.feedUnavailable` on a Graph failure. */
export async function readSocialPosts(
  deps: SocialReadDeps,
  db: Db,
  kind: SocialAccountConfig['type'],
  tenant: TenantId | null,
  accountId: string,
): Promise<FacebookPostDto[] | InstagramPostDto[]> {
  const found = await readableAccount(deps, db, kind, tenant, accountId);
  if (!found) throw notFound();
  const read = kind === 'facebook' ? facebookPagePosts : instagramAccountMedia;
  return read({ facebookGraphUrl: found.graphUrl }, found.account).catch((error: unknown) => {
    throw feedUnavailable(error);
  });
}

/** 403 'User is not allowed to add account' (spec §8), for connecting and disconnecting alike. */
export function addAccountNotAllowed(): HttpError {
  return new HttpError(403, {
    message: englishText('social.addAccountNotAllowed'),
    code: 'social.addAccountNotAllowed',
  });
}

/**
 * The routes of one kind of account: `GET {kind}/accounts` (`{ data: SocialAccount[], meta: { connectable } }`,
 * alphabetical by username, spec §3; `connectable`: the server has the kind's OAuth app), its posts (`GET
 * facebook/accounts/{id}` `{ data: FacebookPostDto[] }`, `GET instagram/accounts/{id}/media` `{ data:
 * InstagramPostDto[] }`) and `DELETE {kind}/accounts/{id}`, which disconnects a connected account (204; 403 for
 * users who may not add accounts; 409 `social.provisioned` for a pre-provisioned one; 404 for any other id). An
 * account the user may not see is 404; a failing Graph API 502 `widgets.feedUnavailable`.
 */
export function socialRoutes(deps: RouteDeps, kind: SocialAccountConfig['type']): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();
  const reads = socialReadDeps(deps);
  app.use('*', requireAuth(db, clock));

  app.get('/accounts', async (c) =>
    contractJson(
      c,
      kind === 'facebook' ? SOCIAL_API.facebookAccounts : SOCIAL_API.instagramAccounts,
      await socialAccountsAnswer(reads, c.var.db, kind, c.var.actor.customerId),
    ),
  );

  app.get(socialPostsPath(kind), async (c) => {
    const posts = await readSocialPosts(reads, c.var.db, kind, c.var.actor.customerId, c.req.param('id') ?? '');
    return c.json({ data: posts });
  });

  app.delete('/accounts/:id', async (c) => {
    const tenant = c.var.actor.customerId;
    if (tenant === null) throw addAccountNotAllowed();
    const { session } = await c.var.actor.access();
    if (!mayAddSocialAccount(deriveAccess(session))) throw addAccountNotAllowed();
    const id = c.req.param('id');
    if (id.length <= 128 && (await removeConnectedAccount(c.var.db, tenant, kind, id))) return c.body(null, 204);
    if (provisionedAccounts(config.widgets, kind, tenant).some((account) => account.id === id))
      throw new HttpError(409, { message: englishText('social.provisioned'), code: 'social.provisioned' });
    throw notFound();
  });

  return app;
}
