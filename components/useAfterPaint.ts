import { useEffect, useRef, useState } from 'react';

/** A hidden page (a preloaded popup, a background tab) gets no frames: a timer stands in. */
const NO_FRAME_MS = 100;

/**
 * `value`, but only once the frame that changed it has been painted: what depends on it renders
 * in the next commit. The popup uses it to put its link on screen first, and the heavier QR code,
 * options and history a frame later, rather than make the link wait for them.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // rAF runs before the paint; a task queued from it runs after.
    const painted = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      task = setTimeout(() => setPainted(() => value), 0);
    };
    const frame = requestAnimationFrame(painted);
    const fallback = setTimeout(painted, NO_FRAME_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(task);
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

/** True from the first render where `value` is, for good: what has appeared doesn't vanish. */
export function useLatch(value: boolean): boolean {
  const latched = useRef(false);
  latched.current ||= value;
  return latched.current;
}
