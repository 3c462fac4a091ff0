import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead; `retry` draws the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** Told once per failure, e.g. to drop the cached answer that caused it. */
  onError?: (error: unknown) => void;
}

/**
 * Keeps one part of a page from taking the page down: data the service sent that the view can't
 * draw shows the fallback (with a way to try again), not a blank panel. An error boundary must be
 * a class: hooks can't catch a render error.
 */
export class RenderGuard extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => this.setState({ failed: false }));
  }
}
