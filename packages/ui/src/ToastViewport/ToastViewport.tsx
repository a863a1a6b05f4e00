import { animated, useSpring } from '@react-spring/web';
import { useIntl } from 'react-intl';
import { TOAST_FADE_MS } from '@screenplay/core';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';

/** One toast as the toast store exposes it. */
export interface ToastView {
  id: number;
  type: 'INFO' | 'WARNING';
  /** A message key, formatted with `values`; takes precedence over `text`. */
  messageKey?: string;
  /** Already-final text (e.g. a server message). */
  text?: string;
  values?: Record<string, string | number | boolean | null | undefined | Date>;
  /** 'closing' fades the toast out; the store removes it after the fade. */
  state: 'open' | 'closing';
}

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  toasts: readonly ToastView[];
  onClose: (id: ToastView['id']) => void;
  className?: string;
}

function Toast({ toast, onClose }: { toast: ToastView; onClose: ToastViewportProps['onClose'] }) {
  const intl = useIntl();
  const isReducedMotion = usePrefersReducedMotion();
  const isClosing = toast.state === 'closing';
  const style = useSpring({
    from: { opacity: 0 },
    to: { opacity: isClosing ? 0 : 1 },
    config: { duration: TOAST_FADE_MS },
    immediate: isReducedMotion,
  });
  const text = toast.messageKey ? intl.formatMessage({ id: toast.messageKey }, toast.values) : (toast.text ?? '');
  return (
    <animated.div
      data-part="toast"
      data-type={toast.type.toLowerCase()}
      data-state={toast.state}
      role={toast.type === 'WARNING' ? 'alert' : 'status'}
      aria-atomic="true"
      style={style}
    >
      <p data-part="message">{text}</p>
      <button
        type="button"
        data-part="close"
        aria-label={intl.formatMessage({ id: M.close })}
        onClick={() => onClose(toast.id)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </animated.div>
  );
}

/**
 * The toast stack: INFO toasts are polite status messages, WARNING toasts alerts; each fades in and
 * out over 250 ms (instantly with reduced motion) and has a 'Close' button.
 */
export function ToastViewport({ toasts, onClose, className }: ToastViewportProps) {
  return (
    <div data-scope="toast" data-part="viewport" className={className}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </div>
  );
}
