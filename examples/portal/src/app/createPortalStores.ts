import {
  createApiClient,
  createPopupStore,
  createSessionStore,
  createToastStore,
  type ApiClient,
  type PopupStore,
  type SessionStore,
  type ToastStore,
} from '@screenplay/hooks';
import { navigate } from 'wouter/use-browser-location';

/** Where the reference API server answers; the portal is served from the same origin. */
export const API_BASE_URL = '/api/v1';

/** The portal's stores, created once per page load and provided to the React tree. */
export interface PortalStores {
  api: ApiClient;
  session: SessionStore;
  toasts: ToastStore;
  popups: PopupStore;
}

/**
 * Creates every store the portal uses, wired to the browser: the API client reads the session's
 * token, a 401 clears the session and sends the user to the login page with `p` and `q`.
 */
export function createPortalStores(storage: Storage = window.localStorage): PortalStores {
  const toasts = createToastStore();
  const popups = createPopupStore();
  // The API client needs the session for 401s and the session needs the client: bind late.
  let session: SessionStore | undefined;
  const api = createApiClient({
    baseURL: API_BASE_URL,
    getToken: () => storage.getItem('accessToken'),
    onUnauthorized: () => session?.handleUnauthorized(),
  });
  session = createSessionStore({
    api,
    storage,
    navigate: (to) => navigate(to, { replace: true }),
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  });
  return { api, session, toasts, popups };
}
