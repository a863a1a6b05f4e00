/**
 * The caches the web player's service worker and page share (ours). The page's preload writes every media
 * file of a new content into {@link PLAYER_MEDIA_CACHE} before switching to it; the service worker answers
 * media from there first (ranges for videos), so the player plays on without the network.
 */
export const PLAYER_MEDIA_CACHE = 'screenplay-player-media-v1';

/** The last content document answered (network first, this when the server cannot be reached). */
export const PLAYER_CONTENT_CACHE = 'screenplay-player-content-v1';

/**
 * Where the player's API lives (the reference server): the service worker matches the content's URL by it. Written
 * out rather than read from core's contract, which would bring the schemas into the worker; cacheNames.test.ts holds
 * it to the contract's `PLAYER_API.content`.
 */
export const PLAYER_API_PATH = '/api/v1/player/';

/** How long the service worker waits for the content before it answers from cache (ours). */
export const CONTENT_NETWORK_TIMEOUT_S = 10;
