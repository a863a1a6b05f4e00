import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialOAuthConfig } from '../../../examples/portal/server/config';

/**
 * A local stand-in for the providers' side of connecting social accounts (issue 14), for the API tests and the
 * e2e test alike:
 *
 * - Facebook Login's consent dialog (`GET /facebook/dialog`): a page with "Allow" and "Cancel" that sends the
 *   browser back to `redirect_uri` as Facebook's token flow does, with `#access_token=…&data_access_expiration_time
 *   =…&expires_in=…&state=…` in the fragment (or `?error=access_denied…` on Cancel);
 * - the Graph API (`/graph`): `GET /me/accounts` (the pages of the user token, each with its page token), `GET /me`,
 *   and a page's posts with its page token (`GET /{page-id}/posts`);
 * - Instagram Login: its dialog (`GET /instagram/dialog`, "Allow" redirects with `?code=…&state=…#_`), its token
 *   endpoint (`POST /instagram/token`, form) and its Graph API (`/instagram-graph`: `GET /me`, `GET /{id}/media`).
 *
 * The answers are the documents in tests/api/fixtures/social (and the Graph fixtures beside them), written in the
 * providers' documented formats field for field. Tokens other than those below answer Graph's token error.
 */

/** The user token the Facebook dialog hands out and the Graph API accepts. */
export const FACEBOOK_USER_TOKEN = 'EAAGm0PX4ZCpsBOUserTokenIngrid';
/** A user token that manages no page (`GET /me/accounts` answers an empty list). */
export const FACEBOOK_PAGELESS_TOKEN = 'EAAGm0PX4ZCpsBOUserTokenNoPages';
/** The page tokens of graph-me-accounts.json, by page id. */
export const FACEBOOK_PAGE_TOKENS: Readonly<Record<string, string>> = {
  '104170258364620': 'EAAGm0PX4ZCpsBO7xZBqZC0PageTokenNordicBakery',
  '112233445566778': 'EAAGm0PX4ZCpsBO7xZBqZC0PageTokenAuroraCafe',
};
/** The code the Instagram dialog hands out; it is accepted once. */
export const INSTAGRAM_CODE = 'AQBx-hBsH3fmRkbrQpPcxJ5gbbwYbo';
/** The Instagram user token the code is exchanged for (instagram-token.json). */
export const INSTAGRAM_TOKEN = 'IGAAOxZAbcShortLivedTokenNordicBakery';
/** The app id and secret the stand-in expects. */
export const TEST_APP = { appId: '1234567890123456', appSecret: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' } as const;
/** `expires_in` the dialog hands out (about 60 days, as Facebook's long-lived tokens). */
export const DIALOG_EXPIRES_IN = 5_183_944;

/** A request the stand-in received. */
export interface SeenProviderRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams | null;
}

/** The running stand-in. */
export interface OAuthProviderServer {
  origin: string;
  /** OAuth settings pointing at this stand-in. */
  socialOAuth: SocialOAuthConfig;
  /** The Graph API URL (`FACEBOOK_GRAPH_URL`). */
  graphUrl: string;
  /** The environment a portal server needs to use this stand-in. */
  env: Record<string, string>;
  requests: SeenProviderRequest[];
  close(): Promise<void>;
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

function send(res: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The consent page: the app asks for access; Allow and Cancel are links to the redirect. */
function dialogPage(provider: string, allow: string, cancel: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} – Log in with ${provider}</title></head>
<body><main><h1>Screenplay Test App is requesting access</h1>
<p>It will receive your name and the pages you manage.</p>
<a href="${escapeHtml(allow)}" role="button">Allow</a> <a href="${escapeHtml(cancel)}" role="button">Cancel</a>
</main></body></html>`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const proofOf = (token: string) => createHmac('sha256', TEST_APP.appSecret).update(token).digest('hex');

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startOAuthProviderServer(): Promise<OAuthProviderServer> {
  const requests: SeenProviderRequest[] = [];
  const usedCodes = new Set<string>();
  const pageTokens = new Map(Object.entries(FACEBOOK_PAGE_TOKENS));

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      const q = url.searchParams;
      const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
      requests.push({ method: req.method ?? 'GET', path, query: q, form });
      const tokenError = () => send(res, 400, fixture('graph-error-token.json'));

      if (path === '/facebook/dialog') {
        const target = q.get('redirect_uri') ?? '';
        const state = q.get('state') ?? '';
        const dataAccess = Math.floor(Date.now() / 1000) + 90 * 86_400;
        const allow = `${target}#${new URLSearchParams({
          access_token: FACEBOOK_USER_TOKEN,
          data_access_expiration_time: String(dataAccess),
          expires_in: String(DIALOG_EXPIRES_IN),
          state,
        })}`;
        const cancel = `${target}?${new URLSearchParams({
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state,
        })}#_=_`;
        return send(res, 200, dialogPage('Facebook', allow, cancel), 'text/html; charset=utf-8');
      }
      if (path === '/instagram/dialog') {
        const target = q.get('redirect_uri') ?? '';
        const state = q.get('state') ?? '';
        const allow = `${target}?${new URLSearchParams({ code: INSTAGRAM_CODE, state })}#_`;
        const cancel = `${target}?${new URLSearchParams({
          error: 'access_denied',
          error_reason: 'user_denied',
          error_description: 'The user denied your request.',
        })}`;
        return send(res, 200, dialogPage('Instagram', allow, cancel), 'text/html; charset=utf-8');
      }

      if (path === '/graph/me/accounts') {
        const token = q.get('access_token') ?? '';
        if (q.get('appsecret_proof') !== proofOf(token)) return tokenError();
        if (token === FACEBOOK_USER_TOKEN) return send(res, 200, fixture('social/graph-me-accounts.json'));
        if (token === FACEBOOK_PAGELESS_TOKEN) return send(res, 200, fixture('social/graph-me-accounts-empty.json'));
        return tokenError();
      }
      if (path === '/graph/me') {
        const token = q.get('access_token') ?? '';
        if (token !== FACEBOOK_PAGELESS_TOKEN || q.get('appsecret_proof') !== proofOf(token)) return tokenError();
        return send(res, 200, fixture('social/graph-me.json'));
      }
      const posts = /^\/graph\/(\d+)\/posts$/.exec(path);
      if (posts) {
        if (pageTokens.get(posts[1] ?? '') !== q.get('access_token')) return tokenError();
        return send(res, 200, fixture('graph-page-posts.json'));
      }

      if (path === '/instagram/token' && req.method === 'POST' && form) {
        const valid =
          form.get('client_id') === TEST_APP.appId &&
          form.get('client_secret') === TEST_APP.appSecret &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('code') === INSTAGRAM_CODE &&
          !usedCodes.has(INSTAGRAM_CODE);
        if (!valid) return send(res, 400, fixture('social/instagram-token-error.json'));
        usedCodes.add(INSTAGRAM_CODE);
        return send(res, 200, fixture('social/instagram-token.json'));
      }
      if (path === '/instagram-graph/me') {
        if (q.get('access_token') !== INSTAGRAM_TOKEN) return tokenError();
        return send(res, 200, fixture('social/instagram-me.json'));
      }
      if (/^\/instagram-graph\/\d+\/media$/.test(path)) {
        if (q.get('access_token') !== INSTAGRAM_TOKEN) return tokenError();
        return send(res, 200, fixture('graph-instagram-media.json'));
      }
      return send(res, 404, JSON.stringify({ message: 'not found' }));
    })().catch(() => send(res, 500, JSON.stringify({ message: 'stand-in failed' })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const socialOAuth: SocialOAuthConfig = {
    facebook: { ...TEST_APP, dialogUrl: `${origin}/facebook/dialog` },
    instagram: {
      ...TEST_APP,
      dialogUrl: `${origin}/instagram/dialog`,
      tokenUrl: `${origin}/instagram/token`,
      graphUrl: `${origin}/instagram-graph`,
    },
  };
  return {
    origin,
    socialOAuth,
    graphUrl: `${origin}/graph`,
    env: {
      FACEBOOK_APP_ID: TEST_APP.appId,
      FACEBOOK_APP_SECRET: TEST_APP.appSecret,
      FACEBOOK_OAUTH_DIALOG_URL: `${origin}/facebook/dialog`,
      FACEBOOK_GRAPH_URL: `${origin}/graph`,
      INSTAGRAM_APP_ID: TEST_APP.appId,
      INSTAGRAM_APP_SECRET: TEST_APP.appSecret,
      INSTAGRAM_OAUTH_DIALOG_URL: `${origin}/instagram/dialog`,
      INSTAGRAM_TOKEN_URL: `${origin}/instagram/token`,
      INSTAGRAM_GRAPH_URL: `${origin}/instagram-graph`,
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
