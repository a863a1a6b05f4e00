import { signal } from '@preact/signals-core';
import { API_BASE_PATH, PLAYER_API, pathOf } from '@screenplay/core/contract';
import type { BrandDto } from '@screenplay/core/tenant';
import {
  connectPlayerEvents,
  createFetchPlayerTransport,
  createPlayerFontLoader,
  createPlayerStore,
  localCredentialStorage,
  type PlayerCredentials,
} from '@screenplay/hooks/player';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { PLAYER_MESSAGES } from 'virtual:player-messages';
import { loadPlayerBrand } from './brand';
import { keepScreenAwake, persistStorage, registerServiceWorker } from './device';
import { PlayerApp } from './PlayerApp';
import { forgetContent, preloadIntoCache, rememberContent } from './preload';

/** The scenes' web fonts, added to the page once each (from the media cache). */
const loadFonts = createPlayerFontLoader({ FontFace, fonts: document.fonts });

/**
 * The web player's entry (`/player`): the store with the fetch transport (the device token in localStorage,
 * media put into the service worker's cache before a switch), the screen's event stream while paired, the
 * service worker, persistent storage and a screen wake lock, and the page.
 */
const apiBase = new URL(`${API_BASE_PATH}/`, location.origin).href;
const rootElement = document.getElementById('player');

/** What the player tells the server about its device: the user agent, the display's CSS size and the zone. */
const describeDevice = () => ({
  userAgent: navigator.userAgent,
  displaySize: `${window.screen.width}x${window.screen.height}`,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

const store = createPlayerStore({
  transport: createFetchPlayerTransport({
    baseUrl: apiBase,
    device: describeDevice,
    // Media and font files whole in the cache first; then the fonts are added, so the scene starts in its faces.
    preload: async (content) => {
      await preloadIntoCache(content);
      await loadFonts(content.fonts ?? []);
    },
  }),
  storage: localCredentialStorage(),
  deviceInfo: describeDevice,
  onReload: () => location.reload(),
  onScreenshotRequest: (requestId) => {
    const credentials = store.$credentials.peek();
    if (!credentials || !rootElement) return;
    void import('./screenshot')
      .then(({ captureAndUpload }) => captureAndUpload(rootElement, requestId, credentials, apiBase))
      .catch((error: unknown) => console.warn('Screenshot failed', error));
  },
});

// The content played whole is what the service worker answers offline; a removed screen's is dropped.
store.$content.subscribe((content) => {
  if (content) void rememberContent(content).catch(() => {});
});

// The screen's customer's brand (its reseller's colours and product name), read again with each content version: a
// brand change reaches a screen with its next content, and an unpaired player drops it (a failed read keeps it).
const $brand = signal<BrandDto | null>(null);
store.$content.subscribe(() => {
  void loadPlayerBrand(document.documentElement, store.$credentials.peek(), apiBase).then((brand) => {
    if (brand !== undefined) $brand.value = brand;
  });
});

// The screen's messages stream while paired; a new pairing (other credentials) opens a new stream.
let closeEvents: (() => void) | null = null;
let streaming: PlayerCredentials | null = null;
store.$credentials.subscribe((credentials) => {
  if (credentials === streaming) return;
  closeEvents?.();
  closeEvents = null;
  const wasPaired = streaming !== null;
  streaming = credentials;
  if (!credentials) {
    if (wasPaired) void forgetContent().catch(() => {});
    return;
  }
  closeEvents = connectPlayerEvents({
    url: new URL(pathOf(PLAYER_API.events, {}), apiBase).href,
    credentials,
    onMessage: (message) => store.receive(message),
    onReconnect: () => void store.refresh(),
    onUnpaired: () => store.receive({ name: 'unpaired', data: {} }),
  });
});

if (rootElement) {
  createRoot(rootElement).render(
    <IntlProvider locale={navigator.language || 'en-GB'} defaultLocale="en-GB" messages={PLAYER_MESSAGES}>
      <PlayerApp store={store} brand={$brand} addScreenAddress={`${location.origin}/screens/add_screen`} />
    </IntlProvider>,
  );
}
void registerServiceWorker();
void persistStorage();
keepScreenAwake();
void store.start();
