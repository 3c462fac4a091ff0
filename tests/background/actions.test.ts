import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { BADGE, MENU, menuEntries, reportFor } from '../../lib/background/actions';
import { noKeyMessage } from '../../lib/error-view';
import type { HistoryEntry } from '../../lib/history';
import { classifyUrl } from '../../lib/urls';

const PAGE = 'https://example.com/article';

describe('menu entries', () => {
  it('offer the five actions in their contexts, and the panel on the toolbar icon', () => {
    const byId = Object.fromEntries(menuEntries(3).map((e) => [e.id, e]));
    expect(byId[MENU.shortenLink]).toMatchObject({ title: 'Shorten link', contexts: ['link'] });
    expect(byId[MENU.shortenPage]).toMatchObject({
      title: 'Shorten this page',
      contexts: ['page'],
    });
    expect(byId[MENU.qrLink]?.contexts).toEqual(['link']);
    expect(byId[MENU.qrPage]?.contexts).toEqual(['page']);
    expect(byId[MENU.qrSelection]).toMatchObject({
      title: 'QR code for selected text',
      contexts: ['selection'],
    });
    expect(byId[MENU.openPanel]?.contexts).toEqual(['action']);
    expect(menuEntries(2).find((e) => e.id === MENU.openPanel)?.contexts).toEqual([
      'browser_action',
    ]);
  });

  it('have unique ids', () => {
    const ids = menuEntries(3).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offer "Shorten with" one entry per account when there are two or more, none for one', () => {
    const work = { id: 'w', name: 'Work' };
    expect(menuEntries(3, [work]).map((e) => e.id)).toEqual(menuEntries(3).map((e) => e.id));
    const entries = menuEntries(3, [work, { id: 'h', name: 'Home' }]);
    expect(entries.find((e) => e.id === MENU.shortenPage)?.title).toBe('Shorten this page with');
    expect(entries.filter((e) => e.parentId === MENU.shortenPage)).toEqual([
      {
        id: `${MENU.shortenPage}@w`,
        parentId: MENU.shortenPage,
        title: 'Work',
        contexts: ['page'],
      },
      {
        id: `${MENU.shortenPage}@h`,
        parentId: MENU.shortenPage,
        title: 'Home',
        contexts: ['page'],
      },
    ]);
    expect(entries.filter((e) => e.parentId === MENU.shortenLink).map((e) => e.title)).toEqual([
      'Work',
      'Home',
    ]);
  });
});

describe('reportFor', () => {
  const link: HistoryEntry = {
    short_url: 'https://sl.example/abc',
    original_url: PAGE,
    link_id: 1,
    title: null,
    domain_id: null,
    created_at: '2026-03-15T12:00:00Z',
    base_url: 'https://sl.example/api/v1',
    account: 'x',
  };

  it('a copied link: ✓ and the short URL', () => {
    expect(reportFor({ kind: 'link', link, reused: false, copied: true })).toEqual({
      badge: BADGE.done,
      title: 'Short link copied',
      message: 'https://sl.example/abc',
    });
  });

  it('a reused link says so, as the popup does', () => {
    expect(reportFor({ kind: 'link', link, reused: true, copied: true })?.message).toBe(
      "This page's existing link\nhttps://sl.example/abc",
    );
  });

  it('a link the clipboard refused still shows the link and says it was not copied', () => {
    const r = reportFor({ kind: 'link', link, reused: false, copied: false });
    expect(r?.badge).toBe(BADGE.done);
    expect(r?.title).toMatch(/not copied/);
    expect(r?.message).toContain('https://sl.example/abc');
  });

  it('each failure: ! and its message', () => {
    const refused = classifyUrl('chrome://settings');
    if (refused.ok) throw new Error('expected a refusal');
    expect(reportFor({ kind: 'unshortenable', reason: refused.reason })).toEqual({
      badge: BADGE.failed,
      title: "Can't shorten this address",
      message: refused.reason,
    });
    expect(reportFor({ kind: 'no_key' })).toMatchObject({
      badge: BADGE.failed,
      message: noKeyMessage(),
    });
    expect(reportFor({ kind: 'bad_base_url', problem: 'invalid' })).toMatchObject({
      badge: BADGE.failed,
      title: /base URL/,
      message: expect.stringMatching(/not a valid web address/),
    });
    const error = new ApiError('unauthorized', { status: 401 });
    expect(reportFor({ kind: 'error', error })).toEqual({
      badge: BADGE.failed,
      title: "Couldn't shorten",
      // A notification has no Details: the sentence alone.
      message: "Your link service didn't accept your API key. Check Snaplink's settings.",
    });
    // A notification can't count down: the wait is said in words.
    const limited = new ApiError('rate_limited', { status: 429, retryAfter: 42 });
    expect(reportFor({ kind: 'error', error: limited })?.message).toBe(
      "Too many requests: your plan's rate limit was reached. Try again in 42 seconds.",
    );
  });

  it('an abort says nothing', () => {
    expect(reportFor({ kind: 'aborted' })).toBeUndefined();
  });
});
