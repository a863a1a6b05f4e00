import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { SOCIAL_FEED_REFRESH_MS, facebookPosts, instagramPosts } from '@screenplay/core/widgets';
import type { FeedPost, RssFeed } from '@screenplay/core/widgets';
import { sortSocialAccounts } from '@screenplay/core/tenant';
import type { SocialAccount } from '@screenplay/core/tenant';
import { SOCIAL_API, WIDGETS_API } from '@screenplay/core/contract';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';
import { GLOBAL_SCHEDULER } from '../scene-editor/createSectionSaver';
import type { Scheduler } from '../scene-editor/createSectionSaver';
import { createWatchedCache } from './createWatchedCache';

/** The social feed layer types. */
export type SocialFeedKind = 'Facebook' | 'Instagram';

/** The headlines an Rss layer scrolls (core `layersFromLibraryKind('Rss', { headlines })`): the items' titles. */
export function rssHeadlines(feed: RssFeed): string[] {
  return feed.items.map((item) => item.title.trim()).filter((title) => title !== '');
}

/** Where one account's posts stand. */
export interface FeedState {
  /** The posts (core `facebookPosts`/`instagramPosts`), null until loaded or after a failure. */
  posts: FeedPost[] | null;
  /** The last failure, kept until a fetch succeeds. */
  error: ApiError | null;
  isLoading: boolean;
}

/** Dependencies of `createFeedStore`. */
export interface FeedStoreDeps {
  scheduler?: Scheduler;
  /** The clock in ms, to resume refreshing on time; `Date.now` by default. */
  now?: () => number;
  /** Receives feed failures (spec §8: logged or reported). */
  onError?: (error: ApiError) => void;
}

/** Social feeds by account, refreshed while read, and the connected accounts. */
export interface FeedStore {
  /** An account's posts: fetched when first read, then every 300000 ms while read (spec §9). */
  posts(kind: SocialFeedKind, accountId: string): ReadonlySignal<FeedState>;
  /** The connected accounts of a kind, listed alphabetically by username (spec §3). */
  accounts(kind: SocialFeedKind): Promise<SocialAccount[]>;
  /** An RSS or Atom feed read by the server (`GET rss?url=`), for an Rss layer's headlines. */
  rss(url: string): Promise<RssFeed>;
}

const IDLE: FeedState = { posts: null, error: null, isLoading: false };

/** Each kind's endpoints: an account's posts (read by core into feed posts) and the accounts. */
const KINDS = {
  Facebook: { posts: SOCIAL_API.facebookPosts, read: facebookPosts, accounts: SOCIAL_API.facebookAccounts },
  Instagram: { posts: SOCIAL_API.instagramPosts, read: instagramPosts, accounts: SOCIAL_API.instagramAccounts },
} as const;

/**
 * Creates the feed store of Facebook and Instagram layers: `GET facebook/accounts/{id}` and
 * `GET instagram/accounts/{id}/media` (`{ data: [...] }`, normalised by core), refreshed every
 * `SOCIAL_FEED_REFRESH_MS` while read, and `GET facebook|instagram/accounts` for the account pickers.
 * @example
 * const feeds = createFeedStore(api);
 * feeds.posts('Instagram', accountId).subscribe(({ posts }) => render(posts)); // refetched every 5 minutes
 */
export function createFeedStore(api: ApiClient, deps: FeedStoreDeps = {}): FeedStore {
  const scheduler = deps.scheduler ?? GLOBAL_SCHEDULER;
  const clock = deps.now ?? (() => Date.now());
  /** Each feed's refresh: what it reads, its timer, when its last fetch started, and its latest fetch. */
  const runs = new Map<
    string,
    { kind: SocialFeedKind; accountId: string; timer: unknown; fetchedAt: number | null; seq: number }
  >();

  async function fetchInto(key: string, $state: Signal<FeedState>): Promise<void> {
    const run = runs.get(key);
    if (!run) return;
    const { kind, accountId } = run;
    const seq = ++run.seq;
    run.fetchedAt = clock();
    $state.value = { ...$state.peek(), isLoading: true };
    try {
      const answer: unknown = await api.call(KINDS[kind].posts, { params: { id: accountId } });
      if (run.seq === seq) $state.value = { posts: KINDS[kind].read(answer), error: null, isLoading: false };
    } catch (reason) {
      const error = toApiError(reason);
      if (run.seq === seq) $state.value = { posts: null, error, isLoading: false };
      deps.onError?.(error);
    }
  }

  /** Fetches when due and schedules the next refresh, `SOCIAL_FEED_REFRESH_MS` after the last fetch started. */
  function refreshLoop(key: string, $state: Signal<FeedState>): void {
    const run = runs.get(key);
    if (!run) return;
    const dueIn = run.fetchedAt === null ? 0 : run.fetchedAt + SOCIAL_FEED_REFRESH_MS - clock();
    if (dueIn <= 0) {
      void fetchInto(key, $state);
      run.timer = scheduler.setTimeout(() => refreshLoop(key, $state), SOCIAL_FEED_REFRESH_MS);
    } else {
      run.timer = scheduler.setTimeout(() => refreshLoop(key, $state), dueIn);
    }
  }

  const cache = createWatchedCache<FeedState>({
    scheduler,
    initial: () => IDLE,
    onWatched: refreshLoop,
    onUnwatched(key) {
      const run = runs.get(key);
      if (run?.timer != null) scheduler.clearTimeout(run.timer);
      if (run) run.timer = null;
    },
    onDropped: (key) => runs.delete(key),
  });

  return {
    posts(kind, accountId) {
      const key = `${kind}:${accountId}`;
      if (!runs.has(key)) runs.set(key, { kind, accountId, timer: null, fetchedAt: null, seq: 0 });
      return cache.get(key);
    },
    async accounts(kind) {
      const { data } = await api.call(KINDS[kind].accounts);
      return sortSocialAccounts(data);
    },
    async rss(url) {
      const { data } = await api.call(WIDGETS_API.rss, { query: { url } });
      return data;
    },
  };
}
