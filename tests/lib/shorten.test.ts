import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountFingerprint } from '../../lib/account';
import type { ApiErrorKind } from '../../lib/api/errors';
import { errorView } from '../../lib/error-view';
import { recentLinks } from '../../lib/history';
import {
  type ShortenDeps,
  type ShortenOutcome,
  type ShortenRequest,
  shorten,
} from '../../lib/shorten';
import { chooseAccount, chooseDomain, saveAccount } from '../../lib/storage/accounts';
import { DEFAULT_PREFERENCES, preferencesItem } from '../../lib/storage/preferences';
import { storeConnection } from '../support/accounts';
import { BASE, type Sandbox, sandbox } from './helpers';

const PAGE = 'https://example.com/articles/42?ref=home';
let s: Sandbox;

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
});

/** shorten() against the in-process sandbox, with the connection and preferences given. */
function run(
  req: Partial<ShortenRequest> = {},
  deps: Partial<ShortenDeps> & { key?: string } = {},
) {
  const { key = 'demo-pro-key', ...rest } = deps;
  return shorten(
    { url: PAGE, title: 'An article', ...req },
    {
      connection: { baseUrl: BASE, apiKey: key, authMethod: 'bearer', domainId: null },
      preferences: { autoCopy: false },
      fetch: s.fetch,
      now: s.clock.now,
      ...rest,
    },
  );
}

function linkOf(outcome: ShortenOutcome) {
  if (outcome.kind !== 'link') throw new Error(`expected a link, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function errorOf(outcome: ShortenOutcome, kind: ApiErrorKind) {
  if (outcome.kind !== 'error')
    throw new Error(`expected an error, got ${JSON.stringify(outcome)}`);
  expect(outcome.error.kind).toBe(kind);
  return outcome.error;
}

async function proDomainIds(): Promise<number[]> {
  const body = (await (await s.api('/domains')).json()) as { data: { id: number }[] };
  return body.data.map((d) => d.id);
}

describe('a new link', () => {
  it('is created in the sandbox with the page, title and default domain', async () => {
    const { link, reused } = linkOf(await run());
    expect(reused).toBe(false);
    expect(s.sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/v1/links',
    ]);
    const stored = (await (await s.api(`/links/${link.link_id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      id: link.link_id,
      short_url: link.short_url,
      original_url: PAGE,
      title: 'An article',
      domain_id: null,
    });
    expect(JSON.parse(s.sent[0]?.body ?? '{}')).toEqual({
      original_url: PAGE,
      title: 'An article',
    });
  });

  it('is recorded in history under the service and account fingerprint, not the key', async () => {
    const { link } = linkOf(await run());
    const account = await accountFingerprint('demo-pro-key');
    expect(await recentLinks()).toEqual([
      { ...link, base_url: BASE, account, original_url: PAGE, domain_id: null },
    ]);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('demo-pro-key');
  });

  it('sends the alias and domain, and cuts a long title to the 255 the service allows', async () => {
    const [domain] = await proDomainIds();
    const title = `${'é'.repeat(300)}`;
    const { link } = linkOf(await run({ alias: 'my-article', domainId: domain, title }));
    expect(link.short_url).toMatch(/\/my-article$/);
    expect(link.domain_id).toBe(domain);
    const body = JSON.parse(s.sent[0]?.body ?? '{}');
    expect(body).toMatchObject({ custom_alias: 'my-article', domain_id: domain });
    expect(body.title).toBe('é'.repeat(255));
  });
});

const posts = () => s.sent.filter((r) => r.method === 'POST');

describe('reuse', () => {
  it('answers a second call from history, then checks that link with one GET', async () => {
    const first = linkOf(await run());
    const second = linkOf(await run());
    expect(second).toEqual({ kind: 'link', link: first.link, reused: true, copied: false });
    expect(s.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${BASE}/links`,
      `GET ${BASE}/links/${first.link.link_id}`,
    ]);
  });

  it('makes a new link when forced, and reuses that one afterwards', async () => {
    const first = linkOf(await run());
    const forced = linkOf(await run({ force: true }));
    expect(forced.reused).toBe(false);
    expect(forced.link.link_id).not.toBe(first.link.link_id);
    expect(linkOf(await run()).link.link_id).toBe(forced.link.link_id);
    expect(posts()).toHaveLength(2);
  });

  it('does not reuse across domains, base URLs or keys', async () => {
    const [domain] = await proDomainIds();
    await run();
    const other = [
      await run({ domainId: domain }),
      await run(
        {},
        {
          connection: {
            baseUrl: 'http://localhost:8787',
            apiKey: 'demo-pro-key',
            authMethod: 'bearer',
            domainId: null,
          },
        },
      ),
      await run({}, { key: 'demo-pro2-key' }),
    ];
    expect(other.map((o) => linkOf(o).reused)).toEqual([false, false, false]);
    expect(posts()).toHaveLength(4);
    // Each of those is now known in its own right.
    expect(linkOf(await run({ domainId: domain })).reused).toBe(true);
    expect(posts()).toHaveLength(4);
  });

  it('treats the same base URL, however typed, as the same service', async () => {
    await run();
    const typed = { baseUrl: 'http://127.0.0.1:8787/', apiKey: ' demo-pro-key ' };
    const again = await run({}, { connection: { ...typed, authMethod: 'bearer', domainId: null } });
    expect(linkOf(again).reused).toBe(true);
  });

  it('does not answer a request for an alias from history', async () => {
    await run();
    expect(linkOf(await run({ alias: 'fresh-alias' })).reused).toBe(false);
    expect(posts()).toHaveLength(2);
  });
});

describe('a reused link is checked with the service', () => {
  it('is replaced, shown and copied again when it was deleted there, and leaves history', async () => {
    const dead = linkOf(await run()).link;
    await s.api(`/links/${dead.link_id}`, 'demo-pro-key', { method: 'DELETE' });
    const shown: string[] = [];
    const copied: string[] = [];
    const outcome = linkOf(
      await run(
        { copy: true },
        { onLink: (l) => shown.push(l.short_url), copy: (text) => void copied.push(text) },
      ),
    );
    expect(outcome.dead).toEqual(dead);
    expect(outcome.reused).toBe(false);
    expect(outcome.link.link_id).not.toBe(dead.link_id);
    // Shown and copied at once, as any reused link, then replaced on screen and clipboard.
    expect(shown).toEqual([dead.short_url, outcome.link.short_url]);
    expect(copied).toEqual([dead.short_url, outcome.link.short_url]);
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([outcome.link.link_id]);
    expect(posts()).toHaveLength(2);
  });

  it('is kept, and said to be unchecked, when the check cannot run', async () => {
    const known = linkOf(await run()).link;
    const limited: typeof fetch = async (input, init) =>
      init?.method === 'GET' || init?.method === undefined
        ? new Response('{"message":"Too many"}', { status: 429, headers: { 'Retry-After': '60' } })
        : s.fetch(input, init);
    const outcome = linkOf(await run({}, { fetch: limited }));
    expect(outcome).toMatchObject({ link: known, reused: true, unchecked: true });
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([known.link_id]);
  });
});

describe("replacing a link (the popup's link options)", () => {
  it('makes the new link, then deletes the old one on the service and in history', async () => {
    const old = linkOf(await run()).link;
    const outcome = linkOf(await run({ force: true, alias: 'my-choice', replace: old }));
    expect(outcome.link.short_url).toMatch(/\/my-choice$/);
    expect(outcome.replaced).toEqual(old);
    expect(outcome.notDeleted).toBeUndefined();
    expect((await s.api(`/links/${old.link_id}`)).status).toBe(404);
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([outcome.link.link_id]);
    expect(s.sent.map((r) => r.method)).toEqual(['POST', 'POST', 'DELETE']);
  });

  it('keeps the old link, and says so, when the service refuses to delete it', async () => {
    const old = linkOf(await run()).link;
    const refusing: typeof fetch = async (input, init) =>
      init?.method === 'DELETE' ? new Response('{}', { status: 500 }) : s.fetch(input, init);
    const outcome = linkOf(await run({ force: true, replace: old }, { fetch: refusing }));
    expect(outcome.notDeleted).toEqual(old);
    expect(outcome.replaced).toBeUndefined();
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([
      outcome.link.link_id,
      old.link_id,
    ]);
  });

  it('never deletes a link of another account', async () => {
    const old = linkOf(await run({}, { key: 'demo-pro2-key' })).link;
    await run({ force: true, replace: old });
    expect(s.sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});

describe('copying', () => {
  it('copies the new link when asked', async () => {
    const copy = vi.fn();
    const { link, copied } = linkOf(await run({ copy: true }, { copy }));
    expect(copied).toBe(true);
    expect(copy).toHaveBeenCalledWith(link.short_url);
  });

  it('tells the link before it copies it, new or reused, so a page can show it first', async () => {
    const order: string[] = [];
    const onLink = vi.fn((link: { short_url: string }, reused: boolean) => {
      order.push(`shown ${reused ? 'reused' : 'new'} ${link.short_url}`);
    });
    const copy = vi.fn(async (text: string) => {
      order.push(`copied ${text}`);
    });
    const made = linkOf(await run({ copy: true }, { copy, onLink }));
    const again = linkOf(await run({ copy: true }, { copy, onLink }));
    expect(again.link.short_url).toBe(made.link.short_url);
    const url = made.link.short_url;
    expect(order).toEqual([
      `shown new ${url}`,
      `copied ${url}`,
      `shown reused ${url}`,
      `copied ${url}`,
    ]);
  });

  it('copies a reused link too', async () => {
    await run();
    const copy = vi.fn(async () => {});
    const second = linkOf(await run({ copy: true }, { copy }));
    expect([second.reused, second.copied]).toEqual([true, true]);
    expect(copy).toHaveBeenCalledWith(second.link.short_url);
  });

  it('keeps the link when the clipboard refuses', async () => {
    const copy = vi.fn(async () => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    const outcome = linkOf(await run({ copy: true }, { copy }));
    expect(outcome.copied).toBe(false);
    expect(outcome.link.short_url).toMatch(/^http:\/\/127\.0\.0\.1:8787\//);
    expect(await recentLinks()).toHaveLength(1);
  });

  it('does not copy when not asked', async () => {
    const copy = vi.fn();
    expect(linkOf(await run({ copy: false }, { copy })).copied).toBe(false);
    expect(copy).not.toHaveBeenCalled();
  });
});

describe('stored settings', () => {
  it('reads the account, its default domain and the preferences from storage when none are given', async () => {
    const [domain] = await proDomainIds();
    await storeConnection({ baseUrl: BASE, apiKey: 'demo-pro-key', domainId: domain ?? null });
    await preferencesItem.setValue({ ...DEFAULT_PREFERENCES, autoCopy: true });
    const copy = vi.fn();
    const outcome = linkOf(await shorten({ url: PAGE }, { fetch: s.fetch, copy }));
    expect(outcome).toMatchObject({ copied: true, link: { domain_id: domain } });
    expect(JSON.parse(s.sent[0]?.body ?? '{}')).toEqual({ original_url: PAGE, domain_id: domain });
  });

  it("makes each account's links on that account's default domain, never another's", async () => {
    // A domain is one account's: the service refuses it for another (422).
    const [domain] = await proDomainIds();
    const account = { baseUrl: BASE, authMethod: 'bearer', domainId: null } as const;
    await saveAccount({ ...account, id: 'pro', name: 'Pro', apiKey: 'demo-pro-key' });
    await saveAccount({ ...account, id: 'ent', name: 'Ent', apiKey: 'demo-enterprise-key' });
    await chooseDomain('pro', domain ?? null);
    const onPro = linkOf(await shorten({ url: PAGE, copy: false }, { fetch: s.fetch }));
    await chooseAccount('ent');
    const onEnt = linkOf(await shorten({ url: PAGE, copy: false }, { fetch: s.fetch }));
    expect([onPro.link.domain_id, onEnt.link.domain_id]).toEqual([domain, null]);
    const made = await s.api(`/links/${onEnt.link.link_id}`, 'demo-enterprise-key');
    expect(await made.json()).toMatchObject({ short_url: onEnt.link.short_url, domain_id: null });
  });

  it('says no_key, with no request, when no key is stored', async () => {
    expect(await shorten({ url: PAGE }, { fetch: s.fetch })).toEqual({ kind: 'no_key' });
    expect(s.sent).toHaveLength(0);
  });
});

describe('nothing is sent', () => {
  it.each([
    'chrome://extensions',
    'about:blank',
    'http://localhost:3000/',
    'http://192.168.1.1/',
    undefined,
  ])('for the tab %s', async (url) => {
    const outcome = await run({ url });
    expect(outcome.kind).toBe('unshortenable');
    if (outcome.kind === 'unshortenable') expect(outcome.reason.length).toBeGreaterThan(10);
    expect(s.sent).toHaveLength(0);
  });

  it('without a key, even for a shortenable page', async () => {
    expect(await run({}, { key: '   ' })).toEqual({ kind: 'no_key' });
    expect(s.sent).toHaveLength(0);
  });

  it('for a base URL that would send the key in clear', async () => {
    const outcome = await run(
      {},
      {
        connection: {
          baseUrl: 'http://sho.rt/api/v1',
          apiKey: 'k',
          authMethod: 'bearer',
          domainId: null,
        },
      },
    );
    expect(outcome).toMatchObject({ kind: 'bad_base_url', problem: 'plain_http' });
    expect(s.sent).toHaveLength(0);
  });

  it('when the caller has already given up', async () => {
    const ctl = new AbortController();
    ctl.abort();
    expect(await run({}, { signal: ctl.signal })).toEqual({ kind: 'aborted' });
    expect(s.sent).toHaveLength(0);
  });
});

describe('failures come back as outcomes', () => {
  it('401 for an inactive key', async () => {
    const error = errorOf(await run({}, { key: 'demo-inactive-key' }), 'unauthorized');
    expect(error.status).toBe(401);
    expect(await recentLinks()).toEqual([]);
  });

  it('403 for a plan without API access', async () => {
    const error = errorOf(await run({}, { key: 'demo-free-key' }), 'plan');
    expect(errorView(error)).toMatchObject({
      message: "Your plan doesn't include API access.",
      next: 'options',
      detail: expect.stringMatching(
        /^127\.0\.0\.1:8787 answered with HTTP status 403\. Snaplink needs a plan with API access/,
      ),
    });
  });

  it('403 for a locked alias, told apart from no API access', async () => {
    const error = errorOf(await run({ alias: 'my-alias' }, { key: 'demo-limited-key' }), 'plan');
    expect(error.said).toMatch(/alias.*locked/i);
    expect(errorView(error).message).toMatch(/does not include custom aliases/);
  });

  it('422 for an alias of the wrong form, said in our words for the alias field', async () => {
    const error = errorOf(await run({ alias: 'no' }), 'validation');
    expect(error.status).toBe(422);
    expect(error.fieldErrors.custom_alias).toEqual([
      'The custom_alias must be 3 to 64 letters, digits, _ or -.',
    ]);
    expect(errorView(error).fields.custom_alias).toBe(
      "This alias can't be used: use 3 to 64 letters, digits, _ or -.",
    );
  });

  it('422 for a taken alias', async () => {
    linkOf(await run({ alias: 'taken-one' }));
    const error = errorOf(
      await run({ alias: 'taken-one', url: 'https://example.com/other' }),
      'validation',
    );
    expect(errorView(error).fields.custom_alias).toMatch(/already taken/);
  });

  it('429 with how long to wait, and success once the window has passed', async () => {
    // Spend the Pro key's 120 requests of this minute.
    for (let i = 0; i < 120; i++) expect((await s.api('/links/1')).status).not.toBe(429);
    const error = errorOf(await run(), 'rate_limited');
    expect(error.retryAfter).toBe(60);
    expect(errorView(error)).toMatchObject({ next: 'wait', retryAfter: 60 });
    s.clock.t += 61_000;
    expect(linkOf(await run()).reused).toBe(false);
  });

  it('a service whose short_url is not a web link, and nothing recorded', async () => {
    const fetch = async () =>
      Response.json(
        { id: 1, short_code: 'x', short_url: 'javascript:alert(1)', original_url: PAGE },
        { status: 201 },
      );
    const copy = vi.fn();
    const error = errorOf(await run({ copy: true }, { fetch, copy }), 'bad_response');
    // One plain sentence and the settings; the host and the hint are the detail's.
    expect(errorView(error)).toMatchObject({
      message: "Snaplink couldn't understand your link service's answer.",
      next: 'options',
      detail:
        '127.0.0.1:8787 answered, but not in the form Snaplink expects. Check that the base URL is the API root, for example https://short.example.com/api/v1.',
    });
    expect(copy).not.toHaveBeenCalled();
    expect(await recentLinks()).toEqual([]);
  });

  it('a network error, with no retry of the POST', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    errorOf(await run({}, { fetch }), 'network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a timeout when the service never answers', async () => {
    // Like a real fetch: pending until its signal aborts.
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const error = errorOf(await run({}, { fetch, timeoutMs: 20 }), 'timeout');
    expect(error.status).toBeUndefined();
  });

  it('an abort by the caller mid-request', async () => {
    const ctl = new AbortController();
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        ctl.abort();
      });
    expect(await run({}, { fetch, signal: ctl.signal })).toEqual({ kind: 'aborted' });
  });

  it('keeps a link made just before the caller gave up, without copying it', async () => {
    const ctl = new AbortController();
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await s.fetch(input, init);
      ctl.abort();
      return res;
    };
    const copy = vi.fn();
    const outcome = linkOf(await run({ copy: true }, { fetch, copy, signal: ctl.signal }));
    expect(outcome.copied).toBe(false);
    expect(copy).not.toHaveBeenCalled();
    expect((await recentLinks())[0]?.link_id).toBe(outcome.link.link_id);
  });
});

describe('UTM tags', () => {
  const TAGS = { source: 'newsletter', medium: 'email', campaign: 'spring sale' };
  const posts = () => s.sent.filter((r) => r.method === 'POST');
  const sentUrl = (i: number) => JSON.parse(posts()[i]?.body ?? '{}').original_url as string;

  it('shortens the tagged address, keeping the page own parameters, and records it as the link', async () => {
    const { link } = linkOf(await run({ utm: TAGS, force: true }));
    const sent = new URL(sentUrl(0));
    expect(sent.searchParams.get('ref')).toBe('home');
    expect(
      Object.fromEntries([...sent.searchParams].filter(([k]) => k.startsWith('utm_'))),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
    });
    expect(link.original_url).toBe(sent.href);
    expect((await recentLinks())[0]?.original_url).toBe(sent.href);
  });

  it('hands out the newest link made for the page, tags and all; other tags make another', async () => {
    const plain = linkOf(await run());
    const tagged = linkOf(await run({ utm: TAGS, force: true }));
    expect(tagged.link.page).toBe(PAGE);
    // Reopened on the page: the tagged link, the newest made there, with no request.
    const again = linkOf(await run());
    expect(again.reused).toBe(true);
    expect(again.link.link_id).toBe(tagged.link.link_id);
    expect(again.link.link_id).not.toBe(plain.link.link_id);
    // With other tags, another address: another link.
    const other = linkOf(await run({ utm: { ...TAGS, campaign: 'autumn' } }));
    expect(other.reused).toBe(false);
    expect(posts()).toHaveLength(3);
  });

  it('reuses a tagged link for the same tagged address', async () => {
    const made = linkOf(await run({ utm: TAGS }));
    const again = linkOf(await run({ utm: { ...TAGS, source: ' newsletter ' } }));
    expect(again.reused).toBe(true);
    expect(again.link.link_id).toBe(made.link.link_id);
    expect(posts()).toHaveLength(1);
  });

  it('sends the page as it is when every tag is empty', async () => {
    linkOf(await run({ utm: { source: '  ', medium: '' }, force: true }));
    expect(sentUrl(0)).toBe(PAGE);
  });

  it('refuses, with no request, a page the tags would make too long', async () => {
    const outcome = await run({ utm: { content: 'x'.repeat(2048) } });
    expect(outcome.kind).toBe('unshortenable');
    expect(s.sent).toHaveLength(0);
  });

  it('adds nothing to a page that cannot be shortened', async () => {
    const outcome = await run({ url: 'chrome://extensions', utm: TAGS });
    expect(outcome.kind).toBe('unshortenable');
    expect(s.sent).toHaveLength(0);
  });
});
