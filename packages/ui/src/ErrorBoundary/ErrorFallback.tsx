import { useContext } from 'react';
import { IntlContext } from 'react-intl';
import { PopupHost } from '../PopupHost/PopupHost';
import type { PopupView } from '../PopupHost/popup.types';
import { ScreenplayIntlProvider } from '../ScreenplayIntlProvider/ScreenplayIntlProvider';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';

/** The spec's error dialog: 'Something went wrong' with OK (spec authoring §4, §8: "a message with OK"). */
const ERROR_DIALOG: readonly PopupView[] = [
  { id: 0, kind: 'message', messageKey: M.somethingWentWrong, confirmLabelKey: M.ok },
];

/**
 * The error screen: the error dialog over an empty page; answering it (OK, or closing it) reloads the page, and
 * nothing reloads before (spec authoring §4: an unhandled error shows 'Something went wrong' and reloads).
 */
export function ErrorFallback({ reload, className }: { reload: () => void; className?: string }) {
  // The boundary may sit above the intl provider (or the provider itself may have failed): fall back to English.
  const intl = useContext(IntlContext);
  const dialog = <PopupHost popups={ERROR_DIALOG} onResolve={() => reload()} />;
  return (
    <div data-scope="error-boundary" data-part="root" className={className}>
      {intl ? dialog : <ScreenplayIntlProvider>{dialog}</ScreenplayIntlProvider>}
    </div>
  );
}
