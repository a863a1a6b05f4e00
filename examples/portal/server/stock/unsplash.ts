import { type } from 'arktype';
import type { StockPhoto, StockSearchBody } from '@screenplay/core/library';
import type { StockServiceConfig } from '../config';
import { fetchStockJson, scaledToWidth, STOCK_IMAGE_WIDTH, STOCK_PER_PAGE, type StockAdapter } from './stock.http';

/**
 * The spec's "image service", spoken in the Unsplash API format: `GET /search/photos`, `GET /photos/{id}`
 * with `Authorization: Client-ID <key>`; a photo is fetched from its `urls.raw` at `w=1920`.
 */

/** The fields of an Unsplash photo we read (the answers carry many more). */
const unsplashPhoto = type({
  id: 'string',
  width: 'number > 0',
  height: 'number > 0',
  'description?': 'string | null',
  'alt_description?': 'string | null',
  urls: { raw: 'string.url', 'small?': 'string.url', thumb: 'string.url' },
  'links?': { 'download_location?': 'string' },
  'user?': { 'name?': 'string | null' },
});
type UnsplashPhoto = typeof unsplashPhoto.infer;

const unsplashSearch = type({ total: 'number', total_pages: 'number', results: unsplashPhoto.array() });

/** The photo's raw URL asking for the normalised width (imgix parameters; the raw URL already has a query). */
function atNormalisedWidth(raw: string): string {
  const url = new URL(raw);
  url.searchParams.set('w', String(STOCK_IMAGE_WIDTH));
  return url.toString();
}

function descriptionOf(photo: UnsplashPhoto): string {
  return (photo.description ?? photo.alt_description ?? '').trim() || `Unsplash photo ${photo.id}`;
}

function toStockPhoto(photo: UnsplashPhoto): StockPhoto {
  return {
    id: photo.id,
    provider: 'unsplash',
    description: descriptionOf(photo),
    author: photo.user?.name ?? '',
    thumbUrl: photo.urls.small ?? photo.urls.thumb,
    url: atNormalisedWidth(photo.urls.raw),
    ...scaledToWidth(photo, STOCK_IMAGE_WIDTH),
  };
}

/** An adapter for a configured Unsplash-format service. */
export function unsplashAdapter(service: StockServiceConfig): StockAdapter {
  const headers = { authorization: `Client-ID ${service.apiKey}`, 'accept-version': 'v1' };

  return {
    provider: 'unsplash',
    async search(body: StockSearchBody) {
      const page = body.page ?? 1;
      const query = new URLSearchParams({
        query: body.searchString,
        page: String(page),
        per_page: String(STOCK_PER_PAGE),
      });
      if (body.orientation) query.set('orientation', body.orientation);
      const answer = await fetchStockJson('unsplash', `${service.apiUrl}/search/photos?${query}`, unsplashSearch, {
        headers,
      });
      return { results: answer.results.map(toStockPhoto), page, total: answer.total, totalPages: answer.total_pages };
    },
    async photo(id: string) {
      const photo = await fetchStockJson(
        'unsplash',
        `${service.apiUrl}/photos/${encodeURIComponent(id)}`,
        unsplashPhoto,
        {
          headers,
          notFoundStatuses: [404],
        },
      );
      const url = atNormalisedWidth(photo.urls.raw);
      const location = photo.links?.download_location;
      // Unsplash's API guidelines ask to call `download_location` when a photo is used; only a location on
      // the configured API origin is called, so the key is never sent anywhere else.
      const isOwnLocation =
        location !== undefined && URL.canParse(location) && new URL(location).origin === new URL(service.apiUrl).origin;
      const confirmUse = async () => {
        await fetchStockJson('unsplash', location ?? '', type('object'), { headers }).catch(() => undefined);
      };
      return isOwnLocation ? { url, name: descriptionOf(photo), confirmUse } : { url, name: descriptionOf(photo) };
    },
  };
}
