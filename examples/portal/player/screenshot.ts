import { PLAYER_API, pathOf } from '@screenplay/core/contract';
import { deviceAuthorization, type PlayerCredentials } from '@screenplay/hooks/player';
import { domToBlob } from 'modern-screenshot';

/** Screenshots are JPEG at this quality: a fraction of a PNG's size for a photo-like screen (ours). */
export const SCREENSHOT_QUALITY = 0.8;

/** Screenshots are at most this many pixels wide (ours: a 4K screen is halved). */
export const SCREENSHOT_MAX_WIDTH = 1920;

/**
 * Captures what `node` shows (the player's whole viewport: the stage, its letterbox and the brightness veil;
 * each video's current frame drawn in by modern-screenshot) as a JPEG and uploads it to
 * `POST player/screenshots?requestId=`. This module is loaded only when a screenshot is asked for, so the
 * capture library is not part of the player's first load.
 */
export async function captureAndUpload(
  node: HTMLElement,
  requestId: string,
  credentials: PlayerCredentials,
  apiBase: string,
): Promise<void> {
  const width = node.offsetWidth || window.innerWidth;
  const blob = await domToBlob(node, {
    type: 'image/jpeg',
    quality: SCREENSHOT_QUALITY,
    backgroundColor: '#000',
    scale: Math.min(1, SCREENSHOT_MAX_WIDTH / Math.max(1, width)),
    // Web fonts are not embedded: embedding reads the page's style sheets through an inline <style>, which the
    // page's CSP (style-src 'self') refuses; the screenshot shows the text in a device font, the screen does not.
    font: false,
  });
  const url = new URL(pathOf(PLAYER_API.uploadScreenshot, {}), apiBase);
  url.searchParams.set('requestId', requestId);
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: deviceAuthorization(credentials), 'Content-Type': 'image/jpeg' },
    body: blob,
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`screenshots answered ${response.status}`);
}
