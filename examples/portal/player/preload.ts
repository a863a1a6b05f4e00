import type { PlayerContent } from '@screenplay/core/screens';
import { PRELOAD_PARALLEL } from '@screenplay/hooks/player';
import { PLAYER_API_PATH, PLAYER_CONTENT_CACHE, PLAYER_MEDIA_CACHE } from './cacheNames';

/** Answers that mean the file does not exist (rather than "not now"): 404 Not Found, 410 Gone. */
const MISSING_STATUSES = new Set([404, 410]);

/**
 * Puts every media file of `content` into the player's media cache, each downloaded whole, before the content
 * is switched to: files already cached are kept, a file the server does not have is skipped, any other failure rejects (the store then reports NotSync and
 * goes on playing the old content). Files of another origin (stock photos) are cached as opaque answers,
 * which images play from. Without the Cache API (an insecure origin) each file is fetched once instead.
 */
export async function preloadIntoCache(content: PlayerContent, origin: string = location.origin): Promise<void> {
  const urls = [...new Set(content.media.map((url) => new URL(url, origin).href))];
  const cache = typeof caches === 'undefined' ? null : await caches.open(PLAYER_MEDIA_CACHE);
  const download = async (url: string) => {
    const cached = cache ? await cache.match(url) : undefined;
    if (cached && !MISSING_STATUSES.has(cached.status)) return;
    const isSameOrigin = new URL(url).origin === origin;
    let response: Response;
    try {
      response = await fetch(url, isSameOrigin ? { credentials: 'same-origin' } : { mode: 'no-cors' });
    } catch (error) {
      // Offline: a file the server said is missing stays missing; anything else must still arrive.
      if (cached) return;
      throw error;
    }
    // A file the server says is gone cannot arrive by waiting: its layer shows its empty, named box (as in the
    // portal's preview) rather than keeping the whole screen on old content for ever. The answer is kept, so an
    // offline reload knows it too; online, it is asked for again each time.
    if (isSameOrigin && MISSING_STATUSES.has(response.status)) {
      if (cache) await cache.put(url, response);
      return;
    }
    if (isSameOrigin && !response.ok) throw new Error(`${url} answered ${response.status}`);
    if (cache) await cache.put(url, response);
    else await response.arrayBuffer();
  };
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) await download(url);
  };
  await Promise.all(Array.from({ length: Math.min(PRELOAD_PARALLEL, queue.length) }, worker));
}

/** The content document's URL, the key it is cached under. */
export function contentUrl(origin: string = location.origin): string {
  return new URL(`${PLAYER_API_PATH}content`, origin).href;
}

/**
 * Keeps `content` as the answer the service worker gives for `GET player/content` while the server cannot be
 * reached. Written by the page only once every media file of it is in the media cache (the store switches to a
 * content only then), so a player reloaded offline never starts a content it cannot play whole.
 */
export async function rememberContent(content: PlayerContent): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(PLAYER_CONTENT_CACHE);
  await cache.put(
    contentUrl(),
    new Response(JSON.stringify(content), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** Drops the remembered content and media (the screen was removed: nothing of it is played again). */
export async function forgetContent(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(PLAYER_CONTENT_CACHE), caches.delete(PLAYER_MEDIA_CACHE)]);
}
