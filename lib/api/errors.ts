import { t } from '../i18n';

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

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  /** HTTP status; absent when no answer came (network, timeout). */
  status?: number;
  fieldErrors?: FieldErrors;
  /** Seconds to wait before trying again (rate_limited only). */
  retryAfter?: number;
  /** Where a redirect pointed (redirect only), when the browser lets us read it. */
  location?: string;
  cause?: unknown;
}

/** The only error the API client rejects with (a caller's own abort aside). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly fieldErrors: FieldErrors;
  readonly retryAfter: number | undefined;
  readonly location: string | undefined;

  constructor(kind: ApiErrorKind, message: string, init: ApiErrorInit = {}) {
    super(message, { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter;
    this.location = init.location;
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

/** The sentences people read. The server's own words appear only where they say more. */
export const messages = {
  unauthorized: () => t('errors.unauthorized'),
  noApiAccess: () => t('errors.noApiAccess'),
  notFound: (status?: number) => (status === 405 ? t('errors.notOffered') : t('errors.notFound')),
  validation: (detail: string | undefined, status?: number) =>
    detail
      ? t('errors.validationSaid', { detail })
      : t('errors.validation', { status: String(status) }),
  rateLimited: (seconds: number) =>
    seconds >= 120
      ? t('errors.rateLimitedMinutes', Math.ceil(seconds / 60))
      : t('errors.rateLimitedSeconds', seconds),
  server: (status?: number) => t('errors.server', { status: String(status) }),
  network: (host: string) => t('errors.network', { host }),
  timeout: (seconds?: number) =>
    seconds === undefined ? t('errors.serverTimeout') : t('errors.timeout', seconds),
  notJson: (host: string, status: number, page: boolean) =>
    [
      page ? t('errors.notJsonPage', { host, status }) : t('errors.notJson', { host, status }),
      t('errors.apiRootHint'),
      ...(status >= 500 ? [t('errors.maybeDown')] : []),
    ].join(' '),
  unexpectedShape: (host: string) =>
    `${t('errors.unexpectedShape', { host })} ${t('errors.apiRootHint')}`,
  redirected: (host: string, to: string | undefined) =>
    `${to ? t('errors.redirectedTo', { host, to }) : t('errors.redirected', { host })} ${t('errors.apiRootHint')}`,
  notAnImage: (host: string) => `${t('errors.notAnImage', { host })} ${t('errors.apiRootHint')}`,
};
