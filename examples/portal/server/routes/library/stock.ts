import { Hono, type Context } from 'hono';
import { LIBRARY_API } from '@screenplay/core/contract';
import type { StockProvider } from '@screenplay/core/library';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { stockAdapter, stockHttpError } from '../../stock';

/**
 * `POST library/unsplash` and `POST library/pixabay` `{ searchString, orientation?, page? }` ->
 * `StockSearchPage`. A service that is unconfigured, unreachable or answers nonsense gives 502 with the
 * spec's message ("Can't get media from the image service", code `media.imageServiceError`; the second
 * service: `dnd.pixabayError`). Mounted behind `requireAuth` by routes/library/index.ts.
 */
export function stockRoutes({ config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const search = async (c: Context<AppEnv>, provider: StockProvider) => {
    const body = await contractBody(c, LIBRARY_API[provider]);
    try {
      return contractJson(c, LIBRARY_API[provider], {
        data: await stockAdapter(provider, config.stockPhotos).search(body),
      });
    } catch (error) {
      throw stockHttpError(error);
    }
  };

  app.post('/unsplash', (c) => search(c, 'unsplash'));
  app.post('/pixabay', (c) => search(c, 'pixabay'));
  return app;
}
