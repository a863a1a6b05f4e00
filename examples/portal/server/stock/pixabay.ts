import { type } from 'arktype';
import type { StockOrientation, StockPhoto, StockSearchBody } from '@screenplay/core/library';
import type { StockServiceConfig } from '../config';
import {
  fetchStockJson,
  fittedInBox,
  STOCK_IMAGE_WIDTH,
  STOCK_PER_PAGE,
  StockServiceError,
  type StockAdapter,
} from './stock.http';

/**
 * The spec's "second stock-photo service", spoken in the Pixabay API format: `GET /?key&q&page&per_page`
 * and `GET /?key&id`. Its photos come at most 1920 px on their longer side (`fullHDURL`, given to
 * accounts with full API access) and otherwise at most 1280 px (`largeImageURL`).
 */

/** Longest query the service accepts (Pixabay: "may not exceed 100 characters"). */
export const PIXABAY_QUERY_MAX_LENGTH = 100;

/** Longer side of `largeImageURL` images (Pixabay API documentation). */
const LARGE_IMAGE_BOX = 1280;

/** Orientation parameter values of the service; squarish has none (all orientations). */
const ORIENTATIONS: Record<StockOrientation, string | null> = {
  landscape: 'horizontal',
  portrait: 'vertical',
  squarish: null,
};

const pixabayHit = type({
  id: 'number | string',
  'tags?': 'string',
  'user?': 'string',
  'previewURL?': 'string.url',
  'webformatURL?': 'string.url',
  largeImageURL: 'string.url',
  'fullHDURL?': 'string.url',
  imageWidth: 'number > 0',
  imageHeight: 'number > 0',
});
type PixabayHit = typeof pixabayHit.infer;

const pixabayAnswer = type({ total: 'number', totalHits: 'number', hits: pixabayHit.array() });

/** The largest image the answer offers and its size. */
function bestImage(hit: PixabayHit): { url: string; width: number; height: number } {
  const size = { width: hit.imageWidth, height: hit.imageHeight };
  return hit.fullHDURL
    ? { url: hit.fullHDURL, ...fittedInBox(size, STOCK_IMAGE_WIDTH) }
    : { url: hit.largeImageURL, ...fittedInBox(size, LARGE_IMAGE_BOX) };
}

function descriptionOf(hit: PixabayHit): string {
  return hit.tags?.trim() || `Pixabay photo ${hit.id}`;
}

function toStockPhoto(hit: PixabayHit): StockPhoto {
  return {
    id: String(hit.id),
    provider: 'pixabay',
    description: descriptionOf(hit),
    author: hit.user ?? '',
    thumbUrl: hit.webformatURL ?? hit.previewURL ?? hit.largeImageURL,
    ...bestImage(hit),
  };
}

/** An adapter for a configured Pixabay-format service. */
export function pixabayAdapter(service: StockServiceConfig): StockAdapter {
  const call = (params: Record<string, string>, notFoundStatuses: readonly number[] = []) =>
    fetchStockJson(
      'pixabay',
      `${service.apiUrl}/?${new URLSearchParams({ key: service.apiKey, ...params })}`,
      pixabayAnswer,
      { notFoundStatuses },
    );

  return {
    provider: 'pixabay',
    async search(body: StockSearchBody) {
      const page = body.page ?? 1;
      const params: Record<string, string> = {
        q: body.searchString.slice(0, PIXABAY_QUERY_MAX_LENGTH),
        page: String(page),
        per_page: String(STOCK_PER_PAGE),
        image_type: 'photo',
        safesearch: 'true',
      };
      const orientation = body.orientation ? ORIENTATIONS[body.orientation] : null;
      if (orientation) params.orientation = orientation;
      const answer = await call(params);
      return {
        results: answer.hits.map(toStockPhoto),
        page,
        total: answer.totalHits,
        totalPages: Math.ceil(answer.totalHits / STOCK_PER_PAGE),
      };
    },
    async photo(id: string) {
      // The service answers 400 for an id it does not know.
      const [hit] = (await call({ id }, [400, 404])).hits;
      if (!hit) throw new StockServiceError('pixabay', 'notFound', `no photo ${id}`);
      return { url: bestImage(hit).url, name: descriptionOf(hit) };
    },
  };
}
