import type { LinkCreate } from './api/schemas/link';

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
