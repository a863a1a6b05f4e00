import type { PlaylistItem, Scene, Section } from '@screenplay/core';
import { defaultLayer } from '@screenplay/core/widgets';
import { ApiError, endpointCall, type ApiClient, type ApiRequests } from '@screenplay/hooks';
import { createFeedStore, createFontLoader, createForecastStore, type LayerDataStores } from '@screenplay/hooks/layers';

const box = { left: 100, top: 100, width: 400, height: 200 };

/** Test fixture: a stored playlist item of section 12 with a text layer saying `text`. */
export function itemFixture(id: number, text: string, duration = 15): PlaylistItem {
  const layer = defaultLayer('Text', box, 1);
  return {
    id,
    parentId: null,
    layers: [{ ...layer, content: { ...layer.content, text } }],
    hidden: false,
    markAsDeleted: false,
    duration,
    styles: {},
  };
}

/** Test fixture: section 12 'Hero' (1440 × 930) of scene 4, playing items 30 and 31. */
export const HERO: Section = {
  id: 12,
  name: 'Hero',
  top: 0,
  left: 0,
  width: 1440,
  height: 930,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems: [itemFixture(30, 'Welcome'), itemFixture(31, 'New prices', 20)],
  itemsOrder: [30, 31],
  background: 'rgba(18,52,86,1)',
  order: 1,
  parentId: null,
  markAsDeleted: false,
};

/** Test fixture: scene 4 'Welcome screen' (1920 × 1080) with the Hero section. */
export const WELCOME: Scene = {
  id: 4,
  name: 'Welcome screen',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: false,
  sections: [HERO],
  tags: [],
  folderIds: [],
  screensCount: 0,
  updatedAt: '2024-03-30T08:00:00Z',
  updatedBy: 'Ada Acme',
  thumbnail: null,
};

/** Test fixture: layer data stores over an API that lists no fonts or social accounts and knows nothing else. */
export function layerDataFixture(): LayerDataStores {
  const empty: Record<string, unknown> = { fonts: [], 'instagram/accounts': [], 'facebook/accounts': [] };
  const notFound = () =>
    Promise.reject(new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Item not found' }));
  const get = (url: string) => (url in empty ? Promise.resolve({ data: empty[url] }) : notFound());
  const requests = { get, post: notFound, patch: notFound, put: notFound, delete: notFound } as unknown as ApiRequests;
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  const quiet = { onError: () => undefined };
  return {
    forecasts: createForecastStore(api, quiet),
    feeds: createFeedStore(api, quiet),
    fonts: createFontLoader(api, quiet),
  };
}
