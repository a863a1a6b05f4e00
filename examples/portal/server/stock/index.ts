import type { StockProvider } from '@screenplay/core/library';
import { englishText } from '@screenplay/core/messages';
import type { StockPhotoConfig } from '../config';
import { HttpError, unprocessableKeys } from '../http/errors';
import { pixabayAdapter } from './pixabay';
import { StockServiceError, unconfiguredAdapter, type StockAdapter } from './stock.http';
import { unsplashAdapter } from './unsplash';

export { STOCK_IMAGE_WIDTH, STOCK_PER_PAGE, STOCK_TIMEOUT_MS, StockServiceError } from './stock.http';
export type { StockAdapter, StockDownload } from './stock.http';

/** The adapter of a provider as configured (an unconfigured one fails every call as unavailable). */
export function stockAdapter(provider: StockProvider, config: StockPhotoConfig): StockAdapter {
  const service = config[provider];
  if (!service) return unconfiguredAdapter(provider);
  return provider === 'unsplash' ? unsplashAdapter(service) : pixabayAdapter(service);
}

/** The message key of a provider's failure (spec §8 "Image service failure"; the second service's dnd key). */
export function stockErrorKey(provider: StockProvider): 'media.imageServiceError' | 'dnd.pixabayError' {
  return provider === 'unsplash' ? 'media.imageServiceError' : 'dnd.pixabayError';
}

/**
 * The answer to a stock failure: 502 with the provider's message when the service is unconfigured,
 * unreachable or answers nonsense; 422 `dnd.pixabayError` when the photo is missing (spec §5: "Missing
 * stock-photo url or failed download: dnd.pixabayError"). Other errors pass through.
 */
export function stockHttpError(error: unknown): unknown {
  if (!(error instanceof StockServiceError)) return error;
  if (error.reason === 'notFound') {
    return unprocessableKeys({ file: ['dnd.pixabayError'] });
  }
  console.warn(`[stock] ${error.message}`);
  const key = stockErrorKey(error.provider);
  return new HttpError(502, { message: englishText(key), code: key });
}
