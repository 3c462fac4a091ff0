/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return abortable(wait, signal).finally(() => clearTimeout(timer));
};

/** Equal jitter: half of each step is fixed, half random, so clients do not retry in step. */
export function backoffMs(retry: number, random: () => number): number {
  const step = 250 * 2 ** retry;
  return step / 2 + Math.min(1, Math.max(0, random())) * (step / 2);
}

/** A call's time budget, joined with the caller's own signal. */
export function deadline(caller: AbortSignal | undefined, ms: number) {
  const ctl = new AbortController();
  const timeout = new AbortController();
  let expired = false;
  const onAbort = () => ctl.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    if (ctl.signal.aborted) return;
    expired = true;
    const reason = new DOMException('The API call timed out.', 'TimeoutError');
    timeout.abort(reason);
    ctl.abort(reason);
  }, ms);
  return {
    /** Aborts when the caller aborts or when time runs out, whichever comes first. */
    signal: ctl.signal,
    /** Aborts only when time runs out. */
    timeout: timeout.signal,
    /** True only if our timer, not the caller, ended the call. */
    expired: () => expired,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** Settles with `work`, or rejects as soon as the signal aborts, even if `work` ignores it. */
export function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
