export type ApiErrorKind =
  | 'unauthorized'
  | 'plan'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad_response';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** HTTP status; absent when no answer came (network, timeout). */
  status?: number;
  fieldErrors?: FieldErrors;
  /** Seconds to wait before trying again (rate_limited only). */
  retryAfter?: number;
  cause?: unknown;
}

/** The only error the API client rejects with (a caller's own abort aside). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly fieldErrors: FieldErrors;
  readonly retryAfter: number | undefined;

  constructor(kind: ApiErrorKind, message: string, init: ApiErrorInit = {}) {
    super(message, { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter;
  }
}

export const isApiError = (e: unknown, kind?: ApiErrorKind): e is ApiError =>
  e instanceof ApiError && (kind === undefined || e.kind === kind);

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'plan';
  if (status === 404 || status === 405 || status === 410) return 'not_found';
  if (status === 408) return 'timeout';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  if (status >= 400) return 'validation';
  return 'bad_response';
}

const API_ROOT_HINT =
  'Check that the base URL is the API root, for example https://short.example.com/api/v1.';

/** The sentences people read. The server's own words appear only where they say more. */
export const messages = {
  unauthorized: () =>
    'The API key was not accepted: it is missing, wrong, inactive or expired. Check the key in the settings.',
  noApiAccess: () =>
    'Your plan does not include API access. Upgrade to a premium plan (Pro or Enterprise) to use Snaplink.',
  notFound: (status?: number) =>
    status === 405
      ? 'This service does not offer this request (HTTP 405).'
      : 'Not found: it may have been deleted, or it belongs to another account.',
  validation: (detail: string | undefined, status?: number) =>
    detail
      ? `The service did not accept the request: ${detail}`
      : `The service did not accept the request (HTTP ${status}).`,
  rateLimited: (seconds: number) =>
    `Too many requests: your plan's rate limit was reached. Try again in ${waitText(seconds)}.`,
  server: (status?: number) => `The service had a problem (HTTP ${status}). Try again in a moment.`,
  network: (host: string) =>
    `Could not reach ${host}. Check your connection and the base URL; a TLS (certificate) or CORS problem looks the same from here.`,
  timeout: (seconds?: number) =>
    seconds === undefined
      ? 'The service gave up waiting for the request (HTTP 408). Try again.'
      : `The service did not answer within ${seconds} seconds. Try again, or check the base URL.`,
  notJson: (host: string, status: number, page: boolean) =>
    `${host} did not answer like the Snaplink API (HTTP ${status}, ${page ? 'a web page' : 'not JSON'}). ${API_ROOT_HINT}${status >= 500 ? ' If it is right, the service may be down.' : ''}`,
  unexpectedShape: (host: string) =>
    `${host} answered, but not in the form Snaplink expects. ${API_ROOT_HINT}`,
  notAnImage: (host: string) => `${host} did not send an image for this download. ${API_ROOT_HINT}`,
};

function waitText(seconds: number): string {
  if (seconds >= 120) return `${Math.ceil(seconds / 60)} minutes`;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
