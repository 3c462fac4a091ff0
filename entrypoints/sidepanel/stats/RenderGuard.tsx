import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead; `retry` draws the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** Told once per failure, e.g. to drop the cached answer that caused it. */
  onError?: (error: unknown) => void;
}

/** Data the view can't draw shows the fallback, not a blank panel (a class: hooks can't). */
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
