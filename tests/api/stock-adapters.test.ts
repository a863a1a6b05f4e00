import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAdapter } from '../../examples/portal/server/stock';
import { PIXABAY_QUERY_MAX_LENGTH } from '../../examples/portal/server/stock/pixabay';
import { STOCK_PER_PAGE, STOCK_TIMEOUT_MS, StockServiceError } from '../../examples/portal/server/stock/stock.http';
import {
  closedOrigin,
  PIXABAY_PHOTO_ID,
  startStockServer,
  UNSPLASH_PHOTO_ID,
  UNSPLASH_TEST_KEY,
  type StockServer,
} from './support/stockServer';

/** The stock adapters themselves, against the recorded-format answers of the fake services (no database). */

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StockServiceError);
  return (error as StockServiceError).reason;
};

describe('stock adapters against recorded-format answers', () => {
  let server: StockServer;
  beforeAll(async () => {
    server = await startStockServer();
  });
  afterAll(() => server.close());
  const lastRequest = () => server.requests[server.requests.length - 1];

  it('searches the image service (Unsplash format) with its key, query, page and orientation', async () => {
    const page = await stockAdapter('unsplash', server.stockPhotos).search({
      searchString: 'storefront',
      orientation: 'landscape',
      page: 2,
    });
    expect(lastRequest()?.path).toBe('/unsplash/search/photos');
    expect(lastRequest()?.authorization).toBe(`Client-ID ${UNSPLASH_TEST_KEY}`);
    expect(Object.fromEntries(lastRequest()?.query ?? [])).toEqual({
      query: 'storefront',
      page: '2',
      per_page: String(STOCK_PER_PAGE),
      orientation: 'landscape',
    });
    expect(page).toMatchObject({ page: 2, total: 133, totalPages: 7 });
    expect(page.results[0]).toEqual({
      id: UNSPLASH_PHOTO_ID,
      provider: 'unsplash',
      description: 'Corner shop at dusk',
      author: 'Lea Faux',
      thumbUrl: expect.stringContaining('w=400'),
      url: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/images\/photo-1620118871265-4c3b0f9e2d1a\?ixid=.*&w=1920$/,
      ),
      width: 1920,
      height: 1280,
    });
    expect(page.results[1]).toMatchObject({ description: 'fruit on a market stall', width: 1920, height: 2880 });
  });

  it('fetches an Unsplash photo at w=1920 and offers the download tracking call on the API origin only', async () => {
    const photo = await stockAdapter('unsplash', server.stockPhotos).photo(UNSPLASH_PHOTO_ID);
    expect(new URL(photo.url).searchParams.get('w')).toBe('1920');
    expect(photo.name).toBe('Corner shop at dusk');
    await photo.confirmUse?.();
    expect(lastRequest()).toMatchObject({
      path: `/unsplash/photos/${UNSPLASH_PHOTO_ID}/download`,
      authorization: `Client-ID ${UNSPLASH_TEST_KEY}`,
    });
    expect(await failureOf(stockAdapter('unsplash', server.stockPhotos).photo('nope'))).toBe('notFound');
  });

  it('searches the second service (Pixabay format): orientation names, query length, pages of 20', async () => {
    const adapter = stockAdapter('pixabay', server.stockPhotos);
    const page = await adapter.search({ searchString: 'x'.repeat(150), orientation: 'portrait' });
    const query = Object.fromEntries(lastRequest()?.query ?? []);
    expect(query).toMatchObject({
      key: 'test-pixabay-key',
      q: 'x'.repeat(PIXABAY_QUERY_MAX_LENGTH),
      page: '1',
      per_page: '20',
      orientation: 'vertical',
      image_type: 'photo',
    });
    expect(page).toMatchObject({ page: 1, total: 500, totalPages: 25 });
    expect(page.results[0]).toMatchObject({
      id: String(PIXABAY_PHOTO_ID),
      provider: 'pixabay',
      description: 'coffee, cup, cafe',
      author: 'Engin_Akyurt',
      width: 1280,
      height: 853,
    });
    await adapter.search({ searchString: 'tulips', orientation: 'squarish' });
    expect(lastRequest()?.query.has('orientation')).toBe(false);
    expect((await adapter.photo(String(PIXABAY_PHOTO_ID))).url).toMatch(/\/pixabay-get\/.*_1280\.jpg$/);
    expect(await failureOf(adapter.photo('1'))).toBe('notFound');
  });

  it('fails as unavailable when unconfigured, refused (bad key), unreachable or answering nonsense', async () => {
    const search = { searchString: 'shop' };
    expect(await failureOf(stockAdapter('unsplash', { unsplash: null, pixabay: null }).search(search))).toBe(
      'unavailable',
    );
    const badKey = {
      ...server.stockPhotos,
      unsplash: { apiUrl: `${server.origin}/unsplash`, apiKey: 'wrong' },
      pixabay: { apiUrl: `${server.origin}/pixabay`, apiKey: 'wrong' },
    };
    expect(await failureOf(stockAdapter('unsplash', badKey).search(search))).toBe('unavailable');
    expect(await failureOf(stockAdapter('pixabay', badKey).search(search))).toBe('unavailable');
    const closed = await closedOrigin();
    expect(
      await failureOf(
        stockAdapter('pixabay', { unsplash: null, pixabay: { apiUrl: closed, apiKey: 'k' } }).search(search),
      ),
    ).toBe('unavailable');
    const notJson = { unsplash: { apiUrl: `${server.origin}/not-json`, apiKey: UNSPLASH_TEST_KEY }, pixabay: null };
    expect(await failureOf(stockAdapter('unsplash', notJson).search(search))).toBe('unavailable');
  });

  it(`gives up after ${STOCK_TIMEOUT_MS / 1000} s`, { timeout: STOCK_TIMEOUT_MS + 5000 }, async () => {
    const silent = { unsplash: null, pixabay: { apiUrl: `${server.origin}/silent`, apiKey: 'k' } };
    const started = Date.now();
    expect(await failureOf(stockAdapter('pixabay', silent).search({ searchString: 'shop' }))).toBe('unavailable');
    expect(Date.now() - started).toBeGreaterThanOrEqual(STOCK_TIMEOUT_MS - 50);
  });
});
