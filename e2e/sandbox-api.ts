import type { Sandbox } from './browser.ts';
import type { StoredLink } from './history.ts';

// The sandbox's API over plain HTTP, for the browser tests of both browsers (e2e/,
// e2e-firefox/) and the scripts: what a test made, or what it reads back from the service
// itself. Only fetch, so Playwright and puppeteer specs share it.

/** A link as the sandbox answers it (../shared/api/service-api-v1.md), the fields tests read. */
export interface Link {
  id: number;
  title: string | null;
  short_code: string;
  short_url: string;
  original_url: string;
  total_clicks: number;
}

/**
 * One request to the sandbox with `key` (the Pro demo by default) as a bearer token, and its
 * status and JSON answer. Content-Type goes only with a body, as a browser's fetch sends it.
 */
export async function api<T>(
  sandbox: Sandbox,
  path: string,
  init: RequestInit = {},
  key = 'demo-pro-key',
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${key}`,
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The account's links on the sandbox that match `search` (GET /links?search=), up to 100. */
export async function sandboxLinks(
  sandbox: Sandbox,
  search: string,
  key = 'demo-enterprise-key',
): Promise<Link[]> {
  const path = `/links?search=${encodeURIComponent(search)}&per_page=100`;
  return (await api<{ data: Link[] }>(sandbox, path, {}, key)).body.data;
}

/** The sandbox's seeded links with these codes, in this order, as history would hold them. */
export async function sandboxLinksByCode(
  sandbox: Sandbox,
  codes: string[],
  key = 'demo-pro-key',
): Promise<StoredLink[]> {
  const { data } = (await api<{ data: Link[] }>(sandbox, '/links?per_page=100', {}, key)).body;
  return codes.map((code) => {
    const link = data.find((x) => x.short_code === code);
    if (!link) throw new Error(`the sandbox has no link ${code}`);
    return stored(link);
  });
}

/** A sandbox link as history holds it (lib/history.ts). */
export const stored = (l: Link): StoredLink => ({
  link_id: l.id,
  short_url: l.short_url,
  original_url: l.original_url,
  title: l.title,
});
