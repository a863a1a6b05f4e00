import { useEffect, useRef } from 'react';

/** The attribute of a link that asks before leaving itself (the guard leaves its clicks alone). */
export const LEAVE_GUARD_ATTRIBUTE = 'data-leave-guard';

/** The part of the Navigation API's `navigate` event the guard reads (not in every TypeScript DOM library yet). */
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string };
}

/** The part of `window.navigation` the guard uses. */
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  traverseTo(key: string): unknown;
}

/** A plain left click on a link the browser would follow in this tab, to another page of this origin. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if ((link.target && link.target !== '_self') || link.closest(`[${LEAVE_GUARD_ATTRIBUTE}]`)) return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  return url.pathname === here.pathname && url.search === here.search ? null : link;
}

/**
 * Asks before unsaved work is left, whichever way (issue 24): a reload or a closed tab (`beforeunload`, the browser's
 * own question), a link of the page — a single-page app's router link included, as its click is stopped before the
 * router sees it and clicked again once the user agrees — and the browser's back and forward (stopped by the Navigation
 * API's `navigate` event where there is one and gone through once the user agrees; elsewhere the address is put back
 * on `popstate`, then `history.back()` once the user agrees). `hasUnsavedWork` is read at the moment of leaving; `ask`
 * resolves true to leave. Links marked with {@link LEAVE_GUARD_ATTRIBUTE} ask themselves and are left alone.
 * @example
 * useNavigationGuard(() => editor.$isDirty.peek(), () => popups.confirm('Leave without saving?'));
 */
export function useNavigationGuard(hasUnsavedWork: () => boolean, ask: () => Promise<boolean>): void {
  const latest = useRef({ hasUnsavedWork, ask });
  latest.current = { hasUnsavedWork, ask };
  // The address of the guarded page as last rendered (a back button changes the address before anything renders).
  const address = useRef('');
  address.current = typeof window === 'undefined' ? '' : window.location.href;

  useEffect(() => {
    let isLeaving = false;
    let isAsking = false;
    const isGuarded = () => !isLeaving && latest.current.hasUnsavedWork();
    const confirmThen = (leave: () => void) => {
      if (isAsking) return;
      isAsking = true;
      void latest.current.ask().then((isLeavingNow) => {
        isAsking = false;
        if (!isLeavingNow) return;
        isLeaving = true;
        leave();
      });
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isGuarded()) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link || !isGuarded()) return;
      event.preventDefault();
      event.stopPropagation();
      confirmThen(() => link.click());
    };
    const onPopState = () => {
      if (isAsking) {
        window.history.pushState(window.history.state, '', address.current);
        return;
      }
      if (!isGuarded()) return;
      window.history.pushState(window.history.state, '', address.current);
      confirmThen(() => window.history.back());
    };
    // Where the browser has the Navigation API (Chromium), a back or forward is stopped before the address changes,
    // so a router never renders the page left: `popstate` comes too late there (the route may already be gone).
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    const onNavigate = (event: NavigateEventLike) => {
      if (event.navigationType !== 'traverse' || !event.cancelable || !isGuarded()) return;
      event.preventDefault();
      const key = event.destination.key;
      confirmThen(() => navigation?.traverseTo(key));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    // Capturing: at the window, before a router's own listener reads the address and renders the page left.
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, []);
}
