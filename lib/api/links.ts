import type { ApiClient, CallOptions } from './client';
import { isApiError } from './errors';
import { Deleted, list, type Page, single } from './schemas/envelopes';
import { Link, type LinkCreate, type LinkUpdate } from './schemas/link';

export interface LinkListQuery {
  /** Matches title, short_code or original_url. */
  search?: string;
  page?: number;
  per_page?: 10 | 25 | 50 | 100;
}

const OneLink = single(Link);
const LinkPage = list(Link);
const id = (n: number) => `/links/${encodeURIComponent(n)}`;

/** The service caps titles at 255; a long tab title must not cost the link a 422. */
const TITLE_MAX = 255;

/** The POST /links body for a page, as the flow (lib/shorten.ts) sends it. */
export function newLinkBody(
  url: string,
  options: { title?: string; alias?: string; domainId: number | null },
): LinkCreate {
  const body: LinkCreate = { original_url: url };
  const title = options.title?.trim();
  if (title) body.title = Array.from(title).slice(0, TITLE_MAX).join('');
  if (options.alias) body.custom_alias = options.alias;
  if (options.domainId !== null) body.domain_id = options.domainId;
  return body;
}

/** POST /links → 201 with the link. Never retried: a retry could create a second link. */
export const createLink = (c: ApiClient, input: LinkCreate, o?: CallOptions): Promise<Link> =>
  c.request('POST', '/links', OneLink, { ...o, json: input });

/** GET /links, which the reference does not promise (isLinkListUnsupported). */
export const listLinks = (
  c: ApiClient,
  q: LinkListQuery = {},
  o?: CallOptions,
): Promise<Page<Link>> => c.request('GET', '/links', LinkPage, { ...o, query: { ...q } });

export const getLink = (c: ApiClient, linkId: number, o?: CallOptions): Promise<Link> =>
  c.request('GET', id(linkId), OneLink, o);

/** PATCH /links/{id} with only the fields that change; never retried (lib/link-edit.ts). */
export const updateLink = (
  c: ApiClient,
  linkId: number,
  changes: LinkUpdate,
  o?: CallOptions,
): Promise<Link> => c.request('PATCH', id(linkId), OneLink, { ...o, json: changes });

export const deleteLink = (c: ApiClient, linkId: number, o?: CallOptions): Promise<Deleted> =>
  c.request('DELETE', id(linkId), Deleted, o);

/** True when listLinks failed because the service has no GET /links (404 or 405). */
export const isLinkListUnsupported = (error: unknown): boolean =>
  isApiError(error, 'not_found') && (error.status === 404 || error.status === 405);

/** True when the service answered that this link does not exist (404): deleted, or not ours. */
export const isLinkGone = (error: unknown): boolean =>
  isApiError(error, 'not_found') && error.status === 404;
