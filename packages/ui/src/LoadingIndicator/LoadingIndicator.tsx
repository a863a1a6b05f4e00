import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { loadingAnatomy } from './LoadingIndicator.anatomy';

/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  /** Visible and announced text; defaults to 'Loading…' (common.loading). */
  label?: ReactNode;
  className?: string;
}

/** A polite live status with a spinner, shown while something (e.g. the session) loads. */
export function LoadingIndicator({ label, className }: LoadingIndicatorProps) {
  const intl = useIntl();
  return (
    <div {...loadingAnatomy.attrs('root')} role="status" aria-live="polite" className={className}>
      <span data-part="spinner" aria-hidden="true" />
      <span data-part="label">{label ?? intl.formatMessage({ id: M.loading })}</span>
    </div>
  );
}
