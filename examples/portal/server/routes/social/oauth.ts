import type { Context } from 'hono';
import { Hono } from 'hono';
import { SOCIAL_API } from '@screenplay/core/contract';
import { contractJson, contractQuery } from '../../http/contract';
import { deriveAccess } from '@screenplay/core';
import { englishText, type MessageKey } from '@screenplay/core/messages';
import {
  facebookAccessEnds,
  isCallbackError,
  mayAddSocialAccount,
  parseFacebookCallback,
  parseInstagramCallback,
  type SocialAccountType,
  socialCallbackPath,
  sortSocialAccounts,
} from '@screenplay/core/tenant';
import { requireAuth } from '../../auth/middleware';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, unprocessable } from '../../http/errors';
import { consumeOAuthState, issueOAuthState, saveConnectedAccounts } from '../../social/accounts';
import {
  dialogUrl,
  facebookAccountsOf,
  instagramAccountOf,
  type ProviderAccount,
  SocialProviderError,
} from '../../social/oauth';
import type { TenantId } from '../../tenancy';
import { addAccountNotAllowed, socialReadDeps } from '../social';

/** Longest query value read (ours: Facebook tokens run to a few hundred characters, codes and states less). */
const QUERY_VALUE_MAX = 4096;

/**
 * Connecting social accounts through the providers' OAuth dialogs (spec §7 Social, §8; issue 14), under
 * `/api/v1/oauth`:
 *
 * - `GET oauth/{facebook|instagram}/getlink?redirect_uri` -> `{ url }`: the provider's consent dialog with a new
 *   `state` (single use, {@link OAUTH_STATE_TTL_MS}). The redirect URI must be this portal's own `/social/{type}`
 *   (`PUBLIC_URL`), so the dialog can send the user and the token nowhere else (an open-redirect guard).
 * - `GET oauth/facebook/connect?access_token&data_access_expiration_time&expires_in&state`: the token flow's
 *   answer, as the `/social/facebook` page read it from the URL; the pages the token manages are stored.
 * - `GET oauth/instagram/connect?code&state&redirect_uri`: the code flow's answer; the code is exchanged for a
 *   token (with the same redirect URI, as the provider requires) and the account stored.
 *
 * Both answer `{ data: SocialAccount[] }`, the accounts connected. The state must have been issued to this user
 * of this tenant for this kind and not have expired; anything else is 422 `social.stateInvalid`. Users who may not
 * add accounts (core `mayAddSocialAccount`) get 403 'User is not allowed to add account'; a kind whose OAuth app is
 * not configured 502 `social.notConfigured`; a provider that refuses or cannot be reached 502
 * `social.providerFailed`. Tokens are stored encrypted and never answered or logged.
 */
export function socialOAuthRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const reads = socialReadDeps(deps);
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));

  const fail = (status: 422 | 502, key: MessageKey, field?: string): HttpError =>
    status === 422 && field
      ? unprocessable({ [field]: [englishText(key)] }, key)
      : new HttpError(status, { message: englishText(key), code: key });

  /** The acting tenant and user, once the user may add accounts (403 otherwise). */
  const connector = async (c: Context<AppEnv>): Promise<{ tenant: TenantId; userId: number }> => {
    const tenant = c.var.actor.customerId;
    if (tenant === null) throw addAccountNotAllowed();
    const { session } = await c.var.actor.access();
    if (!mayAddSocialAccount(deriveAccess(session))) throw addAccountNotAllowed();
    return { tenant, userId: c.var.actor.user.id };
  };

  const appOf = <K extends SocialAccountType>(kind: K) => {
    const oauthApp = config.socialOAuth?.[kind] ?? null;
    if (!oauthApp) throw fail(502, 'social.notConfigured');
    return oauthApp as NonNullable<NonNullable<typeof config.socialOAuth>[K]>;
  };

  /** A bounded query value (read through the endpoint's query schema), or null. */
  const queryValue = (query: Readonly<Record<string, string | undefined>>, name: string): string | null => {
    const value = query[name];
    return value !== undefined && value.length <= QUERY_VALUE_MAX ? value : null;
  };

  /** The redirect URI of a kind, which must be this portal's own callback page. */
  const ownRedirect = (kind: SocialAccountType, given: string | null): string => {
    const expected = `${config.publicUrl}${socialCallbackPath(kind)}`;
    if (given !== expected) throw fail(422, 'social.redirectInvalid', 'redirect_uri');
    return expected;
  };

  /** The provider's accounts, or 502 `social.providerFailed` (logged without any token). */
  const fromProvider = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof SocialProviderError)) throw error;
      console.warn(`[social] ${error.message}`);
      throw fail(502, 'social.providerFailed');
    }
  };

  const store = async (
    c: Context<AppEnv>,
    kind: SocialAccountType,
    who: { tenant: TenantId; userId: number },
    accounts: readonly ProviderAccount[],
    expiresAt: string | null,
  ) => {
    if (accounts.length === 0) throw fail(502, 'social.noAccounts');
    const saved = await saveConnectedAccounts(c.var.db, await reads.cipher(), {
      ...who,
      kind,
      accounts,
      expiresAt,
      now: clock.now(),
    });
    const endpoint = kind === 'facebook' ? SOCIAL_API.facebookConnect : SOCIAL_API.instagramConnect;
    return contractJson(c, endpoint, { data: sortSocialAccounts(saved) });
  };

  for (const kind of ['facebook', 'instagram'] as const) {
    app.get(`/${kind}/getlink`, async (c) => {
      const who = await connector(c);
      const oauthApp = appOf(kind);
      const query = contractQuery(c, kind === 'facebook' ? SOCIAL_API.facebookLink : SOCIAL_API.instagramLink);
      const redirectUri = ownRedirect(kind, queryValue(query, 'redirect_uri'));
      const state = await issueOAuthState(c.var.db, { ...who, kind, redirectUri, now: clock.now() });
      return contractJson(c, kind === 'facebook' ? SOCIAL_API.facebookLink : SOCIAL_API.instagramLink, {
        url: dialogUrl(kind, oauthApp, redirectUri, state),
      });
    });
  }

  app.get('/facebook/connect', async (c) => {
    const who = await connector(c);
    const oauthApp = appOf('facebook');
    const query = contractQuery(c, SOCIAL_API.facebookConnect);
    const params = new URLSearchParams();
    for (const name of ['access_token', 'data_access_expiration_time', 'expires_in', 'state']) {
      const value = queryValue(query, name);
      if (value !== null) params.set(name, value);
    }
    const callback = parseFacebookCallback(params);
    if (isCallbackError(callback)) {
      throw unprocessable({
        ...(params.get('access_token')?.trim() ? {} : { access_token: [englishText('social.callback.missing')] }),
        ...(params.get('state')?.trim() ? {} : { state: [englishText('social.callback.missing')] }),
      });
    }
    const issued = await consumeOAuthState(c.var.db, {
      ...who,
      kind: 'facebook',
      state: callback.state,
      now: clock.now(),
    });
    if (!issued) throw fail(422, 'social.stateInvalid', 'state');
    const accounts = await fromProvider(() =>
      facebookAccountsOf(config.widgets.facebookGraphUrl, oauthApp, callback.accessToken),
    );
    return store(c, 'facebook', who, accounts, facebookAccessEnds(callback, clock.now()));
  });

  app.get('/instagram/connect', async (c) => {
    const who = await connector(c);
    const oauthApp = appOf('instagram');
    const query = contractQuery(c, SOCIAL_API.instagramConnect);
    const params = new URLSearchParams();
    for (const name of ['code', 'state']) {
      const value = queryValue(query, name);
      if (value !== null) params.set(name, value);
    }
    const callback = parseInstagramCallback(params);
    if (isCallbackError(callback)) {
      throw unprocessable({
        ...(params.get('code')?.trim() ? {} : { code: [englishText('social.callback.missing')] }),
        ...(params.get('state')?.trim() ? {} : { state: [englishText('social.callback.missing')] }),
      });
    }
    const redirectUri = ownRedirect('instagram', queryValue(query, 'redirect_uri'));
    const issued = await consumeOAuthState(c.var.db, {
      ...who,
      kind: 'instagram',
      state: callback.state,
      now: clock.now(),
    });
    if (!issued || issued.redirectUri !== redirectUri) throw fail(422, 'social.stateInvalid', 'state');
    const account = await fromProvider(() => instagramAccountOf(oauthApp, callback.code, redirectUri));
    // Instagram Login's short-lived token lasts an hour, but the code flow's answer does not say so: not given.
    return store(c, 'instagram', who, [account], null);
  });

  return app;
}
