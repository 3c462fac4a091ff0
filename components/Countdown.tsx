import { useEffect, useRef, useState } from 'react';
import { countdownWords } from '../lib/error-view';

/** Counts down a rate-limit wait: no request is made before it ends. */
export function Countdown(p: {
  seconds: number;
  onDone?: () => void;
  words?: (left: number) => string;
}) {
  const { seconds, onDone, words } = p;
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds)));
  // The latest onDone, outside the timer's dependencies: a fresh arrow each render re-ran it.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (left <= 0) {
      done.current?.();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <span className="countdown" aria-live="polite">
      {(words ?? countdownWords)(left)}
    </span>
  );
}
