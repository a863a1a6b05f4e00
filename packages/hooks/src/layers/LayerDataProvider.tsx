import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { FeedStore } from './createFeedStore';
import type { FontLoader } from './createFontLoader';
import type { ForecastStore } from './createForecastStore';

/** The stores layer data comes from: forecasts, social feeds and fonts (created once by the app). */
export interface LayerDataStores {
  forecasts: ForecastStore;
  feeds: FeedStore;
  fonts: FontLoader;
}

/** Props of {@link LayerDataProvider}. */
export interface LayerDataProviderProps {
  stores: LayerDataStores;
  children?: ReactNode;
}

const LayerDataContext = createContext<LayerDataStores | null>(null);

/**
 * Provides the layer data stores to `useForecast`, `useFeed` and `useFonts`.
 * @example
 * const stores = { forecasts: createForecastStore(api), feeds: createFeedStore(api), fonts: createFontLoader(api) };
 * <LayerDataProvider stores={stores}><Editor /></LayerDataProvider>
 */
export function LayerDataProvider({ stores, children }: LayerDataProviderProps) {
  return <LayerDataContext.Provider value={stores}>{children}</LayerDataContext.Provider>;
}

/** The provided layer data stores; throws a clear error outside {@link LayerDataProvider}. */
export function useLayerData(hookName = 'useLayerData'): LayerDataStores {
  const stores = useContext(LayerDataContext);
  if (!stores) throw new Error(`${hookName} must be used inside <LayerDataProvider>`);
  return stores;
}
