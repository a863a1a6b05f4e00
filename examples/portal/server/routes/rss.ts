import { Hono } from 'hono';
import { WIDGETS_API } from '@screenplay/core/contract';
import { contractQuery, contractJson } from '../http/contract';
import { englishText } from '@screenplay/core/messages';
import { requireAuth } from '../auth/middleware';
import type { WidgetServicesConfig } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../tenancy/env';
import { HttpError, unprocessable } from '../http/errors';
import { DownloadError, downloadFile, type DownloadedFile } from '../media/download';
import { decodeFeed, parseFeed } from '../rss/rss.parse';
import type { RssFeed } from '@screenplay/core/widgets';

/** How long fetching one feed may take, redirects included (not in the spec; ours). */
export const RSS_TIMEOUT_MS = 10_000;

/** Largest feed read (ours: real feeds are well under 1 MB). */
export const RSS_MAX_BYTES = 2 * 1024 * 1024;

const feedUnavailable = () =>
  new HttpError(502, { message: englishText('widgets.feedUnavailable'), code: 'widgets.feedUnavailable' });

const urlRefused = () => unprocessable({ url: [englishText('widgets.feedUrlRefused')] }, 'widgets.feedUrlRefused');

/**
 * The feed of `GET rss?url=` (and the player's `GET player/data/rss?url=`): fetched through the downloads' guard
 * and read; 422 `widgets.feedUrlRefused` for a refused URL, 502 `widgets.feedUnavailable` when it cannot be read.
 */
export async function readRssFeed(widgets: WidgetServicesConfig, rawUrl: string): Promise<RssFeed> {
  const url = rawUrl.trim();
  if (!URL.canParse(url)) throw urlRefused();
  // Tests read feeds from a local server; the origin of the feed asked for is then allowed, nothing else.
  const allowedPrivateOrigins = widgets.allowPrivateFeedUrls ? [new URL(url).origin] : [];
  let file: DownloadedFile;
  try {
    file = await downloadFile(url, { maxBytes: RSS_MAX_BYTES, timeoutMs: RSS_TIMEOUT_MS, allowedPrivateOrigins });
  } catch (error) {
    if (!(error instanceof DownloadError)) throw error;
    if (error.reason === 'refused') throw urlRefused();
    console.warn(`[rss] ${new URL(url).origin}: ${error.message}`);
    throw feedUnavailable();
  }
  const feed = parseFeed(decodeFeed(file.bytes), url);
  if (!feed) {
    console.warn(`[rss] ${new URL(url).origin}: not an RSS or Atom feed`);
    throw feedUnavailable();
  }
  return feed;
}

/**
 * `GET rss?url=`: the RSS or Atom feed at `url`, fetched and read by the server (`{ data: RssFeed }`,
 * at most 50 items). The fetch goes through the media downloads' guard against server-side request
 * forgery: http and https only, public addresses only (checked at connection time and on redirects).
 * A refused URL is 422 `widgets.feedUrlRefused`; a feed that cannot be fetched or read, 502
 * `widgets.feedUnavailable`.
 */
export function rssRoutes({ db, clock, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db, clock));

  app.get('/', async (c) => {
    const { url = '' } = contractQuery(c, WIDGETS_API.rss);
    return contractJson(c, WIDGETS_API.rss, { data: await readRssFeed(config.widgets, url) });
  });

  return app;
}
