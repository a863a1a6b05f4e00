import { ApiError } from '../api/ApiError';
import type { PopupStore } from './popups.types';

/** Dependencies of {@link createUnhandledErrors}. */
export interface UnhandledErrorsDeps {
  popups: PopupStore;
  /** The dialog's text, read when it opens ('Something went wrong' in the current catalogue). */
  message: () => string;
  /** Reloads the page; called once the dialog is answered, never before. */
  reload: () => void;
  /** Sends the error to the server's log (spec: `POST log/log-error`, failures silent). */
  report?: (error: unknown) => void;
  /** Errors that are someone's to handle, not a fault of the interface; {@link isExpectedError} by default. */
  isExpected?: (error: unknown) => boolean;
}

/** What {@link createUnhandledErrors} returns. */
export interface UnhandledErrors {
  /** Reports an error nobody handled and shows the error dialog (one at a time); answering it reloads the page. */
  show(error: unknown): void;
  /** Listens for a window's `error` and `unhandledrejection` events nobody handled; returns the way to stop. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

/** Chromium reports a ResizeObserver that could not deliver in one frame as an `error` event: benign, not ours. */
const RESIZE_OBSERVER_LOOP = /ResizeObserver loop/;

/**
 * Whether an error is expected rather than a fault of the interface: an API failure (pages toast the ones they
 * handle; spec §8: a request without response and unknown errors are only logged), or a refusal of the platform
 * (a `DOMException`: `play()` interrupted or not allowed, an aborted fetch, a denied clipboard).
 */
export function isExpectedError(error: unknown): boolean {
  return error instanceof ApiError || (typeof DOMException !== 'undefined' && error instanceof DOMException);
}

/**
 * The spec's answer to an unhandled interface error (authoring §4, accounts §4): the error dialog, 'Something went
 * wrong' with OK, and a reload when it is answered. `show` serves an error boundary; `listen` the window's errors
 * and unhandled rejections, skipping those a handler already took (`preventDefault`), expected ones (API
 * failures, platform refusals), script errors without an error object (another origin's) and ResizeObserver's
 * loop notice.
 * @example
 * const unhandled = createUnhandledErrors({ popups, message: () => t('errors.somethingWentWrong'), reload });
 * useEffect(() => unhandled.listen(window), [unhandled]);
 */
export function createUnhandledErrors(deps: UnhandledErrorsDeps): UnhandledErrors {
  const isExpected = deps.isExpected ?? isExpectedError;
  let isShowing = false;

  function show(error: unknown): void {
    deps.report?.(error);
    if (isShowing) return;
    isShowing = true;
    // Whatever the answer (OK, or the dialog closed), the page reloads: the state behind it cannot be trusted.
    void deps.popups.error(deps.message()).then(() => deps.reload());
  }

  const onError = (event: ErrorEvent) => {
    if (event.defaultPrevented || event.error == null || RESIZE_OBSERVER_LOOP.test(event.message)) return;
    if (isExpected(event.error)) return;
    show(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.defaultPrevented) return;
    if (isExpected(event.reason)) return;
    show(event.reason);
  };

  return {
    show,
    listen(target) {
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
}
