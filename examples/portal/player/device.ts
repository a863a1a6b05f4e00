/**
 * What the browser offers a screen: persistent storage (so the cached content is not evicted) and a screen
 * wake lock (so the display does not sleep), each asked for where it exists and quietly skipped where not.
 */

/** Asks for persistent storage; resolves whether it is granted (false where the browser has no such thing). */
export async function persistStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

interface WakeLockSentinelLike {
  readonly released: boolean;
  addEventListener(type: 'release', listener: () => void): void;
}

/**
 * Holds a screen wake lock while the page is visible: asked for now and again whenever the page becomes
 * visible (the browser releases it when the page is hidden). Returns the function that stops asking.
 */
export function keepScreenAwake(): () => void {
  const wakeLock = (
    navigator as Navigator & {
      wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
    }
  ).wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: WakeLockSentinelLike | null = null;
  const acquire = async () => {
    if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await wakeLock.request('screen');
    } catch {
      // Refused (no user activation yet, battery saver): asked again on the next visibility change.
    }
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => document.removeEventListener('visibilitychange', onVisibility);
}

/** Registers the player's service worker (its scope is `/player`, so `/player` itself is served offline too). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/player/sw.js', { scope: '/player' });
  } catch {
    // Not offered (an insecure origin): the player works online only.
  }
}
