import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Default HTTP port. */
export const DEFAULT_PORT = 8080;

/** Default listen address (all interfaces, so containers work). */
export const DEFAULT_HOST = '0.0.0.0';

/** Server settings read from the environment once at start-up. */
export interface ServerConfig {
  /** HTTP port (`PORT`). */
  port: number;
  /** Listen address (`HOST`). */
  host: string;
  /** Absolute data directory (`DATA_DIR`): `pgdata/` for PGlite and `media/` for uploads. */
  dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`); embedded PGlite when absent. */
  databaseUrl: string | null;
  /** Origin the portal is reached at (`PUBLIC_URL`), used in e-mailed links; no trailing slash. */
  publicUrl: string;
  /** SMTP connection URL (`SMTP_URL`); e-mails are logged when absent. */
  smtpUrl: string | null;
  /** Sender address of e-mails (`MAIL_FROM`). */
  mailFrom: string;
  /** Directory of the built portal (`STATIC_DIR`). */
  staticDir: string;
  /** Secret for signed links (`APP_KEY`); generated once and kept in the database when absent. */
  appKey: string | null;
  /**
   * Whether a reverse proxy in front sets `X-Forwarded-For` (`TRUST_PROXY=1`): throttles then count the
   * address it appended; otherwise the socket's address, since any caller can write the header.
   */
  trustProxy?: boolean;
  /** Stock photo services; each is null (unconfigured: searches fail with the spec's message) without its key. */
  stockPhotos: StockPhotoConfig;
  /** The outside services behind the widgets: weather forecast, social accounts and RSS feeds. */
  widgets: WidgetServicesConfig;
  /**
   * Origins (`http://127.0.0.1:5000`) that media downloads may reach although their address is private
   * or loopback (the SSRF guard of media/download.ts). For tests only: never read from the environment.
   */
  privateDownloadOrigins?: readonly string[];
  /** Card payments (issue 14): Stripe when `STRIPE_SECRET_KEY` is set, else the labelled test mode. */
  billing: BillingConfig;
  /** Connecting social accounts through the providers' OAuth dialogs (issue 14); a kind is null when unconfigured. */
  socialOAuth?: SocialOAuthConfig;
}

/** One provider's OAuth app: its id and secret, and the address of its consent dialog. */
export interface OAuthAppConfig {
  appId: string;
  appSecret: string;
  dialogUrl: string;
}

/**
 * The OAuth apps of the social accounts (issue 14). Facebook-type (`FACEBOOK_APP_ID`, `FACEBOOK_APP_SECRET`,
 * `FACEBOOK_OAUTH_DIALOG_URL`): the token flow (`response_type=token`), then the Graph API (`FACEBOOK_GRAPH_URL`)
 * names the pages. Instagram-type (`INSTAGRAM_APP_ID`, `INSTAGRAM_APP_SECRET`, `INSTAGRAM_OAUTH_DIALOG_URL`,
 * `INSTAGRAM_TOKEN_URL`, `INSTAGRAM_GRAPH_URL`): the code flow, the code exchanged at the token endpoint.
 */
export interface SocialOAuthConfig {
  facebook: OAuthAppConfig | null;
  instagram: (OAuthAppConfig & { tokenUrl: string; graphUrl: string }) | null;
}

/** Default consent dialog of Facebook Login. */
export const DEFAULT_FACEBOOK_OAUTH_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
/** Default consent dialog of Instagram Login (Instagram API with Instagram Login). */
export const DEFAULT_INSTAGRAM_OAUTH_DIALOG_URL = 'https://www.instagram.com/oauth/authorize';
/** Default token endpoint of Instagram Login, where a code is exchanged for a token. */
export const DEFAULT_INSTAGRAM_TOKEN_URL = 'https://api.instagram.com/oauth/access_token';
/** Default Graph API of Instagram Login accounts (the user and its media). */
export const DEFAULT_INSTAGRAM_GRAPH_URL = 'https://graph.instagram.com/v21.0';

/** Reads the social OAuth apps from the environment; a kind without both id and secret is unconfigured. */
export function loadSocialOAuth(env: Partial<Record<string, string>>): SocialOAuthConfig {
  const value = (name: string) => {
    const raw = env[name];
    return raw !== undefined && raw.trim() !== '' ? raw.trim() : null;
  };
  const url = (name: string, fallback: string) => (value(name) ?? fallback).replace(/\/+$/, '');
  const facebookId = value('FACEBOOK_APP_ID');
  const facebookSecret = value('FACEBOOK_APP_SECRET');
  const instagramId = value('INSTAGRAM_APP_ID');
  const instagramSecret = value('INSTAGRAM_APP_SECRET');
  return {
    facebook:
      facebookId && facebookSecret
        ? {
            appId: facebookId,
            appSecret: facebookSecret,
            dialogUrl: url('FACEBOOK_OAUTH_DIALOG_URL', DEFAULT_FACEBOOK_OAUTH_DIALOG_URL),
          }
        : null,
    instagram:
      instagramId && instagramSecret
        ? {
            appId: instagramId,
            appSecret: instagramSecret,
            dialogUrl: url('INSTAGRAM_OAUTH_DIALOG_URL', DEFAULT_INSTAGRAM_OAUTH_DIALOG_URL),
            tokenUrl: url('INSTAGRAM_TOKEN_URL', DEFAULT_INSTAGRAM_TOKEN_URL),
            graphUrl: url('INSTAGRAM_GRAPH_URL', DEFAULT_INSTAGRAM_GRAPH_URL),
          }
        : null,
  };
}

/** Settings of the payment provider (server/billing/provider.ts). */
export interface BillingConfig {
  /** Stripe's secret API key (`STRIPE_SECRET_KEY`); without it payments run in the labelled test mode. */
  stripeSecretKey: string | null;
  /** Stripe's API origin (`STRIPE_API_BASE`), for tests against recorded responses; Stripe's own when null. */
  stripeApiBase: string | null;
}

/** One stock photo service: its API origin and key. */
export interface StockServiceConfig {
  apiUrl: string;
  apiKey: string;
}

/**
 * The spec's "image service" (Unsplash-compatible: `UNSPLASH_ACCESS_KEY`, `UNSPLASH_API_URL`) and
 * "second stock-photo service" (Pixabay-compatible: `PIXABAY_API_KEY`, `PIXABAY_API_URL`).
 */
export interface StockPhotoConfig {
  unsplash: StockServiceConfig | null;
  pixabay: StockServiceConfig | null;
}

/** A social account the widgets may show, as `SOCIAL_ACCOUNTS_JSON` lists it. */
export interface SocialAccountConfig {
  /** The Graph API id of the Facebook page or Instagram business account. */
  id: string;
  type: 'facebook' | 'instagram';
  username: string;
  /** The access token the Graph API is called with; never sent to clients. */
  token: string;
  /** The customer (tenant) the account belongs to; an account without one is shown to every tenant. */
  customerId?: number;
}

/** Settings of the outside services behind the widgets. */
export interface WidgetServicesConfig {
  /** MET Norway locationforecast 2.0 base URL (`FORECAST_API_URL`), no trailing slash. */
  forecastApiUrl: string;
  /** User-Agent sent to the forecast service (`FORECAST_USER_AGENT`): MET asks for an app name and a contact. */
  forecastUserAgent: string;
  /** Graph API base URL with its version (`FACEBOOK_GRAPH_URL`), no trailing slash. */
  facebookGraphUrl: string;
  /** Connected social accounts (`SOCIAL_ACCOUNTS_JSON`, a JSON array); none by default. */
  socialAccounts: readonly SocialAccountConfig[];
  /** Whether RSS feeds may be read from private or loopback addresses. For tests only: never read from the environment. */
  allowPrivateFeedUrls: boolean;
}

/** Default base URL of the weather forecast service (MET Norway locationforecast 2.0). */
export const DEFAULT_FORECAST_API_URL = 'https://api.met.no/weatherapi/locationforecast/2.0';
/** Default Graph API base URL of the social accounts. */
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';

/** Reads `SOCIAL_ACCOUNTS_JSON`; anything but an array of complete accounts stops the server with a clear error. */
export function parseSocialAccounts(value: string | null): SocialAccountConfig[] {
  if (value === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    throw new Error(
      'SOCIAL_ACCOUNTS_JSON must be JSON: [{ "id", "type": "facebook" | "instagram", "username", "token" }]',
    );
  }
  if (!Array.isArray(raw)) throw new Error('SOCIAL_ACCOUNTS_JSON must be a JSON array of accounts');
  return raw.map((entry: unknown, index) => {
    const account = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const { id, type, username, token, customerId } = account;
    const isText = (field: unknown): field is string => typeof field === 'string' && field.trim() !== '';
    if (!isText(id) || (type !== 'facebook' && type !== 'instagram') || !isText(username) || !isText(token)) {
      throw new Error(
        `SOCIAL_ACCOUNTS_JSON[${index}] needs a string id, type "facebook" or "instagram", username and token`,
      );
    }
    if (customerId !== undefined && !Number.isInteger(customerId))
      throw new Error(`SOCIAL_ACCOUNTS_JSON[${index}].customerId must be an integer`);
    return { id, type, username, token, ...(typeof customerId === 'number' ? { customerId } : {}) };
  });
}

/** Default API origin of the image service. */
export const DEFAULT_UNSPLASH_API_URL = 'https://api.unsplash.com';
/** Default API origin of the second stock-photo service. */
export const DEFAULT_PIXABAY_API_URL = 'https://pixabay.com/api';

function stockService(key: string | null, url: string | null, defaultUrl: string): StockServiceConfig | null {
  return key ? { apiKey: key, apiUrl: (url ?? defaultUrl).replace(/\/+$/, '') } : null;
}

/** Environment variables the server reads. */
export type ServerEnv = Partial<Record<string, string>>;

/**
 * The built portal beside the server bundle: `dist/server/main.js` -> `dist/client`. Run from the
 * sources (`server/config.ts`) the same relative path does not exist, so `dist/client` is tried next.
 */
function defaultStaticDir(): string {
  const candidates = [
    fileURLToPath(new URL('../client', import.meta.url)),
    fileURLToPath(new URL('../dist/client', import.meta.url)),
  ];
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/** Reads the {@link ServerConfig} from environment variables, applying the documented defaults. */
export function loadConfig(env: ServerEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT);
  const staticDir = nonEmpty(env.STATIC_DIR);
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    dataDir: resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    publicUrl,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Screenplay <no-reply@screenplay.local>',
    staticDir: staticDir ? resolve(cwd, staticDir) : defaultStaticDir(),
    appKey: nonEmpty(env.APP_KEY),
    trustProxy: ['1', 'true'].includes(nonEmpty(env.TRUST_PROXY)?.toLowerCase() ?? ''),
    stockPhotos: {
      unsplash: stockService(
        nonEmpty(env.UNSPLASH_ACCESS_KEY),
        nonEmpty(env.UNSPLASH_API_URL),
        DEFAULT_UNSPLASH_API_URL,
      ),
      pixabay: stockService(nonEmpty(env.PIXABAY_API_KEY), nonEmpty(env.PIXABAY_API_URL), DEFAULT_PIXABAY_API_URL),
    },
    widgets: {
      forecastApiUrl: (nonEmpty(env.FORECAST_API_URL) ?? DEFAULT_FORECAST_API_URL).replace(/\/+$/, ''),
      forecastUserAgent: nonEmpty(env.FORECAST_USER_AGENT) ?? `Screenplay/1.0 (${publicUrl})`,
      facebookGraphUrl: (nonEmpty(env.FACEBOOK_GRAPH_URL) ?? DEFAULT_FACEBOOK_GRAPH_URL).replace(/\/+$/, ''),
      socialAccounts: parseSocialAccounts(nonEmpty(env.SOCIAL_ACCOUNTS_JSON)),
      allowPrivateFeedUrls: false,
    },
    billing: {
      stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
      stripeApiBase: nonEmpty(env.STRIPE_API_BASE)?.replace(/\/+$/, '') ?? null,
    },
    socialOAuth: loadSocialOAuth(env),
  };
}
