import type { PlayerContent } from '@screenplay/core/screens';
import { PRELOAD_PARALLEL } from '@screenplay/hooks/player';
import { PLAYER_MEDIA_CACHE } from './cacheNames';

/**
 * Puts every media file of `content` into the player's media cache, each downloaded whole, before the content
 * is switched to: files already cached are kept, a failed download rejects (the store then reports NotSync and
 * goes on playing the old content). Files of another origin (stock photos) are cached as opaque answers,
 * which images play from. Without the Cache API (an insecure origin) each file is fetched once instead.
 */
export async function preloadIntoCache(content: PlayerContent, origin: string = location.origin): Promise<void> {
  const urls = [...new Set(content.media.map((url) => new URL(url, origin).href))];
  const cache = typeof caches === 'undefined' ? null : await caches.open(PLAYER_MEDIA_CACHE);
  const download = async (url: string) => {
    if (cache && (await cache.match(url))) return;
    const isSameOrigin = new URL(url).origin === origin;
    const response = await fetch(url, isSameOrigin ? { credentials: 'same-origin' } : { mode: 'no-cors' });
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
