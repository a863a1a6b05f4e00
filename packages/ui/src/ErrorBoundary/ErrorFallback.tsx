import { useContext, useEffect } from 'react';
import { IntlContext } from 'react-intl';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';

/** Delay before the page reloads after an unhandled error (spec: "shows 'Something went wrong' and then reloads"; the delay is not shown, 3 s is ours). */
export const ERROR_RELOAD_DELAY_MS = 3000;

/** The error screen: an alert, then a reload after {@link ERROR_RELOAD_DELAY_MS} or at once on 'Reload now'. */
export function ErrorFallback({
  reload,
  reloadDelayMs,
  className,
}: {
  reload: () => void;
  reloadDelayMs: number;
  className?: string;
}) {
  // The boundary may sit above the intl provider (or the provider itself may have failed): fall back to English.
  const intl = useContext(IntlContext);
  const text = (id: string) => (intl ? intl.formatMessage({ id }) : (EN_MESSAGES[id] ?? id));

  useEffect(() => {
    const timer = setTimeout(reload, reloadDelayMs);
    return () => clearTimeout(timer);
  }, [reload, reloadDelayMs]);

  return (
    <div data-scope="error-boundary" data-part="root" role="alert" className={className}>
      <p data-part="message">{text(M.somethingWentWrong)}</p>
      <button type="button" data-part="reload" onClick={reload}>
        {text(M.reloadNow)}
      </button>
    </div>
  );
}
