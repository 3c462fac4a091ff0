import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountFingerprint } from '../../lib/account';
import { createClient } from '../../lib/api/client';
import { type HistoryEntry, recordLink } from '../../lib/history';
import { BASE, inProcessSandbox } from './sandbox';

// The side panel's component tests (tests/entrypoints/sidepanel/{stats,links,bulk}/, tests/components/service-text.test.tsx): the
// sandbox in-process at a fixed time (T0), a fresh one each test (freshPanel), the service's
// own answers (apiJson) and history seeded as the popup would have left it (seedHistory).
// renderInPanel, around one section, is in ./panel.tsx.

const T0 = Date.UTC(2026, 2, 15, 12, 0, 0);
export type Box = ReturnType<typeof inProcessSandbox>;
export const newSandbox = () => inProcessSandbox(T0);

/**
 * For a test file: a reset fake browser and a new sandbox before each test, handed to `use`
 * (`let box: Box; freshPanel((b) => { box = b; });`), and the DOM and spies cleared after.
 */
export function freshPanel(use: (box: Box) => void) {
  beforeEach(() => {
    fakeBrowser.reset();
    use(newSandbox());
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** The service's own answer, read by the test (not through the extension, not recorded). */
export async function apiJson<T>(box: Box, path: string, key = 'demo-pro-key'): Promise<T> {
  return (await (await box.api(path, key)).json()) as T;
}

export interface ApiLink {
  id: number;
  title: string | null;
  short_code: string;
  short_url: string;
  original_url: string;
}

/** Records the account's links in history as the popup would have, oldest first. */
export async function seedHistory(box: Box, codes: string[], key = 'demo-pro-key') {
  const { data } = await apiJson<{ data: ApiLink[] }>(box, '/links?per_page=100', key);
  const account = await accountFingerprint(key);
  const base_url = createClient({ baseUrl: BASE, apiKey: key }).baseUrl;
  const links: ApiLink[] = [];
  for (const code of codes) {
    const l = data.find((x) => x.short_code === code);
    if (!l) throw new Error(`no link ${code}`);
    links.push(l);
    const entry: HistoryEntry = {
      short_url: l.short_url,
      original_url: l.original_url,
      link_id: l.id,
      title: l.title,
      domain_id: null,
      created_at: new Date(T0).toISOString(),
      base_url,
      account,
    };
    await recordLink(entry);
  }
  return links;
}
