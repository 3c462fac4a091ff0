import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Choices, customise } from '../../../entrypoints/popup/customise-link';
import { errorView } from '../../../lib/error-view';
import { type HistoryEntry, recentLinks } from '../../../lib/history';
import { codeOf } from '../../../lib/link-edit';
import { shorten } from '../../../lib/shorten';
import type { AccountConnection } from '../../../lib/storage/accounts';
import { BASE, type Sandbox, sandbox } from '../../lib/helpers';

// The popup's Customise (entrypoints/popup/customise-link.ts) against the in-process sandbox: the
// client inside it reads the page's fetch, which is the sandbox's here.

const PAGE = 'https://example.com/articles/42';
const CONNECTION: AccountConnection = {
  baseUrl: BASE,
  apiKey: 'demo-pro-key',
  authMethod: 'bearer',
  domainId: null,
};
let s: Sandbox;

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  vi.stubGlobal('fetch', s.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page's link, made by the flow as the popup makes it. */
async function madeLink(): Promise<HistoryEntry> {
  const outcome = await shorten(
    { url: PAGE, title: 'An article' },
    { connection: CONNECTION, preferences: { autoCopy: false } },
  );
  if (outcome.kind !== 'link') throw new Error(`expected a link, got ${outcome.kind}`);
  s.sent.length = 0;
  return outcome.link;
}

const choicesOf = (link: HistoryEntry, over: Partial<Choices> = {}): Choices => ({
  alias: codeOf(link),
  domainId: link.domain_id,
  title: link.title ?? '',
  utm: {},
  ...over,
});

const run = (
  link: HistoryEntry,
  choices: Choices,
  over: { canEdit?: boolean; madeHere?: boolean },
) =>
  customise(link, choices, {
    connection: CONNECTION,
    canEdit: over.canEdit ?? true,
    madeHere: over.madeHere ?? true,
    signal: new AbortController().signal,
  });

async function onService(id: number) {
  const res = await s.api(`/links/${id}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function aDomain(): Promise<{ id: number; name: string }> {
  const body = (await (await s.api('/domains')).json()) as { data: { id: number; name: string }[] };
  const [domain] = body.data;
  if (!domain) throw new Error('the Pro account has no domain');
  return domain;
}

const sent = () => s.sent.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('Customise where the service edits links', () => {
  it('changes the link in place: the same id, history and the service both updated', async () => {
    const link = await madeLink();
    const domain = await aDomain();
    const done = await run(
      link,
      choicesOf(link, { alias: 'my-article', title: 'Renamed', domainId: domain.id }),
      {},
    );
    expect(sent()).toEqual([`PATCH /api/v1/links/${link.link_id}`]);
    if (done.kind !== 'edited') throw new Error(`expected an edit, got ${done.kind}`);
    expect(done.link.link_id).toBe(link.link_id);
    expect(done.link).toMatchObject({ title: 'Renamed', domain_id: domain.id });
    expect(done.link.short_url).toMatch(/\/my-article$/);
    expect(done.link.short_url).toContain(domain.name);
    expect(await recentLinks()).toEqual([done.link]);
    expect((await onService(link.link_id)).body).toMatchObject({
      id: link.link_id,
      short_url: done.link.short_url,
      title: 'Renamed',
      domain_id: domain.id,
    });
  });

  it('sends nothing when nothing was changed', async () => {
    const link = await madeLink();
    expect(await run(link, choicesOf(link), {})).toEqual({ kind: 'unchanged' });
    expect(s.sent).toEqual([]);
  });

  it('gives back a taken alias as an error the form can say under the alias field', async () => {
    const taken = await s.api('/links', 'demo-pro-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ original_url: 'https://example.com/other', custom_alias: 'taken' }),
    });
    expect(taken.status).toBe(201);
    const link = await madeLink();
    const done = await run(link, choicesOf(link, { alias: 'taken' }), {});
    if (done.kind !== 'error') throw new Error(`expected an error, got ${done.kind}`);
    expect(errorView(done.error).fields.custom_alias).toBeTruthy();
    // Nothing changed on the service, nor in history.
    expect((await onService(link.link_id)).body).toMatchObject({ short_url: link.short_url });
    expect(await recentLinks()).toEqual([link]);
  });
});

describe('Customise where the service cannot edit links', () => {
  it('makes a replacement with the choices, and deletes the link this popup just made', async () => {
    const link = await madeLink();
    const done = await run(link, choicesOf(link, { alias: 'replacement', title: 'New' }), {
      canEdit: false,
      madeHere: true,
    });
    if (done.kind !== 'replaced' || done.outcome.kind !== 'link') {
      throw new Error(`expected a replacement, got ${JSON.stringify(done)}`);
    }
    const made = done.outcome.link;
    expect(made.link_id).not.toBe(link.link_id);
    expect(made.short_url).toMatch(/\/replacement$/);
    expect(done.outcome.replaced).toEqual(link);
    expect(sent()).toEqual(['POST /api/v1/links', `DELETE /api/v1/links/${link.link_id}`]);
    expect((await onService(link.link_id)).status).toBe(404);
    expect((await onService(made.link_id)).body).toMatchObject({ title: 'New' });
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([made.link_id]);
  });

  it("keeps the page's existing link, which someone may have shared: it now has two", async () => {
    const link = await madeLink();
    const done = await run(link, choicesOf(link, { title: 'Second' }), {
      canEdit: false,
      madeHere: false,
    });
    if (done.kind !== 'replaced' || done.outcome.kind !== 'link') {
      throw new Error(`expected a new link, got ${JSON.stringify(done)}`);
    }
    const made = done.outcome.link;
    expect(made.link_id).not.toBe(link.link_id);
    // The link's own back-half stays its own: the new link gets another.
    expect(codeOf(made)).not.toBe(codeOf(link));
    expect(done.outcome.replaced).toBeUndefined();
    expect(sent()).toEqual(['POST /api/v1/links']);
    expect((await onService(link.link_id)).status).toBe(200);
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([made.link_id, link.link_id]);
  });

  it('sends nothing when nothing was changed', async () => {
    const link = await madeLink();
    expect(await run(link, choicesOf(link), { canEdit: false })).toEqual({ kind: 'unchanged' });
    expect(s.sent).toEqual([]);
  });
});
