import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children after one of them threw while rendering. */
  fallback: ComponentType<{ error: unknown }>;
  /** The error is forgotten when this changes (the shopper moved to another page). */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failedAt?: string;
}

/**
 * React still needs a class for error boundaries. Catches render errors below it (a page that
 * throws, a page's code that failed to download) and shows `fallback` until `resetKey` changes.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.error === null) return { failedAt: props.resetKey };
    return props.resetKey !== state.failedAt ? { error: null, failedAt: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    const Fallback = this.props.fallback;
    return error === null ? this.props.children : <Fallback error={error} />;
  }
}
