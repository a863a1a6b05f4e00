/**
 * The web player's service worker (scope `/player`): the app shell precached (its file list injected at build
 * time), the content document network-first with the last one played whole as fallback, and media cache-first from the
 * cache the page's preload fills before a switch (videos answered by ranges from the whole cached file). With
 * the server or the network gone, the player reloads and plays from here.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CONTENT_NETWORK_TIMEOUT_S, PLAYER_API_PATH, PLAYER_CONTENT_CACHE, PLAYER_MEDIA_CACHE } from './cacheNames';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** The little of the service worker scope this file uses (the project's typecheck has the DOM library, not WebWorker's). */
interface ServiceWorkerScopeLike {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
}

declare const self: ServiceWorkerScopeLike;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
// `/player` and `/player/` are the page; the shell's files are listed by the build.
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => (url.pathname === '/player' ? [new URL('/player/index.html', url.origin)] : []),
});

// The content: from the network, or, when the server cannot be reached, the last one the page played whole
// (the page writes it to the cache after its media are in; a network answer is never written here, so an
// offline reload never starts a content whose media did not all arrive).
registerRoute(
  ({ url, request }) => url.pathname === `${PLAYER_API_PATH}content` && request.method === 'GET',
  new NetworkFirst({
    cacheName: PLAYER_CONTENT_CACHE,
    networkTimeoutSeconds: CONTENT_NETWORK_TIMEOUT_S,
    plugins: [{ cacheWillUpdate: async () => null }],
  }),
);

/** Media: uploads, fonts and pictures of other hosts (stock photos) the scenes show. */
registerRoute(
  ({ url, request, sameOrigin }) =>
    request.method === 'GET' &&
    (sameOrigin
      ? url.pathname.startsWith('/media/') || url.pathname.startsWith('/fonts/')
      : request.destination === 'image'),
  new CacheFirst({ cacheName: PLAYER_MEDIA_CACHE, plugins: [new RangeRequestsPlugin()] }),
);
