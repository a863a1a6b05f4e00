import type { Access } from '../access/access.types';
import { isGranted } from '../access/workgroups';

/**
 * A tenant's social accounts (spec accounts §2, §3, §7 Social, §8; issue 14): the wire type the server answers and
 * the Integrations page lists, who may connect one, and the parameters of the provider's callback to
 * `/social/:type`. No token is ever part of these types: tokens stay on the server, encrypted.
 */

/** The kinds of social account (spec §3: Instagram-type, Facebook-type), in the order the Integrations page lists them. */
export const SOCIAL_ACCOUNT_TYPES = ['instagram', 'facebook'] as const;

/** One kind of social account; also the `:type` of the `/social/:type` callback route (spec §2). */
export type SocialAccountType = (typeof SOCIAL_ACCOUNT_TYPES)[number];

/** Whether a string names a kind of social account (the `:type` of `/social/:type`). */
export function isSocialAccountType(value: string): value is SocialAccountType {
  return (SOCIAL_ACCOUNT_TYPES as readonly string[]).includes(value);
}

/**
 * Where an account comes from (ours): `oauth`, connected by a user of the tenant through the provider's dialog (it
 * can be disconnected); `server`, pre-provisioned by the server's `SOCIAL_ACCOUNTS_JSON` (only the server's operator
 * removes it).
 */
export type SocialAccountSource = 'oauth' | 'server';

/** A social account as `GET facebook/accounts` and `GET instagram/accounts` answer it (never with its token). */
export interface SocialAccount {
  /** The provider's id of the page or account (the Graph API id the feed layers read posts by). */
  id: string;
  type: SocialAccountType;
  username: string;
  source: SocialAccountSource;
  /** ISO time the account was connected; null for a pre-provisioned one. */
  connectedAt: string | null;
  /** ISO time its access ends (the provider's token expiry), or null when the provider gave none. */
  expiresAt: string | null;
}

/** Sorts accounts alphabetically by username (spec §3), case-insensitively, then by id so equal names keep one order. */
export function sortSocialAccounts<T extends Pick<SocialAccount, 'id' | 'username'>>(accounts: readonly T[]): T[] {
  return [...accounts].sort(
    (a, b) =>
      a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Why a user may not connect an account: no acting tenant (a super-admin or reseller acting for no customer), or no right. */
export type SocialConnectRefusal = 'noTenant' | 'notAllowed';

/**
 * Why the user may not add a social account, or null when they may (ours; the spec names only the message 'User is
 * not allowed to add account', §8). An account belongs to a tenant, so the user must act for one; within it, tenant
 * admins may, and workgroup users whose workgroups grant `createAndEditScenes` at Full Access, since scenes are
 * where the feed layers show the accounts. Admins hold every grant at Full Access, so one test covers both.
 */
export function socialConnectRefusal(access: Access): SocialConnectRefusal | null {
  if (access.actingCustomerId === null) return 'noTenant';
  if (access.isAdmin || isGranted(access.grants, 'createAndEditScenes', 'write')) return null;
  return 'notAllowed';
}

/** Whether the user may add (connect) and remove (disconnect) the tenant's social accounts. */
export function mayAddSocialAccount(access: Access): boolean {
  return socialConnectRefusal(access) === null;
}

/** The completion of a Facebook-type connection: what the provider's dialog hands back (spec §7 Social). */
export interface FacebookCallback {
  accessToken: string;
  /** Seconds until the token expires; null when not given or not a positive whole number. */
  expiresIn: number | null;
  /** Unix seconds when the app's access to the user's data ends; null when not given or invalid. */
  dataAccessExpirationTime: number | null;
  state: string;
}

/** The completion of an Instagram-type connection: an authorisation code to exchange (spec §7 Social). */
export interface InstagramCallback {
  code: string;
  state: string;
}

/** A callback that cannot complete: the provider reported an error (the user declined) or a parameter is missing. */
export interface SocialCallbackError {
  error: 'denied' | 'missing';
  /** The provider's own description (`error_description`, `error_message`), when it gave one. */
  description: string | null;
}

/** What a `/social/:type` callback carries, by type. */
export type SocialCallback<T extends SocialAccountType> = T extends 'facebook' ? FacebookCallback : InstagramCallback;

/** A whole, positive number of seconds from a query value, else null. */
function positiveSeconds(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}

/**
 * The parameters of a callback URL: its query and its fragment merged (Facebook's token flow answers in the
 * fragment, `#access_token=...`, the code flow in the query). The fragment wins where both name a parameter.
 */
export function callbackParams(search: string, hash: string): URLSearchParams {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) params.set(key, value);
  return params;
}

/** The provider's error in a callback (`error`, `error_description` / `error_message`), or null. */
function providerError(params: URLSearchParams): SocialCallbackError | null {
  if (!params.has('error') && !params.has('error_code')) return null;
  return { error: 'denied', description: params.get('error_description') ?? params.get('error_message') ?? null };
}

const nonEmpty = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

/**
 * Parses the callback of a Facebook-type connection (`access_token`, `data_access_expiration_time`, `expires_in`,
 * `state`; spec §7): the values to send to `GET oauth/facebook/connect`, or why it cannot complete.
 */
export function parseFacebookCallback(params: URLSearchParams): FacebookCallback | SocialCallbackError {
  const error = providerError(params);
  if (error) return error;
  const accessToken = nonEmpty(params.get('access_token'));
  const state = nonEmpty(params.get('state'));
  if (!accessToken || !state) return { error: 'missing', description: null };
  return {
    accessToken,
    expiresIn: positiveSeconds(params.get('expires_in')),
    dataAccessExpirationTime: positiveSeconds(params.get('data_access_expiration_time')),
    state,
  };
}

/** Parses the callback of an Instagram-type connection (`code`, `state`; spec §7), or why it cannot complete. */
export function parseInstagramCallback(params: URLSearchParams): InstagramCallback | SocialCallbackError {
  const error = providerError(params);
  if (error) return error;
  // Instagram appends `#_` to the redirect; a code never holds '#', so anything after one is dropped.
  const code = nonEmpty(params.get('code')?.split('#')[0] ?? null);
  const state = nonEmpty(params.get('state'));
  if (!code || !state) return { error: 'missing', description: null };
  return { code, state };
}

/** Whether a parsed callback is an error rather than values to complete the connection with. */
export function isCallbackError(value: object): value is SocialCallbackError {
  return 'error' in value;
}

/**
 * When a Facebook-type connection's access ends (ISO), from the callback: the earlier of the token's expiry
 * (`expires_in` seconds from `now`) and the data access expiry (`data_access_expiration_time`); null when neither
 * is given.
 */
export function facebookAccessEnds(
  callback: Pick<FacebookCallback, 'expiresIn' | 'dataAccessExpirationTime'>,
  now: Date,
): string | null {
  const ends = [
    callback.expiresIn === null ? null : now.getTime() + callback.expiresIn * 1000,
    callback.dataAccessExpirationTime === null ? null : callback.dataAccessExpirationTime * 1000,
  ].filter((time): time is number => time !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends)).toISOString();
}

/** The callback route of a kind of account (spec §7: "Callbacks return to /social/instagram and /social/facebook"). */
export function socialCallbackPath(type: SocialAccountType): string {
  return `/social/${type}`;
}
