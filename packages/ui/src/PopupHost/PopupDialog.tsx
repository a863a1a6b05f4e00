import {
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { animated, type SpringValue } from '@react-spring/web';
import { useIntl } from 'react-intl';
import { POPUP_FOCUS_DELAY_MS, POPUP_FOCUS_DELAY_NO_ANIMATION_MS } from '@screenplay/core';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { firstFieldIn, focusIfConnected, trapTab } from '../internal/focus';
import type { PopupAction, PopupView } from './popup.types';

interface PopupDialogProps {
  popup: PopupView;
  /** Only the top popup takes keys and focus; the ones below are inert. */
  isTop: boolean;
  /** True while the close animation plays after the popup was resolved. */
  isLeaving: boolean;
  isReducedMotion: boolean;
  opacity: SpringValue<number>;
  scale: SpringValue<number>;
  onResolve: (id: PopupView['id'], action: PopupAction) => void;
}

/** The popup's content when it is something React can render (the popup store types it `unknown`). */
function renderableContent(content: unknown): ReactNode {
  const isRenderable =
    typeof content === 'string' || typeof content === 'number' || Array.isArray(content) || isValidElement(content);
  return isRenderable ? (content as ReactNode) : null;
}

/**
 * Whether the popup may confirm: `canConfirm` when given, else the store's `isValid()` re-read after every
 * render and after every change inside the popup (the form's state lives in its content, not here).
 */
function useCanConfirm(popup: PopupView): [boolean, () => void] {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [isValid, setValid] = useState(() => popup.isValid?.() ?? true);
  useLayoutEffect(() => {
    setValid(popup.isValid?.() ?? true);
  });
  return [popup.canConfirm ?? isValid, rerender];
}

/** One modal popup: title, message or content, and its buttons; focus is trapped and restored on close. */
export function PopupDialog({ popup, isTop, isLeaving, isReducedMotion, opacity, scale, onResolve }: PopupDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const isActive = isTop && !isLeaving;
  const [canConfirm, recheckValidity] = useCanConfirm(popup);
  const format = (key: string) => intl.formatMessage({ id: key }, popup.values);
  const title = popup.title ?? (popup.titleKey ? format(popup.titleKey) : undefined);
  const message = popup.message ?? (popup.messageKey ? format(popup.messageKey) : undefined);

  // Remember who had focus before the popup opened; hold focus on the dialog while it animates in.
  useLayoutEffect(() => {
    returnFocusTo.current = document.activeElement;
    dialogRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!isActive) return;
    const delay = isReducedMotion ? POPUP_FOCUS_DELAY_NO_ANIMATION_MS : POPUP_FOCUS_DELAY_MS;
    const timer = setTimeout(() => {
      const dialog = dialogRef.current;
      if (!dialog || (dialog.contains(document.activeElement) && document.activeElement !== dialog)) return;
      focusIfConnected(firstFieldIn(dialog) ?? confirmRef.current);
    }, delay);
    return () => clearTimeout(timer);
  }, [isActive, isReducedMotion]);

  useEffect(() => {
    if (!isLeaving) return;
    const active = document.activeElement;
    if (!active || active === document.body || dialogRef.current?.contains(active))
      focusIfConnected(returnFocusTo.current);
  }, [isLeaving]);

  const resolve = (action: PopupAction) => {
    if (isActive) onResolve(popup.id, action);
  };
  const confirm = () => {
    if (canConfirm) resolve('confirm');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      resolve('close');
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm();
  };

  const isMessage = popup.kind === 'message';
  const labelledBy = title ? titleId : message ? messageId : undefined;
  const confirmLabel = format(popup.confirmLabelKey ?? (isMessage ? M.ok : M.confirm));
  const state = isLeaving ? 'closed' : 'open';
  const body = (
    <>
      <div data-part="body">
        {message ? (
          <p id={messageId} data-part="message">
            {message}
          </p>
        ) : null}
        {renderableContent(popup.content)}
      </div>
      <div data-part="actions">
        {isMessage ? null : (
          <button type="button" data-part="cancel" onClick={() => resolve('cancel')}>
            {format(popup.cancelLabelKey ?? M.cancel)}
          </button>
        )}
        {!isMessage && popup.optionalLabelKey ? (
          <button type="button" data-part="optional" onClick={() => resolve('optional')}>
            {format(popup.optionalLabelKey)}
          </button>
        ) : null}
        <button
          ref={confirmRef}
          type={popup.kind === 'form' ? 'submit' : 'button'}
          data-part="confirm"
          data-state={canConfirm ? 'enabled' : 'disabled'}
          aria-disabled={!canConfirm || undefined}
          onClick={popup.kind === 'form' ? undefined : confirm}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );

  return (
    // A leaving popup plays its exit out of reach: no focus, no clicks, and hidden from assistive technology, so the
    // next popup (a confirmation right after another) is the only dialog a screen reader or a test finds.
    <animated.div
      data-part="backdrop"
      data-state={state}
      style={{ opacity }}
      inert={!isActive || isLeaving}
      aria-hidden={isLeaving || undefined}
    >
      <animated.div
        ref={dialogRef}
        role={popup.kind === 'form' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : confirmLabel}
        aria-describedby={title && message ? messageId : undefined}
        data-part="dialog"
        data-kind={popup.kind}
        data-state={state}
        tabIndex={-1}
        style={{ transform: scale.to((s) => `scale(${s})`) }}
        onKeyDown={onKeyDown}
        onChange={recheckValidity}
        onInput={recheckValidity}
      >
        <div data-part="header">
          {title ? (
            <h2 id={titleId} data-part="title">
              {title}
            </h2>
          ) : null}
          <button type="button" data-part="close" aria-label={format(M.close)} onClick={() => resolve('close')}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {popup.kind === 'form' ? (
          <form data-part="form" noValidate onSubmit={onSubmit}>
            {body}
          </form>
        ) : (
          body
        )}
      </animated.div>
    </animated.div>
  );
}
