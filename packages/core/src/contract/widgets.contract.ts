import { type } from 'arktype';
import type { SocialAccount } from '../tenant/tenant.social';
import type {
  FacebookPostDto,
  FontFamily,
  ForecastAnswer,
  GeoLocation,
  InstagramPostDto,
  RssFeed,
} from '../widgets/widgets.wire';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** `GET {facebook|instagram}/accounts`: the accounts, and whether this server can connect more. */
export interface SocialAccountsDto extends Envelope<SocialAccount[]> {
  /** Whether the server has the kind's OAuth app (the Integrations page offers Connect only then). */
  meta: { connectable: boolean };
}

/** `GET oauth/{kind}/getlink`: the provider's consent dialog. */
export interface OAuthLinkDto {
  /** The dialog's URL, with a new single-use state. */
  url: string;
}

/** `POST geo/search`'s body: the place name to look for (at least two characters). */
export const geoSearchBodySchema = type({ searchstring: 'string' });

/** The query of `GET rss`: the feed's URL (without one, the feed is refused as any unreadable URL is). */
export const rssQuerySchema = type({ 'url?': 'string' });

/** The query of `GET oauth/{kind}/getlink`: this portal's own callback page (any other is refused, 422). */
export const oauthLinkQuerySchema = type({ 'redirect_uri?': 'string' });

/** The query of `GET oauth/facebook/connect`: the token flow's answer, as the callback page read it. */
export const facebookConnectQuerySchema = type({
  'access_token?': 'string',
  'data_access_expiration_time?': 'string',
  'expires_in?': 'string',
  'state?': 'string',
});

/** The query of `GET oauth/instagram/connect`: the code flow's answer. */
export const instagramConnectQuerySchema = type({ 'code?': 'string', 'state?': 'string', 'redirect_uri?': 'string' });

/** `POST log/log-error`'s body: a client error report (free-form, bounded in bytes; failures are silent). */
export const clientErrorBodySchema = type({ '[string]': 'unknown' });

/** The data the layers read: fonts, places and forecasts, feeds and social accounts (spec authoring §8). */
export const WIDGETS_API = {
  /** The font families. */
  fonts: endpoint<Envelope<FontFamily[]>>()({
    method: 'GET',
    path: 'fonts',
    summary: 'List the font families with their files, by family name.',
    tag: 'widgets',
    auth: 'user',
  }),
  /** Places matching a name. */
  geoSearch: endpoint<Envelope<GeoLocation[]>>()({
    method: 'POST',
    path: 'geo/search',
    summary: 'Search places by name for the weather layer (searchstring), best first.',
    tag: 'widgets',
    auth: 'user',
    body: geoSearchBodySchema,
  }),
  /** A place's forecast. */
  forecast: endpoint<Envelope<ForecastAnswer>>()({
    method: 'GET',
    path: 'geo/forecast/:id',
    summary: "Read a place's forecast with its time zone.",
    tag: 'widgets',
    auth: 'user',
  }),
  /** A feed's items. */
  rss: endpoint<Envelope<RssFeed>>()({
    method: 'GET',
    path: 'rss',
    summary: "Read an RSS feed's items (url).",
    tag: 'widgets',
    auth: 'user',
    query: rssQuerySchema,
  }),
} as const;

/** The social accounts of the feed layers and their OAuth connection (spec accounts §7 Social). */
export const SOCIAL_API = {
  facebookAccounts: endpoint<SocialAccountsDto>()({
    method: 'GET',
    path: 'facebook/accounts',
    summary: 'List the Facebook accounts the tenant sees.',
    tag: 'social',
    auth: 'user',
  }),
  facebookPosts: endpoint<Envelope<FacebookPostDto[]>>()({
    method: 'GET',
    path: 'facebook/accounts/:id',
    summary: "Read a Facebook account's posts.",
    tag: 'social',
    auth: 'user',
  }),
  removeFacebookAccount: endpoint<void>()({
    method: 'DELETE',
    path: 'facebook/accounts/:id',
    summary: 'Disconnect a connected Facebook account.',
    tag: 'social',
    auth: 'user',
  }),
  instagramAccounts: endpoint<SocialAccountsDto>()({
    method: 'GET',
    path: 'instagram/accounts',
    summary: 'List the Instagram accounts the tenant sees.',
    tag: 'social',
    auth: 'user',
  }),
  instagramPosts: endpoint<Envelope<InstagramPostDto[]>>()({
    method: 'GET',
    path: 'instagram/accounts/:id/media',
    summary: "Read an Instagram account's posts.",
    tag: 'social',
    auth: 'user',
  }),
  removeInstagramAccount: endpoint<void>()({
    method: 'DELETE',
    path: 'instagram/accounts/:id',
    summary: 'Disconnect a connected Instagram account.',
    tag: 'social',
    auth: 'user',
  }),
  facebookLink: endpoint<OAuthLinkDto>()({
    method: 'GET',
    path: 'oauth/facebook/getlink',
    summary: "The Facebook consent dialog's URL (redirect_uri: this portal's /social/facebook).",
    tag: 'social',
    auth: 'user',
    query: oauthLinkQuerySchema,
  }),
  instagramLink: endpoint<OAuthLinkDto>()({
    method: 'GET',
    path: 'oauth/instagram/getlink',
    summary: "The Instagram consent dialog's URL (redirect_uri: this portal's /social/instagram).",
    tag: 'social',
    auth: 'user',
    query: oauthLinkQuerySchema,
  }),
  facebookConnect: endpoint<Envelope<SocialAccount[]>>()({
    method: 'GET',
    path: 'oauth/facebook/connect',
    summary: 'Connect the Facebook pages of the token flow (access_token, state, ...).',
    tag: 'social',
    auth: 'user',
    query: facebookConnectQuerySchema,
  }),
  instagramConnect: endpoint<Envelope<SocialAccount[]>>()({
    method: 'GET',
    path: 'oauth/instagram/connect',
    summary: 'Connect the Instagram account of the code flow (code, state, redirect_uri).',
    tag: 'social',
    auth: 'user',
    query: instagramConnectQuerySchema,
  }),
} as const;
