import { BaseUrlError, type BaseUrlProblem } from './api/base-url';
import { ApiError, type FieldErrors } from './api/errors';
import { ConnectionError } from './connection-error';
import { t } from './i18n';

/**
 * What a person reads about an error, and what they can do next: the one place that turns the
 * client's data (lib/api/errors.ts) into words, for the popup, the side panel, the options page
 * and the notifications alike. The service's words appear only where they say more than ours,
 * quoted, and never with an API field name in them.
 */

/** The one thing offered next: open the settings, try again, wait for the countdown, or edit. */
export type Next = 'options' | 'retry' | 'wait' | 'edit' | null;

export interface ErrorView {
  message: string;
  next: Next;
  /** Seconds to count down before Try again (next 'wait'). */
  retryAfter?: number;
  /** Words for each field the service objected to, keyed by the API's field name. */
  fields: Record<string, string>;
}

/** A local check's refusal, already in the user's words (not the service's): shown as it is. */
export class CheckError extends Error {
  override readonly name = 'CheckError';
}

export function errorView(error: unknown): ErrorView {
  if (error instanceof ApiError) return apiErrorView(error);
  if (error instanceof ConnectionError) {
    return { message: connectionMessage(error), next: 'edit', fields: {} };
  }
  if (error instanceof CheckError) return { message: error.message, next: 'edit', fields: {} };
  if (error instanceof BaseUrlError) {
    return { message: baseUrlMessage(error.problem), next: 'options', fields: {} };
  }
  return { message: t('common.somethingWrong'), next: 'retry', fields: {} };
}

function apiErrorView(e: ApiError): ErrorView {
  const fields = fieldWords(e.fieldErrors);
  const view = (message: string, next: Next): ErrorView => ({ message, next, fields });
  const host = e.host ?? '';
  switch (e.kind) {
    case 'unauthorized':
      return view(t('errors.unauthorized'), 'options');
    case 'plan':
      return view(planMessage(e.said), null);
    case 'not_found':
      return view(e.status === 405 ? t('errors.notOffered') : t('errors.notFound'), 'retry');
    case 'validation': {
      const first = Object.values(fields)[0];
      if (first) return view(first, 'edit');
      if (e.said) return view(t('errors.validationSaid', { detail: readable(e.said) }), 'edit');
      return view(t('errors.validation', { status: String(e.status) }), 'edit');
    }
    case 'rate_limited':
      return { ...view(t('common.rateLimited'), 'wait'), retryAfter: e.retryAfter ?? 60 };
    case 'server':
      return view(t('errors.server', { status: String(e.status) }), 'retry');
    case 'network':
      return view(t('errors.network', { host }), 'retry');
    case 'timeout':
      return view(
        e.waited === undefined ? t('errors.serverTimeout') : t('errors.timeout', e.waited),
        'retry',
      );
    case 'redirect': {
      const to = e.location;
      const said = to ? t('errors.redirectedTo', { host, to }) : t('errors.redirected', { host });
      return view(`${said} ${t('errors.apiRootHint')}`, 'options');
    }
    case 'bad_response':
      return view(unusableMessage(e), 'options');
  }
}

/** The connection test's finding: one sentence for each cause, with what to do about it. */
function connectionMessage({ problem, host }: ConnectionError): string {
  switch (problem) {
    case 'not_api':
      return t('errors.connection.notApi', { host });
    case 'cors':
      return t('errors.connection.cors', { host });
    case 'tls':
      return t('errors.connection.tls', { host });
    case 'dns':
      return t('errors.connection.dns', { host });
    case 'unreachable':
      return t('errors.connection.unreachable', { host });
  }
}

/** The rate limit as a sentence with its wait, for places with no live countdown. */
export function waitMessage(seconds: number): string {
  return seconds >= 120
    ? t('errors.rateLimitedMinutes', Math.ceil(seconds / 60))
    : t('errors.rateLimitedSeconds', seconds);
}

function unusableMessage(e: ApiError): string {
  const host = e.host ?? '';
  const status = e.status ?? 0;
  const hint = t('errors.apiRootHint');
  switch (e.unusable) {
    case 'not_image':
      return `${t('errors.notAnImage', { host })} ${hint}`;
    case 'web_page':
    case 'not_json': {
      const said =
        e.unusable === 'web_page'
          ? t('errors.notJsonPage', { host, status })
          : t('errors.notJson', { host, status });
      return [said, hint, ...(status >= 500 ? [t('errors.maybeDown')] : [])].join(' ');
    }
    default:
      return `${t('errors.unexpectedShape', { host })} ${hint}`;
  }
}

// A 403 is about the plan: no API access at all, or a feature it locks. The service says which
// only in words, so its words are read for the two features the reference names.
function planMessage(said: string | undefined): string {
  if (!said || /api[ _-]?access/i.test(said)) return t('errors.noApiAccess');
  if (/alias/i.test(said)) return t('errors.aliasesLocked');
  if (/limit|maximum|quota/i.test(said)) return t('errors.linkLimit');
  // Another feature the plan locks (colours, say): the service's words say which.
  if (/colou?r|custom|feature|plan/i.test(said))
    return t('errors.planSaid', { detail: readable(said) });
  return t('errors.noApiAccess');
}

/** Our words for the fields we know; the service's (quoted, readable) for any other. */
function fieldWords(fieldErrors: FieldErrors): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrors)) {
    const said = list.join(' ');
    switch (field) {
      case 'custom_alias':
        words[field] = /taken|exists|in use|unique|already/i.test(said)
          ? t('errors.field.aliasTaken')
          : t('errors.field.aliasInvalid');
        break;
      case 'original_url':
        words[field] = t('errors.field.urlRefused');
        break;
      case 'domain_id':
        words[field] = t('errors.field.domainUnknown');
        break;
      default:
        if (said) words[field] = t('errors.saidQuoted', { detail: readable(said) });
    }
  }
  return words;
}

// API field names (custom_alias, not_found_page) read as words: "custom alias".
const readable = (text: string) =>
  text.replace(/\b([a-z]+)(?:_([a-z]+))+\b/gi, (m) => m.replace(/_/g, ' '));

export function baseUrlMessage(problem: BaseUrlProblem): string {
  switch (problem) {
    case 'empty':
      return t('errors.baseUrl.empty');
    case 'invalid':
      return t('errors.baseUrl.invalid');
    case 'scheme':
      return t('errors.baseUrl.scheme');
    case 'plain_http':
      return t('errors.baseUrl.plainHttp');
    case 'credentials':
      return t('errors.baseUrl.credentials');
    case 'query':
      return t('errors.baseUrl.query');
    case 'version':
      return t('errors.baseUrl.version');
  }
}
