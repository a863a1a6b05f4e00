import { describe, expect, it, vi } from 'vitest';
import type { StockPhoto, StockSearchInput } from '@screenplay/core/library';
import { createStockSearchStore } from './createStockSearchStore';
import { deferred, fakeApi, httpFailure, mediaFixture } from './library.fixtures';

function photo(id: string, provider: StockPhoto['provider'] = 'unsplash'): StockPhoto {
  return {
    id,
    provider,
    description: `Photo ${id}`,
    author: 'A. Author',
    thumbUrl: `https://img/${id}?w=200`,
    url: `https://img/${id}?w=1920`,
    width: 1920,
    height: 1280,
  };
}

/** A stock service answering 3 pages of 2 results for any query. */
function pages(provider: StockPhoto['provider']) {
  return (call: { body: unknown }) => {
    const { page = 1 } = call.body as StockSearchInput;
    return {
      data: {
        results: [photo(`${provider}-${page}a`, provider), photo(`${provider}-${page}b`, provider)],
        page,
        totalPages: 3,
        total: 6,
      },
    };
  };
}

describe('createStockSearchStore', () => {
  it('searches the image service with orientation and pages through the results', async () => {
    const { api, calls } = fakeApi({ 'POST library/unsplash': pages('unsplash') });
    const store = createStockSearchStore({ api });
    await store.search('  mountains ', { orientation: 'landscape' });
    expect(calls[0]).toMatchObject({
      url: 'library/unsplash',
      body: { searchString: 'mountains', orientation: 'landscape', page: 1 },
    });
    expect(store.$status.value).toBe('ready');
    expect(store.$results.value.map((p) => p.id)).toEqual(['unsplash-1a', 'unsplash-1b']);
    expect([store.$page.value, store.$totalPages.value]).toEqual([1, 3]);
    await store.nextPage();
    await store.nextPage();
    expect(calls.at(-1)?.body).toEqual({ searchString: 'mountains', orientation: 'landscape', page: 3 });
    await store.nextPage(); // already on the last page
    expect(calls).toHaveLength(3);
    await store.previousPage();
    expect(store.$page.value).toBe(2);
    await store.goToPage(1);
    expect(store.$results.value[0]?.id).toBe('unsplash-1a');
  });

  it('says the image service cannot be reached (media.imageServiceError) and keeps working', async () => {
    let isOnline = false;
    const { api } = fakeApi({
      'POST library/unsplash': (call) => {
        if (!isOnline)
          throw httpFailure(502, {
            message: "Can't get media from the image service",
            code: 'media.imageServiceError',
          });
        return pages('unsplash')(call);
      },
    });
    const onError = vi.fn();
    const store = createStockSearchStore({ api, onError });
    await store.search('lake');
    expect(store.$status.value).toBe('error');
    expect(store.$errorKey.value).toBe('media.imageServiceError');
    expect(store.$results.value).toEqual([]);
    expect(onError.mock.calls[0]?.[0].text).toBe("Can't get media from the image service");
    isOnline = true;
    await store.search('lake');
    expect([store.$status.value, store.$errorKey.value]).toEqual(['ready', null]);
  });

  it('no answer at all is the image service error too; the stock-photo service keeps its own code', async () => {
    const { api } = fakeApi({
      'POST library/unsplash': () => {
        throw new Error('offline');
      },
      'POST library/pixabay': () => {
        throw httpFailure(502, { message: "Can't get media from the stock-photo service", code: 'dnd.pixabayError' });
      },
    });
    const store = createStockSearchStore({ api });
    await store.search('lake');
    expect(store.$errorKey.value).toBe('media.imageServiceError');
    await store.setProvider('pixabay'); // searches again there
    expect(store.$provider.value).toBe('pixabay');
    expect(store.$errorKey.value).toBe('dnd.pixabayError');
  });

  it('an empty search clears the results without a call; only the latest answer is shown', async () => {
    const slow = deferred<unknown>();
    const { api, calls } = fakeApi({
      'POST library/unsplash': (call) =>
        (call.body as StockSearchInput).searchString === 'slow' ? slow.promise : pages('unsplash')(call),
    });
    const store = createStockSearchStore({ api });
    const first = store.search('slow');
    await store.search('fast');
    slow.resolve({ data: { results: [photo('old')], page: 1, totalPages: 1, total: 1 } });
    await first;
    expect(store.$results.value[0]?.id).toBe('unsplash-1a');
    await store.search('  ');
    expect(calls).toHaveLength(2);
    expect([store.$status.value, store.$results.value.length]).toEqual(['idle', 0]);
  });

  it('adds a result to the library by its provider id, into the folder', async () => {
    const stored = mediaFixture(7, { name: 'Photo x' });
    const { api, calls } = fakeApi({
      'POST media/4': () => ({ data: [stored] }),
      'POST media': () => ({ data: [stored] }),
    });
    const store = createStockSearchStore({ api });
    await expect(store.addToLibrary(photo('x'), 4)).resolves.toEqual(stored);
    await store.addToLibrary(photo('42', 'pixabay'), null);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['media/4', { unsplashId: 'x' }],
      ['media', { pixabayId: '42' }],
    ]);
  });

  it('a failed add resolves null and reports the error', async () => {
    const { api } = fakeApi({
      'POST media': () => {
        throw httpFailure(422, { message: 'Download failed', code: 'dnd.pixabayError' });
      },
    });
    const onError = vi.fn();
    const store = createStockSearchStore({ api, onError });
    await expect(store.addToLibrary(photo('x'), null)).resolves.toBeNull();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'dnd.pixabayError' });
  });
});
