import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Reports the error (e.g. to logging) once it is caught. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Reloads the app once the error dialog is answered; defaults to `window.location.reload()`. */
  reload?: () => void;
  /** Class name for the error screen's root. */
  className?: string;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

const reloadPage = () => window.location.reload();

/**
 * Catches render errors below it and shows the error dialog, 'Something went wrong' with OK; OK reloads the page
 * (spec authoring §4: an unhandled interface error shows 'Something went wrong' and reloads the page).
 */
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
    const { reload = reloadPage, className } = this.props;
    return <ErrorFallback reload={reload} className={className} />;
  }
}
