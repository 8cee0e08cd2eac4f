import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export type RemoteErrorBoundaryProps = {
  fallback: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
};

type State = { failed: boolean };

/** Catches a remote that failed to load or to render, so the rest of the page stays up. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  // Stryker disable next-line ObjectLiteral: an empty state reads as not failed as well (undefined is falsy)
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
