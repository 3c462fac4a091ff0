/** The client's errors as data; lib/error-view.ts chooses the words, once, for every surface. */

export type ApiErrorKind =
  | 'unauthorized'
  | 'plan'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'redirect'
  | 'bad_response';

/** Why an answer that came could not be used (bad_response only). */
export type Unusable = 'not_json' | 'web_page' | 'shape' | 'not_image';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** HTTP status; absent when no answer came (network, timeout). */
  status?: number;
  /** The API's host, so a message can say where things went wrong. */
  host?: string;
  /** The service's own message, with the API key masked. */
  said?: string;
  /** The service's field errors, by its field names, with the key masked. */
  fieldErrors?: FieldErrors;
  /** Seconds to wait before trying again (rate_limited only). */
  retryAfter?: number;
  /** The origin a redirect pointed to (redirect only), when the browser lets us read it. */
  location?: string;
  unusable?: Unusable;
  /** The client's own time budget that ran out, in seconds (timeout without a status). */
  waited?: number;
  cause?: unknown;
}

/** The only error the API client rejects with (a caller's own abort aside). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly host: string | undefined;
  readonly said: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly retryAfter: number | undefined;
  readonly location: string | undefined;
  readonly unusable: Unusable | undefined;
  readonly waited: number | undefined;

  constructor(
    readonly kind: ApiErrorKind,
    { cause, fieldErrors = {}, ...init }: ApiErrorInit = {},
  ) {
    // For logs and developers only; people read lib/error-view.ts.
    const status = init.status ? ` (HTTP ${init.status})` : '';
    super(`${kind}${status}${init.host ? ` from ${init.host}` : ''}`, { cause });
    Object.assign(this, init);
    this.fieldErrors = fieldErrors;
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
  if (status >= 300 && status < 400) return 'redirect';
  if (status >= 500) return 'server';
  if (status >= 400) return 'validation';
  return 'bad_response';
}
