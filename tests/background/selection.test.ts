import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BADGE, MENU, type Report } from '../../lib/background/actions';
import { createHandlers } from '../../lib/background/handlers';
import { shortenSelection } from '../../lib/background/selection';
import type { Edit, PageAnswer } from '../../lib/background/selection-page';
import { CANDIDATES, type Candidate } from '../../lib/background/text-links';
import { type Sandbox, sandbox } from '../lib/helpers';
import { workerEnv } from '../support/worker-env';

// "Shorten the links in the selection" through the worker's menu handler, against the sandbox
// in-process. The page's side (lib/background/selection-page.ts, which needs a real editor for
// execCommand) is e2e/selection.spec.ts's; here a selected string stands in for it.

let s: Sandbox;
let notes: Report[];
let selected: string;
let injections: number;

function handlers(key = 'demo-pro-key') {
  return createHandlers(
    workerEnv({ copied: [], notes }, { fetch: s.fetch, now: s.clock.now }, key, {
      inject: async (_tab, _frame, [, , edits]): Promise<PageAnswer> => {
        injections++;
        if (!selected) return { kind: 'no_selection' };
        const candidates: Candidate[] = [
          ...selected.matchAll(new RegExp(CANDIDATES.source, CANDIDATES.flags)),
        ].map((m) => ({ start: m.index, text: m[0] }));
        if (!edits) return { kind: 'found', candidates };
        selected = edits.replace.reduceRight(
          (text: string, e: Edit) => text.slice(0, e.start) + e.text + text.slice(e.end),
          selected,
        );
        return { kind: 'replaced' };
      },
    }),
  );
}

const click = (key?: string) =>
  handlers(key).menuClicked(
    { menuItemId: MENU.shortenSelection, frameId: 0 },
    { id: 4, url: 'https://mail.example/' },
  );
const posts = () => s.sent.filter((r) => r.method === 'POST');

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  notes = [];
  injections = 0;
});

describe('the links in the selection', () => {
  it('tells the service’s own short links apart, by host and port, and leaves them', async () => {
    const text =
      'https://go.example.com/abc http://127.0.0.1:8787/x http://127.0.0.1:9999/x https://example.com/';
    const tried: string[] = [];
    const out = await shortenSelection({
      inject: async () => ({
        kind: 'found',
        candidates: [...text.matchAll(new RegExp(CANDIDATES.source, CANDIDATES.flags))].map(
          (m) => ({ start: m.index, text: m[0] }),
        ),
      }),
      shorten: async (url) => {
        tried.push(url);
        return { kind: 'aborted' };
      },
      shortHosts: async () => new Set(['go.example.com', '127.0.0.1:8787']),
    });
    expect(tried).toEqual(['http://127.0.0.1:9999/x', 'https://example.com/']);
    expect(out).toMatchObject({ kind: 'done', alreadyShort: 2 });
  });

  it('each address once, the same short link wherever it appears, and said', async () => {
    selected =
      'See https://example.com/a, then https://example.com/b and https://example.com/a again.';
    const out = await click();
    expect(out).toEqual({ kind: 'done', shortened: 3, failed: 0, why: [], alreadyShort: 0 });
    expect(posts()).toHaveLength(2);
    const [a, b] = selected.match(/http:\/\/[^\s,]+/g) ?? [];
    expect(selected).toBe(`See ${a}, then ${b} and ${a} again.`);
    expect(notes).toEqual([
      {
        badge: BADGE.done,
        title: 'Links shortened in your text',
        message: 'Shortened: 3. Not shortened: 0.',
      },
    ]);
  });

  it('an address that fails stays, with its reason; short links of the account are left alone', async () => {
    const made = await handlers().menuClicked({
      menuItemId: MENU.shortenLink,
      linkUrl: 'https://example.com/x',
    });
    const short = made.kind === 'link' ? made.link.short_url : '';
    selected = `${short} and http://192.168.1.4/admin and https://example.com/y`;
    const out = await click();
    expect(out).toMatchObject({ kind: 'done', shortened: 1, failed: 1, alreadyShort: 1 });
    expect(selected).toMatch(
      new RegExp(`^${short} and http://192\\.168\\.1\\.4/admin and http://`),
    );
    expect(notes.at(-1)?.title).toBe('Not every link was shortened');
    expect(notes.at(-1)?.message).toMatch(
      /^Shortened: 1\. Not shortened: 1\.\nhttp:\/\/192\.168\.1\.4\/admin: .+\nAlready short links, left as they were: 1\.$/,
    );
  });

  it('a refused key fails every address after one request, and replaces nothing', async () => {
    selected = 'https://example.com/1 https://example.com/2 https://example.com/3';
    const out = await click('nobody-key');
    expect(out).toMatchObject({ kind: 'done', shortened: 0, failed: 3 });
    expect(posts()).toHaveLength(1);
    expect(injections).toBe(1);
    expect(selected).toBe('https://example.com/1 https://example.com/2 https://example.com/3');
  });

  it('no address, no selection, a page closed to extensions: said, with no request', async () => {
    selected = 'example.com has no scheme';
    expect(await click()).toEqual({ kind: 'no_address', alreadyShort: 0 });
    selected = '';
    expect(await click()).toEqual({ kind: 'no_selection' });
    const closed = createHandlers({
      ...{
        copy: async () => {},
        badge: async () => {},
        activeTab: async () => undefined,
        openPanel: async () => {},
        openPopup: async () => {},
        // A browser page, the web store: no script runs there.
        inject: () => Promise.reject(new Error('Cannot access contents of the page')),
      },
      notify: async (r) => {
        notes.push(r);
      },
    });
    expect(await closed.menuClicked({ menuItemId: MENU.shortenSelection }, { id: 4 })).toEqual({
      kind: 'no_access',
    });
    expect(notes.map((n) => n.title)).toEqual([
      'No web address in the selection',
      'No selected text in a field',
      "Can't change this page",
    ]);
    expect(s.sent).toEqual([]);
  });
});
