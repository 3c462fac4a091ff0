import { useEffect, useState } from 'react';

/**
 * `value`, but only once the frame that changed it has been painted: what depends on it renders
 * in the next commit. The popup uses it to put its link on screen first, and the heavier QR code,
 * options and history a frame later, rather than make the link wait for them.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(() => value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return painted;
}

/** False until `ms` after mount, then true: a deadline for what waits on something slow. */
export function useDeadline(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
