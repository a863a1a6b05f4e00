import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_FEED_REFRESH_MS } from '@screenplay/core/widgets';
import { fakeApi, httpFailure } from '../library/library.fixtures';
import { createFeedStore, rssHeadlines } from './createFeedStore';

const instagramMedia = {
  data: [
    { id: 'm1', thumbnail_url: null, media_url: 'https://cdn.example/1.jpg', caption: 'Opening day' },
    { id: 'm2', thumbnail_url: 'https://cdn.example/2-still.jpg', media_url: 'https://cdn.example/2.mp4', caption: '' },
  ],
};

describe('createFeedStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches an account’s posts when read and again every 300000 ms while read', async () => {
    expect(SOCIAL_FEED_REFRESH_MS).toBe(300000);
    const { api, calls } = fakeApi({ 'GET instagram/accounts/acc-1/media': () => instagramMedia });
    const feeds = createFeedStore(api);
    const stop = feeds.posts('Instagram', 'acc-1').subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(feeds.posts('Instagram', 'acc-1').value.posts).toEqual([
      { id: 'm1', imageUrl: 'https://cdn.example/1.jpg', caption: 'Opening day' },
      { id: 'm2', imageUrl: 'https://cdn.example/2-still.jpg', caption: '' },
    ]);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(SOCIAL_FEED_REFRESH_MS * 2);
    expect(calls).toHaveLength(2);
  });

  it('reads Facebook posts (full_picture, message) and keeps the error of a failed refresh', async () => {
    let isDown = false;
    const { api } = fakeApi({
      'GET facebook/accounts/page-1': () => {
        if (isDown) throw httpFailure(502, { message: 'The feed is not available', code: 'widgets.feedUnavailable' });
        return { data: [{ id: 'p1', full_picture: 'https://cdn.example/p1.jpg', message: 'Hello' }] };
      },
    });
    const feeds = createFeedStore(api);
    const $state = feeds.posts('Facebook', 'page-1');
    $state.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect($state.value.posts).toEqual([{ id: 'p1', imageUrl: 'https://cdn.example/p1.jpg', caption: 'Hello' }]);
    isDown = true;
    await vi.advanceTimersByTimeAsync(SOCIAL_FEED_REFRESH_MS);
    expect($state.value.posts).toBeNull();
    expect($state.value.error?.code).toBe('widgets.feedUnavailable');
  });

  it('lists accounts alphabetically by username and reads RSS headlines', async () => {
    const { api, calls } = fakeApi({
      'GET instagram/accounts': () => ({
        data: [
          { id: '2', type: 'instagram', username: 'zoo_oslo' },
          { id: '1', type: 'instagram', username: 'Aker_brygge' },
          { id: '3', type: 'instagram', username: 'bakery' },
        ],
      }),
      'GET rss': () => ({
        data: {
          title: 'News',
          items: [{ id: 'a', title: ' First ', link: null, publishedAt: null, summary: '', imageUrl: null }],
        },
      }),
    });
    const feeds = createFeedStore(api);
    expect((await feeds.accounts('Instagram')).map((account) => account.username)).toEqual([
      'Aker_brygge',
      'bakery',
      'zoo_oslo',
    ]);
    expect(rssHeadlines(await feeds.rss('https://news.example/feed.xml'))).toEqual(['First']);
    expect(calls[1]?.params).toEqual({ url: 'https://news.example/feed.xml' });
  });
});
