import { SESSION_REFRESH_ON_FOCUS_MIN_MS } from '@screenplay/core';
import { useEffect } from 'react';
import type { SessionStore } from './session.types';

/**
 * Reads the session again when the page comes back into view (the tab shown again, the window focused), at most
 * once per `minIntervalMs` (core's {@link SESSION_REFRESH_ON_FOCUS_MIN_MS}): what an admin changed meanwhile
 * (roles, workgroup grants) reaches the pages' routes, links and buttons without signing in again. The server
 * enforces every grant on each request whatever the page shows.
 */
export function useSessionRefreshOnFocus(
  session: Pick<SessionStore, 'refresh'>,
  minIntervalMs = SESSION_REFRESH_ON_FOCUS_MIN_MS,
  now: () => number = Date.now,
): void {
  useEffect(() => {
    let last = now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || now() - last < minIntervalMs) return;
      last = now();
      void session.refresh();
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [session, minIntervalMs, now]);
}
