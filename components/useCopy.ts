import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long a button says "Copied ✓" before its label comes back. */
const CONFIRM_MS = 2000;

/** Which of a few things was copied last and how it went; "copied" lasts CONFIRM_MS. */
export function useCopy<K extends string>() {
  const [last, setLast] = useState<{ what: K; state: CopyState }>();
  useEffect(() => {
    if (last?.state !== 'copied') return;
    const timer = setTimeout(() => setLast(undefined), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [last]);
  /** Copies text, or runs a write of its own (an image): within the click, as the clipboard asks. */
  const copy = (what: K, text: string | (() => Promise<unknown>)) =>
    (typeof text === 'string' ? navigator.clipboard.writeText(text) : text()).then(
      () => setLast({ what, state: 'copied' }),
      () => setLast({ what, state: 'failed' }),
    );
  const stateOf = (what: K): CopyState => (last?.what === what ? last.state : 'idle');
  /** Forgets the last copy (what it copied has changed). */
  const reset = () => setLast(undefined);
  return { copy, stateOf, reset, failed: last?.state === 'failed' };
}
