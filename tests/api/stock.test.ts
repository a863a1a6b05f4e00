import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockSearchPage } from '@screenplay/core/library';
import { createHarness, DEMO, type Harness } from './support/harness';
import { closedOrigin, startStockServer, UNSPLASH_PHOTO_ID, type StockServer } from './support/stockServer';
import { BACKENDS } from './support/testDb';

const IMAGE_SERVICE_ERROR = { message: "Can't get media from the image service", code: 'media.imageServiceError' };
const STOCK_SERVICE_ERROR = { message: "Can't get media from the stock-photo service", code: 'dnd.pixabayError' };

describe.each(BACKENDS)('stock photo search: POST library/unsplash and library/pixabay (%s)', (backend) => {
  let stock: StockServer;
  let h: Harness;
  let offline: Harness;
  let token: string;
  let offlineToken: string;

  beforeAll(async () => {
    stock = await startStockServer();
    h = await createHarness(backend, { stockPhotos: stock.stockPhotos, privateDownloadOrigins: [stock.origin] });
    token = (await h.login(DEMO.acmeEditor)).accessToken;
    // The image service on a port where nothing listens; the second service not configured at all.
    const closed = await closedOrigin();
    offline = await createHarness(backend, {
      stockPhotos: { unsplash: { apiUrl: closed, apiKey: 'k' }, pixabay: null },
      privateDownloadOrigins: [closed],
    });
    offlineToken = (await offline.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(async () => {
    await h.dispose();
    await offline.dispose();
    await stock.close();
  });

  it('searches the image service and normalises results (width 1920)', async () => {
    const answer = await h.call<{ data: StockSearchPage }>('POST', '/api/v1/library/unsplash', {
      token,
      json: { searchString: '  storefront ', orientation: 'portrait', page: 3 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 3, total: 133, totalPages: 7 });
    expect(answer.body.data.results).toHaveLength(2);
    expect(answer.body.data.results[0]).toMatchObject({
      id: UNSPLASH_PHOTO_ID,
      provider: 'unsplash',
      author: 'Lea Faux',
      width: 1920,
      height: 1280,
    });
    const request = stock.requests.at(-1);
    expect(request?.query.get('query')).toBe('storefront');
    expect(request?.query.get('orientation')).toBe('portrait');
  });

  it('searches the second stock-photo service', async () => {
    const answer = await h.call<{ data: StockSearchPage }>('POST', '/api/v1/library/pixabay', {
      token,
      json: { searchString: 'coffee' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ page: 1, total: 500, totalPages: 25 });
    expect(answer.body.data.results.map((photo) => photo.provider)).toEqual(['pixabay', 'pixabay']);
  });

  it('validates the search body (422) and needs a signed-in user (401)', async () => {
    for (const json of [
      {},
      { searchString: '   ' },
      { searchString: 'a', page: 0 },
      { searchString: 'a', orientation: 'round' },
    ]) {
      expect((await h.call('POST', '/api/v1/library/unsplash', { token, json })).status, JSON.stringify(json)).toBe(
        422,
      );
    }
    expect((await h.call('POST', '/api/v1/library/unsplash', { json: { searchString: 'a' } })).status).toBe(401);
  });

  it("answers 502 with the spec's message when a service is unreachable or unconfigured", async () => {
    const search = { searchString: 'shop' };
    expect(await offline.call('POST', '/api/v1/library/unsplash', { token: offlineToken, json: search })).toMatchObject(
      { status: 502, body: IMAGE_SERVICE_ERROR },
    );
    expect(await offline.call('POST', '/api/v1/library/pixabay', { token: offlineToken, json: search })).toMatchObject({
      status: 502,
      body: STOCK_SERVICE_ERROR,
    });
    expect(
      await offline.call('POST', '/api/v1/media', { token: offlineToken, json: { unsplashId: UNSPLASH_PHOTO_ID } }),
    ).toMatchObject({ status: 502, body: IMAGE_SERVICE_ERROR });
    expect(await offline.call('POST', '/api/v1/media', { token: offlineToken, json: { pixabayId: 1 } })).toMatchObject({
      status: 502,
      body: STOCK_SERVICE_ERROR,
    });
    expect((await offline.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM media WHERE source <> 'seed'`)).n).toBe(
      0,
    );
    // The rest of the API keeps working.
    expect(
      (await offline.call('GET', '/api/v1/media/get/5eed0000-0000-4000-8000-000000000001', { token: offlineToken }))
        .status,
    ).toBe(200);
  });
});
