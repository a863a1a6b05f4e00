import { describe, expect, it } from 'vitest';
import { fittedInBox, scaledToWidth, STOCK_IMAGE_WIDTH, StockServiceError } from './stock.http';
import { stockAdapter, stockHttpError } from './index';

describe('stock photo sizes', () => {
  it('normalises the width to 1920 (spec §7) keeping the ratio', () => {
    expect(STOCK_IMAGE_WIDTH).toBe(1920);
    expect(scaledToWidth({ width: 6000, height: 4000 }, STOCK_IMAGE_WIDTH)).toEqual({ width: 1920, height: 1280 });
    expect(fittedInBox({ width: 3000, height: 4500 }, 1280)).toEqual({ width: 853, height: 1280 });
    expect(fittedInBox({ width: 800, height: 600 }, 1280)).toEqual({ width: 800, height: 600 });
  });
});

describe('stockAdapter', () => {
  it('fails every call as unavailable when the service is not configured', async () => {
    const adapter = stockAdapter('unsplash', { unsplash: null, pixabay: null });
    await expect(adapter.search({ searchString: 'shop' })).rejects.toMatchObject({
      provider: 'unsplash',
      reason: 'unavailable',
    });
    await expect(adapter.photo('x')).rejects.toBeInstanceOf(StockServiceError);
  });
});

describe('stockHttpError', () => {
  it('answers 502 with each service’s message, 422 dnd.pixabayError for a missing photo', () => {
    expect(stockHttpError(new StockServiceError('unsplash', 'unavailable'))).toMatchObject({
      status: 502,
      body: { message: "Can't get media from the image service", code: 'media.imageServiceError' },
    });
    expect(stockHttpError(new StockServiceError('pixabay', 'unavailable'))).toMatchObject({
      status: 502,
      body: { message: "Can't get media from the stock-photo service", code: 'dnd.pixabayError' },
    });
    expect(stockHttpError(new StockServiceError('unsplash', 'notFound'))).toMatchObject({
      status: 422,
      body: { code: 'dnd.pixabayError' },
    });
  });
});
