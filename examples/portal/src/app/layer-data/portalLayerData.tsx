import type { ApiClient, ApiError } from '@screenplay/hooks';
import {
  LayerDataProvider,
  createFeedStore,
  createFontLoader,
  createForecastStore,
  type LayerDataStores,
} from '@screenplay/hooks/layers';
import type { ReactNode } from 'react';
import { usePortal } from '../PortalContext';

const storesByApi = new WeakMap<ApiClient, LayerDataStores>();

/** Forecast, feed and font failures are logged, not shown (spec §8: "Forecast and feed failures are logged or reported"). */
function logFailure(what: string): (error: ApiError) => void {
  return (error) => console.warn(`[${what}] ${error.text || error.messageKey}`);
}

/**
 * The layer data stores of the portal (forecasts, social feeds, fonts), created once per API client so every page
 * shares their caches: a forecast fetched by the preview is not fetched again by the playlist item editor.
 */
export function layerDataStores(api: ApiClient): LayerDataStores {
  let stores = storesByApi.get(api);
  if (!stores) {
    stores = {
      forecasts: createForecastStore(api, { onError: logFailure('forecast') }),
      feeds: createFeedStore(api, { onError: logFailure('feed') }),
      fonts: createFontLoader(api, { onError: logFailure('fonts') }),
    };
    storesByApi.set(api, stores);
  }
  return stores;
}

/** Provides the portal's layer data stores to `useForecast`, `useFeed` and `useFonts` below it. */
export function PortalLayerData({ children }: { children: ReactNode }) {
  const { api } = usePortal();
  return <LayerDataProvider stores={layerDataStores(api)}>{children}</LayerDataProvider>;
}
