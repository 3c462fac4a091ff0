/** Bounds of any wait the client reports or performs, in seconds. */
export const RETRY_AFTER_MIN = 1;
export const RETRY_AFTER_MAX = 3600;
/** The reference says "retry in the next minute" when nothing more precise is given. */
export const RETRY_AFTER_DEFAULT = 60;

const clamp = (s: number) => Math.min(RETRY_AFTER_MAX, Math.max(RETRY_AFTER_MIN, Math.ceil(s)));

/** `Retry-After` (seconds or a date) as whole seconds, clamped; the default when unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs = Date.now()): number {
  const s = value?.trim() ?? '';
  if (/^\d+(\.\d+)?$/.test(s)) return clamp(Number(s));
  // HTTP dates always spell a day or month; this keeps Date.parse's leniency away from "12".
  const at = /[a-z]/i.test(s) ? Date.parse(s) : Number.NaN;
  const now = Number.isFinite(nowMs) ? nowMs : Date.now();
  if (Number.isFinite(at)) return clamp((at - now) / 1000);
  return RETRY_AFTER_DEFAULT;
}

/** The latest X-RateLimit-* figures, for the UI to show. */
export interface RateLimitSnapshot {
  limit?: number;
  remaining?: number;
  /** Unix seconds when the window frees up, when the service says. */
  resetAt?: number;
  /** When these figures were read (ms since the epoch). */
  observedAt: number;
  /** The status of the answer that carried them: a 429 was not counted against the limit. */
  status?: number;
}

const count = (v: string | null) => (v && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : undefined);

/** Reset is unix seconds in the contract; small values are read as seconds from now. */
function resetAt(headers: Headers, nowMs: number): number | undefined {
  const n = count(headers.get('x-ratelimit-reset'));
  if (n === undefined) return undefined;
  return n < 1e9 ? Math.ceil(nowMs / 1000) + n : n;
}

export function readRateLimit(headers: Headers, nowMs: number): RateLimitSnapshot | undefined {
  const limit = count(headers.get('x-ratelimit-limit'));
  const remaining = count(headers.get('x-ratelimit-remaining'));
  if (limit === undefined && remaining === undefined) return undefined;
  return { limit, remaining, resetAt: resetAt(headers, nowMs), observedAt: nowMs };
}

/** Seconds to wait after a 429: Retry-After, else X-RateLimit-Reset, else the default. */
export function retryAfterOf(headers: Headers, nowMs: number): number {
  const header = headers.get('retry-after');
  if (header !== null) return parseRetryAfter(header, nowMs);
  const reset = resetAt(headers, nowMs);
  return reset === undefined ? RETRY_AFTER_DEFAULT : clamp(reset - nowMs / 1000);
}
