import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialAccountConfig, WidgetServicesConfig } from '../../../examples/portal/server/config';

/**
 * A local stand-in for the services behind the widgets: MET Norway's locationforecast (compact), the
 * Graph API (a page's posts, an Instagram account's media, its error answer) and two feeds. It answers
 * with the documents in tests/api/fixtures, which follow the providers' real formats field for field
 * (written from their documentation and real answers, not captured from this machine, which has no
 * network).
 */

/** The accounts the fake Graph API knows, with the tokens it accepts. */
export const TEST_SOCIAL_ACCOUNTS: SocialAccountConfig[] = [
  { id: '104170258364620', type: 'facebook', username: 'nordic-bakery', token: 'page-token' },
  { id: '17841400008460056', type: 'instagram', username: 'nordicbakery', token: 'ig-token' },
  { id: '17841400000000001', type: 'instagram', username: 'Aurora_Cafe', token: 'expired-token' },
  { id: '17841400000000002', type: 'instagram', username: 'globex-only', token: 'ig-token', customerId: 999_999 },
];

/** A request the server received. */
export interface SeenWidgetRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
}

/** The running server. */
export interface WidgetServer {
  origin: string;
  /** Widget settings pointing at this server. */
  widgets: WidgetServicesConfig;
  requests: SeenWidgetRequest[];
  close(): Promise<void>;
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startWidgetServer(): Promise<WidgetServer> {
  const requests: SeenWidgetRequest[] = [];
  const tokens = new Map(TEST_SOCIAL_ACCOUNTS.map((account) => [account.id, account.token]));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    requests.push({ path, query: url.searchParams, userAgent: req.headers['user-agent'] });

    if (path === '/metno/compact' && url.searchParams.get('lat') === '0.0000') {
      // A maintenance page where a forecast should be (the "answers something else" case).
      return send(res, 200, '<html><body>Service maintenance</body></html>', { 'content-type': 'text/html' });
    }
    if (path === '/metno/compact') {
      // MET's headers: the forecast expires in a few minutes (less than our 10-minute floor).
      const now = Date.now();
      return send(res, 200, fixture('metno-compact-oslo.json'), {
        date: new Date(now).toUTCString(),
        expires: new Date(now + 5 * 60_000).toUTCString(),
        'last-modified': new Date(now - 20 * 60_000).toUTCString(),
      });
    }

    const graph = /^\/graph\/(\d+)\/(posts|media)$/.exec(path);
    if (graph) {
      const [, id, edge] = graph as unknown as [string, string, string];
      if (
        !tokens.has(id) ||
        url.searchParams.get('access_token') !== tokens.get(id) ||
        tokens.get(id) === 'expired-token'
      ) {
        return send(res, 400, fixture('graph-error-token.json'), {
          'www-authenticate': 'OAuth "Facebook Platform" "invalid_token" "Error validating access token"',
        });
      }
      return send(res, 200, fixture(edge === 'posts' ? 'graph-page-posts.json' : 'graph-instagram-media.json'));
    }

    if (path === '/feeds/rss.xml')
      return send(res, 200, fixture('feed-rss2.xml'), { 'content-type': 'application/rss+xml; charset=UTF-8' });
    if (path === '/feeds/atom.xml')
      return send(res, 200, fixture('feed-atom.xml'), { 'content-type': 'application/atom+xml' });
    if (path === '/feeds/page.html')
      return send(res, 200, '<!doctype html><html><head><title>Not a feed</title></head><body>Hello</body></html>', {
        'content-type': 'text/html',
      });
    if (path === '/feeds/huge.xml')
      return send(res, 200, `<rss><channel><title>${'x'.repeat(2 * 1024 * 1024 + 1)}</title></channel></rss>`, {
        'content-type': 'application/rss+xml',
      });
    return send(res, 404, JSON.stringify({ message: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    widgets: widgetsAt(origin),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Widget settings with every service at `origin` (a closed one gives the unreachable case). */
export function widgetsAt(origin: string): WidgetServicesConfig {
  return {
    forecastApiUrl: `${origin}/metno`,
    forecastUserAgent: 'ScreenplayTests/1.0 tests@screenplay.test',
    facebookGraphUrl: `${origin}/graph`,
    socialAccounts: TEST_SOCIAL_ACCOUNTS,
    allowPrivateFeedUrls: true,
  };
}
