import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_RELOAD_DELAY_MS, ErrorFallback } from './ErrorFallback';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Reports the error (e.g. to logging) once it is caught. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Reloads the app; defaults to `window.location.reload()`. */
  reload?: () => void;
  /** Milliseconds before `reload` runs by itself. */
  reloadDelayMs?: number;
  /** Class name for the error screen's root. */
  className?: string;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

const reloadPage = () => window.location.reload();

/** Catches render errors below it, shows 'Something went wrong' and then reloads the page (spec: unhandled interface error). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { reload = reloadPage, reloadDelayMs = ERROR_RELOAD_DELAY_MS, className } = this.props;
    return <ErrorFallback reload={reload} reloadDelayMs={reloadDelayMs} className={className} />;
  }
}
