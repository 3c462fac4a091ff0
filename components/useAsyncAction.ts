import { useEffect, useRef, useState } from 'react';

/** Async UI state as one union, so a screen can't be "loading" and "failed" at once. */
export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; value: T }
  | { status: 'error'; error: unknown };

/** One operation's state and trigger; a new run, a reset or unmounting aborts the last. */
export function useAsyncAction<A extends unknown[], T>(
  action: (signal: AbortSignal, ...args: A) => Promise<T>,
) {
  const [state, setState] = useState<AsyncState<T>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const run = async (...args: A) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'pending' });
    try {
      const value = await action(controller.signal, ...args);
      if (!controller.signal.aborted) setState({ status: 'success', value });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'error', error });
    }
  };
  // Unaborted, a run answered after the reset ("Saved" for a style changed since).
  const reset = () => {
    current.current?.abort();
    setState({ status: 'idle' });
  };
  return { state, run, reset };
}
