import { SYSTEM_API } from '@screenplay/core/contract';
import { createUnhandledErrors, type UnhandledErrors } from '@screenplay/hooks';
import { useEffect, useMemo, useRef } from 'react';
import type { PortalStores } from './createPortalStores';

const reloadPage = () => window.location.reload();

/** Sends an unhandled interface error to the server's log; failures are silent (spec). */
export function reportClientError(stores: Pick<PortalStores, 'api'>, error: unknown): void {
  const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  stores.api.call(SYSTEM_API.logError, { body: { message, url: window.location.href } }).catch(() => undefined);
}

/**
 * Shows the error dialog for the window's errors and rejections nobody handled, and reloads once it is answered
 * (spec authoring §4); the error boundary at the root covers render errors the same way. The dialog's text is the
 * current catalogue's (a reseller may have reworded it).
 */
export function useUnhandledErrors(
  stores: Pick<PortalStores, 'api' | 'popups'>,
  messages: Readonly<Record<string, string>>,
  reload: () => void = reloadPage,
): UnhandledErrors {
  const text = useRef(messages);
  text.current = messages;
  const unhandled = useMemo(
    () =>
      createUnhandledErrors({
        popups: stores.popups,
        message: () => text.current['errors.somethingWentWrong'] ?? 'Something went wrong',
        reload,
        report: (error) => reportClientError(stores, error),
      }),
    [stores, reload],
  );
  useEffect(() => unhandled.listen(window), [unhandled]);
  return unhandled;
}
