import { createHmac } from 'node:crypto';
import { ArkErrors, type } from 'arktype';
import type { OAuthAppConfig, SocialOAuthConfig } from '../config';
import { GRAPH_TIMEOUT_MS } from './graph';

/**
 * The providers' side of connecting a social account (issue 14), spoken in their formats:
 *
 * - Facebook-type: the consent dialog of Facebook Login with `response_type=token` (the dialog hands the user's
 *   token to our `/social/facebook` page in the URL fragment), then the Graph API: `GET /me/accounts` lists the
 *   Facebook pages the user manages, each with its own page token, which is what reading a page's posts needs;
 *   a user who manages none is connected as themself (`GET /me`, the user's token). Every Graph call carries
 *   `appsecret_proof` (HMAC-SHA256 of the token with the app secret), which Facebook offers to make a stolen
 *   token useless without the secret.
 * - Instagram-type: the consent dialog of Instagram Login with `response_type=code`, the code exchanged at the
 *   token endpoint (`POST`, form: client_id, client_secret, grant_type=authorization_code, redirect_uri, code)
 *   for a user token, then `GET /me?fields=user_id,username` on Instagram's Graph API.
 *
 * Errors never carry a token: the message of a failed fetch holds no URL, and provider answers are summarised.
 */

/** Scopes asked of Facebook Login: the pages the user manages and their posts. */
export const FACEBOOK_SCOPES = 'pages_show_list,pages_read_engagement';
/** Scopes asked of Instagram Login: the account's profile and media. */
export const INSTAGRAM_SCOPES = 'instagram_business_basic';
/** Pages asked of `GET /me/accounts` in one call (Graph's default page is 25; ours: every page a small business has). */
export const FACEBOOK_PAGES_LIMIT = 100;

/** The provider could not be reached, refused, or answered something else than its documented format. */
export class SocialProviderError extends Error {
  /** Builds the error with what happened (never a token). */
  constructor(reason: string) {
    super(`social provider: ${reason}`);
    this.name = 'SocialProviderError';
  }
}

/** An account the provider confirmed, with the token to read it by (kept on the server only). */
export interface ProviderAccount {
  externalId: string;
  username: string;
  token: string;
}

/** The consent dialog's address for a kind of account, with our `state` and the redirect URI. */
export function dialogUrl(
  kind: 'facebook' | 'instagram',
  app: OAuthAppConfig,
  redirectUri: string,
  state: string,
): string {
  const query = new URLSearchParams({
    client_id: app.appId,
    redirect_uri: redirectUri,
    state,
    response_type: kind === 'facebook' ? 'token' : 'code',
    scope: kind === 'facebook' ? FACEBOOK_SCOPES : INSTAGRAM_SCOPES,
  });
  return `${app.dialogUrl}?${query}`;
}

/** A provider's error answer (`{ error: { message, code } }` or `{ error_message }`), for the log. */
function reasonOf(status: number, json: unknown): string {
  const body = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const error = body.error as { message?: unknown; code?: unknown } | string | undefined;
  if (typeof error === 'object' && typeof error.message === 'string')
    return `answered ${status}: ${error.message} (code ${String(error.code)})`;
  if (typeof body.error_message === 'string') return `answered ${status}: ${body.error_message}`;
  return `answered ${status}`;
}

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new SocialProviderError(error instanceof Error ? error.message : 'unreachable');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new SocialProviderError(reasonOf(response.status, json));
  return json;
}

/** `appsecret_proof`: the token's HMAC-SHA256 with the app secret (Graph API "Securing requests"). */
export function appSecretProof(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}

const pagesAnswer = type({
  data: type({ id: 'string', name: 'string', 'access_token?': 'string' }).array(),
});
const meAnswer = type({ id: 'string', name: 'string' });

/** The Facebook pages a user token manages, each with its page token; the user themself when they manage none. */
export async function facebookAccountsOf(
  graphUrl: string,
  app: OAuthAppConfig,
  userToken: string,
): Promise<ProviderAccount[]> {
  const auth = { access_token: userToken, appsecret_proof: appSecretProof(userToken, app.appSecret) };
  const pagesQuery = new URLSearchParams({
    fields: 'id,name,access_token',
    limit: String(FACEBOOK_PAGES_LIMIT),
    ...auth,
  });
  const pages = pagesAnswer(await call(`${graphUrl}/me/accounts?${pagesQuery}`));
  if (pages instanceof ArkErrors) throw new SocialProviderError(`unexpected /me/accounts answer: ${pages.summary}`);
  const withTokens = pages.data.filter((page) => page.access_token !== undefined && page.access_token !== '');
  if (withTokens.length > 0)
    return withTokens.map((page) => ({ externalId: page.id, username: page.name, token: page.access_token ?? '' }));
  const me = meAnswer(await call(`${graphUrl}/me?${new URLSearchParams({ fields: 'id,name', ...auth })}`));
  if (me instanceof ArkErrors) throw new SocialProviderError(`unexpected /me answer: ${me.summary}`);
  return [{ externalId: me.id, username: me.name, token: userToken }];
}

const tokenAnswer = type({ access_token: 'string', 'user_id?': 'string | number' });
const wrappedTokenAnswer = type({ data: tokenAnswer.array() });
const instagramUser = type({ 'id?': 'string', 'user_id?': 'string | number', username: 'string' });

/** Exchanges an Instagram Login code for the user's token, then reads the account (id and username). */
export async function instagramAccountOf(
  app: NonNullable<SocialOAuthConfig['instagram']>,
  code: string,
  redirectUri: string,
): Promise<ProviderAccount> {
  const answer = await call(app.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: app.appId,
      client_secret: app.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    }).toString(),
  });
  // The token endpoint answers `{ access_token, user_id }`, or `{ data: [{ access_token, user_id, permissions }] }`.
  const wrapped = wrappedTokenAnswer(answer);
  const direct = tokenAnswer(answer);
  const token = !(wrapped instanceof ArkErrors)
    ? wrapped.data[0]?.access_token
    : direct instanceof ArkErrors
      ? undefined
      : direct.access_token;
  if (!token) throw new SocialProviderError('the token endpoint answered no access_token');
  const query = new URLSearchParams({ fields: 'id,user_id,username', access_token: token });
  const user = instagramUser(await call(`${app.graphUrl}/me?${query}`));
  if (user instanceof ArkErrors) throw new SocialProviderError(`unexpected /me answer: ${user.summary}`);
  // `id` is what `/{id}/media` reads by; `user_id` (the professional account's id) only when `id` is absent.
  const externalId = user.id ?? (user.user_id === undefined ? undefined : String(user.user_id));
  if (!externalId) throw new SocialProviderError('the account has no id');
  return { externalId, username: user.username, token };
}
