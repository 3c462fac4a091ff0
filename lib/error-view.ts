import { BaseUrlError, type BaseUrlProblem } from './api/base-url';
import { ApiError, type FieldErrors } from './api/errors';
import { plural, t } from './i18n';
import { ConnectionError } from './settings/connection-error';

/** The words for errors and outcomes on every surface: `message`, `next` and `detail`. */

/** The one thing offered next: open the settings, try again, wait for the countdown, or edit. */
export type Next = 'options' | 'retry' | 'wait' | 'edit' | null;

export interface ErrorView {
  /** One plain sentence of what happened, for anyone: no host, status or service's words. */
  message: string;
  next: Next;
  /** Seconds to count down before Try again (next 'wait'). */
  retryAfter?: number;
  /** Words for each field the service objected to, keyed by the API's field name. */
  fields: Record<string, string>;
  /** The technical side, for whoever fixes it; left out where there is no "Details". */
  detail?: string;
}

/** A local check's refusal, already in the user's words (not the service's): shown as it is. */
export class CheckError extends Error {
  override readonly name = 'CheckError';
}

export function errorView(error: unknown): ErrorView {
  if (error instanceof ApiError) return apiErrorView(error);
  const local = (message: string, next: Next): ErrorView => ({ message, next, fields: {} });
  if (error instanceof ConnectionError)
    return local(CONNECTION_WORDS[error.problem](error), 'edit');
  if (error instanceof CheckError) return local(error.message, 'edit');
  if (error instanceof BaseUrlError) return local(baseUrlMessage(error.problem), 'options');
  return local(t('common.somethingWrong'), 'retry');
}

type View = (message: string, next: Next, ...detail: string[]) => ErrorView;

function apiErrorView(e: ApiError): ErrorView {
  const fields = fieldWords(e.fieldErrors);
  const view: View = (message, next, ...detail) => {
    const words = detail.join(' ');
    return words ? { message, next, fields, detail: words } : { message, next, fields };
  };
  const status = answered(e);
  switch (e.kind) {
    case 'unauthorized':
      return view(t('errors.unauthorized'), 'options', ...status, t('errors.detail.unauthorized'));
    case 'plan':
      return planView(e, view, status);
    case 'not_found':
      return e.status === 405
        ? view(t('errors.notOffered'), 'retry', ...status)
        : view(t('errors.notFound'), 'retry', ...status);
    case 'validation': {
      const first = Object.values(fields)[0];
      // A field's own words are said by the form, under the field: no detail needed.
      if (first) return { message: first, next: 'edit', fields };
      return view(t('errors.validation'), 'edit', ...status, ...saidQuoted(e));
    }
    case 'rate_limited':
      return { ...view(rateLimitedMessage(), 'wait', ...status), retryAfter: e.retryAfter ?? 60 };
    case 'server':
      return view(
        t('errors.server'),
        'retry',
        ...status,
        t('errors.detail.serverSide'),
        ...saidQuoted(e),
      );
    case 'network':
      return view(
        t('errors.network'),
        'retry',
        ...(e.host ? [t('errors.detail.noAnswerFrom', { host: e.host })] : []),
        t('errors.detail.network'),
      );
    case 'timeout':
      return view(
        t('errors.timeout'),
        'retry',
        ...(e.waited === undefined ? status : [plural('errors.detail.waited', e.waited)]),
      );
    case 'redirect': {
      const host = e.host ?? '';
      const to = e.location;
      const where = to ? t('errors.redirectedTo', { host, to }) : t('errors.redirected', { host });
      return view(t('errors.redirect'), 'options', where, t('errors.apiRootHint'));
    }
    case 'bad_response': {
      const message = e.unusable === 'not_image' ? t('errors.noImage') : t('errors.unreadable');
      return view(message, 'options', ...unusableDetail(e));
    }
  }
}

/** The service's own words, quoted and readable, where they may say more than ours. */
const saidQuoted = (e: ApiError): string[] =>
  e.said ? [t('errors.saidQuoted', { detail: readable(e.said) })] : [];

/** The answer's HTTP status, and who gave it, when one came. */
function answered({ status, host }: ApiError): string[] {
  if (status === undefined) return [];
  if (!host) return [t('errors.detail.answered', { status: String(status) })];
  return [t('errors.detail.hostAnswered', { host, status: String(status) })];
}

/** The connection test's finding: one sentence for each cause, with what to do about it. */
const CONNECTION_WORDS: Record<ConnectionError['problem'], (host: { host: string }) => string> = {
  not_api: (host) => t('errors.connection.notApi', host),
  cors: (host) => t('errors.connection.cors', host),
  tls: (host) => t('errors.connection.tls', host),
  dns: (host) => t('errors.connection.dns', host),
  unreachable: (host) => t('errors.connection.unreachable', host),
};

/** The rate limit reached: the sentence every surface says it with. */
export const rateLimitedMessage = () => t('common.rateLimited');

/** A rate-limit wait counting down: until Try again, or (`resumes`) until a run goes on. */
export function countdownWords(left: number, resumes = false): string {
  if (resumes) return t('bulk.waiting', { seconds: Math.max(left, 0) });
  return left > 0 ? t('common.retryIn', { seconds: left }) : t('common.retryNow');
}

/** The rate limit as a sentence with its wait, for places with no live countdown. */
export function waitMessage(seconds: number): string {
  return seconds >= 120
    ? plural('errors.rateLimitedMinutes', Math.ceil(seconds / 60))
    : plural('errors.rateLimitedSeconds', seconds);
}

/** What came instead of the answer Snaplink expects, and where to look. */
function unusableDetail(e: ApiError): string[] {
  const host = e.host ?? '';
  const status = e.status ?? 0;
  const hint = t('errors.apiRootHint');
  const maybeDown = status >= 500 ? [t('errors.maybeDown')] : [];
  switch (e.unusable) {
    case 'not_image':
      return [t('errors.notAnImage', { host }), hint];
    case 'web_page':
      return [t('errors.notJsonPage', { host, status }), hint, ...maybeDown];
    case 'not_json':
      return [t('errors.notJson', { host, status }), hint, ...maybeDown];
    default:
      return [t('errors.unexpectedShape', { host }), hint];
  }
}

// A 403 is about the plan, said only in words: read for the features the reference names. No
// API access is fixed only by another key: the settings are offered.
function planView(e: ApiError, view: View, status: string[]): ErrorView {
  const said = e.said;
  const noAccess = () =>
    view(t('errors.noApiAccess'), 'options', ...status, t('errors.detail.noApiAccess'));
  if (!said || /api[ _-]?access/i.test(said)) return noAccess();
  // A locked alias is the alias field's to say (the forms show it there, marked invalid).
  if (/alias/i.test(said)) {
    const locked = view(t('errors.aliasesLocked'), 'edit', ...status);
    return { ...locked, fields: { ...locked.fields, custom_alias: locked.message } };
  }
  if (/limit|maximum|quota/i.test(said)) return view(t('errors.linkLimit'), null, ...status);
  // Another feature the plan locks (colours, say): the service's words, under Details, say which.
  if (/colou?r|custom|feature|plan/i.test(said))
    return view(t('errors.planLocked'), null, ...status, ...saidQuoted(e));
  return noAccess();
}

/** Our words for the fields we know; the service's (quoted, readable) for any other. */
function fieldWords(fieldErrors: FieldErrors): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrors)) {
    const said = list.join(' ');
    if (field === 'custom_alias') {
      const taken = /taken|exists|in use|unique|already/i.test(said);
      words[field] = taken ? t('errors.field.aliasTaken') : t('errors.field.aliasInvalid');
    } else if (field === 'original_url') words[field] = t('errors.field.urlRefused');
    else if (field === 'domain_id') words[field] = t('errors.field.domainUnknown');
    else if (said) words[field] = t('errors.saidQuoted', { detail: readable(said) });
  }
  return words;
}

// API field names (custom_alias, not_found_page) read as words: "custom alias".
const readable = (text: string) =>
  text.replace(/\b([a-z]+)(?:_([a-z]+))+\b/gi, (m) => m.replace(/_/g, ' '));

const BASE_URL_WORDS: Record<BaseUrlProblem, () => string> = {
  empty: () => t('errors.baseUrl.empty'),
  invalid: () => t('errors.baseUrl.invalid'),
  scheme: () => t('errors.baseUrl.scheme'),
  plain_http: () => t('errors.baseUrl.plainHttp'),
  credentials: () => t('errors.baseUrl.credentials'),
  query: () => t('errors.baseUrl.query'),
  version: () => t('errors.baseUrl.version'),
};

export const baseUrlMessage = (problem: BaseUrlProblem): string => BASE_URL_WORDS[problem]();

/** No key set yet: the popup, the side panel's run and the notifications say it alike. */
export const noKeyMessage = () => t('popup.noKey');

/** How a link shown came, when that is worth a word under it: each status's words. */
const STATUS_WORDS = {
  /** The page's own link, made before (history, or the account's index). */
  reused: () => t('popup.reused'),
  /** Reused, but the service couldn't confirm it just now (offline, 429, 5xx). */
  unchecked: () => t('popup.unchecked'),
  /** The link history knew was deleted on the service: this new one replaces it. */
  dead: () => t('popup.dead'),
  /** Customise changed it in place. */
  edited: () => t('popup.edited'),
  /** Customise made it, and the link it replaces was deleted. */
  replaced: () => t('popup.replaced'),
  /** Customise made it, and the link it replaces could not be deleted: both work. */
  notDeleted: () => t('popup.notDeleted'),
  /** Another link for a page that had one ("New link", or Customise of the page's own link). */
  another: () => t('popup.anotherMade'),
};
export type LinkStatus = keyof typeof STATUS_WORDS;

/** The few words on how a link came, under it in the popup and in a notification. */
export function statusWords(status: LinkStatus | undefined): string | undefined {
  return status === undefined ? undefined : STATUS_WORDS[status]();
}
