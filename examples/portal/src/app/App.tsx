import { EN_MESSAGES } from '@screenplay/core/messages';
import { ScreenplayProvider, loadMessages, useLoader, useSessionRefreshOnFocus, useValue } from '@screenplay/hooks';
import { ErrorBoundary, PopupHost, ScreenplayIntlProvider, ToastViewport } from '@screenplay/ui';
import { useEffect, useMemo } from 'react';
import { Router } from 'wouter';
import type { PortalStores } from './createPortalStores';
import { PortalProvider } from './PortalContext';
import { AppRoutes } from './AppRoutes';
import { useBrand } from './useBrand';
import { reportClientError, useUnhandledErrors } from './useUnhandledErrors';

/** Reads the English catalogue the server publishes (resellers may override texts there). */
async function fetchCatalogue(): Promise<Record<string, string>> {
  const response = await fetch('/locales/en.json');
  if (!response.ok) throw new Error(`Message catalogue answered ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

/**
 * The portal: providers (messages, stores, error boundary), the toasts and popups, and the routes.
 * The bundled catalogue renders at once; the served one replaces it when it arrives. An unhandled error (a render
 * error caught by the boundary, or the window's) shows the error dialog and reloads once it is answered.
 */
export function App({ stores }: { stores: PortalStores }) {
  const served = useLoader(() => loadMessages(fetchCatalogue), [], {
    onError: (error) => console.warn('Keeping the bundled message catalogue:', error),
  });
  const messages = useMemo(() => (served.data ? { ...EN_MESSAGES, ...served.data } : EN_MESSAGES), [served.data]);

  useEffect(() => {
    void stores.session.restore();
  }, [stores]);
  useSessionRefreshOnFocus(stores.session);
  const look = useBrand(stores, messages);
  useUnhandledErrors(stores, look.messages);

  return (
    <ScreenplayIntlProvider messages={look.messages} locale={look.locale}>
      <ErrorBoundary onError={(error) => reportClientError(stores, error)}>
        <ScreenplayProvider stores={stores}>
          <PortalProvider stores={stores}>
            <Router>
              <AppRoutes />
            </Router>
            <Toasts stores={stores} />
            <Popups stores={stores} />
          </PortalProvider>
        </ScreenplayProvider>
      </ErrorBoundary>
    </ScreenplayIntlProvider>
  );
}

function Toasts({ stores }: { stores: PortalStores }) {
  const toasts = useValue(stores.toasts.$toasts);
  return <ToastViewport toasts={toasts} onClose={stores.toasts.close} />;
}

function Popups({ stores }: { stores: PortalStores }) {
  const popups = useValue(stores.popups.$popups);
  return <PopupHost popups={popups} onResolve={stores.popups.resolve} />;
}
