import { signal } from '@preact/signals-core';
import type { PlayerCredentials } from '@screenplay/hooks/player';
import { type ApiError, createApiClient } from '@screenplay/hooks';
import {
  type FontLoader,
  LayerDataProvider,
  type LayerDataStores,
  createFeedStore,
  createForecastStore,
} from '@screenplay/hooks/layers';
import { type ReactNode, useMemo } from 'react';

/** Where the player reads its layers' data (the user routes' paths below it; the server's `player/data`). */
export const PLAYER_DATA_PATH = '/api/v1/player/data';

/**
 * The player's font loader for the layer stack: it loads nothing. The scenes' faces travel in the content
 * document and are added before a switch (`createPlayerFontLoader`), so `useFonts` never asks `GET fonts`.
 */
export const PLAYER_FONTS: FontLoader = {
  $families: signal([]),
  $loaded: signal(new Set<string>()),
  families: () => Promise.resolve([]),
  load: () => Promise.resolve(false),
  loadForLayers: () => Promise.resolve(),
};

/** Forecast and feed failures are logged (spec §8); the layer shows 'n/a' or its empty state. */
function logFailure(what: string): (error: ApiError) => void {
  return (error) => console.warn(`[${what}] ${error.text || error.messageKey}`);
}

/**
 * The layer data stores of a paired player: forecasts and feeds read from `player/data` with its device token
 * (`Authorization: Device <token>`), fonts left to the player's own loader. A 401 is the heartbeat's to notice
 * (the store turns unpaired), so the client ignores it.
 */
export function createPlayerLayerData(
  credentials: PlayerCredentials | null,
  baseURL = PLAYER_DATA_PATH,
): LayerDataStores {
  const api = createApiClient({
    baseURL,
    getToken: () => credentials?.deviceToken ?? null,
    authScheme: 'Device',
    onUnauthorized: () => {},
  });
  return {
    forecasts: createForecastStore(api, { onError: logFailure('forecast') }),
    feeds: createFeedStore(api, { onError: logFailure('feed') }),
    fonts: PLAYER_FONTS,
  };
}

/** Provides the layer data of the paired screen (new stores, so new caches, for new credentials). */
export function PlayerLayerData({
  credentials,
  children,
}: {
  credentials: PlayerCredentials | null;
  children: ReactNode;
}) {
  const stores = useMemo(() => createPlayerLayerData(credentials), [credentials]);
  return <LayerDataProvider stores={stores}>{children}</LayerDataProvider>;
}
