import { useEffect, useState } from 'react';

/** Counts down a rate-limit wait, then offers the retry: no request is made before it ends. */
export function Countdown({ seconds, onDone }: { seconds: number; onDone?: () => void }) {
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds)));
  useEffect(() => {
    if (left <= 0) {
      onDone?.();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onDone]);
  return (
    <span className="countdown" aria-live="polite">
      {left > 0 ? `You can try again in ${left} s.` : 'You can try again now.'}
    </span>
  );
}
