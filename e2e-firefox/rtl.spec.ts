import type { Page } from 'puppeteer-core';
import { afterEach, describe, expect, test } from 'vitest';
import { type RtlLayout, rtlLayout } from '../e2e/rtl-checks.ts';
import { audit } from './checks.ts';
import { click, FIREFOX_DIR, firefoxAndSandbox, goTo, setViewport, waitFor } from './firefox.ts';
import { closeAll, eachPopupView, popupOver } from './popup.ts';
import { proWithHistory } from './surfaces.ts';

// Every surface in Arabic (Firefox's UI language `ar`, from Debian's firefox-esr-l10n-ar), right
// to left, as e2e/rtl.spec.ts checks them in Chromium: <html dir="rtl">, nothing past either edge
// at 360 px and no card wider than itself, every address shown left to right and isolated, axe
// at 0 violations and no visible text under 12 px. Tabs and lists are found by place, not words.

/** Each sidebar tab by its id (`#tab-<id>`), and what shows it drawn with its data. */
const TABS: Record<string, (page: Page, title: string) => Promise<unknown>> = {
  stats: (page, title) =>
    waitFor(
      page,
      (t) =>
        document.querySelector('#stats-title')?.textContent === t &&
        document.querySelector('.stats-chart svg rect') !== null &&
        document.querySelector('#breakdown-devices') !== null,
      title,
    ),
  links: async (page) => {
    await listShown(page, 'links');
    // With the first link's QR code open, from its row's More actions.
    await click(page, { css: '#panel-links ul.link-rows > li button[aria-expanded]' });
    await click(page, { css: '#panel-links ul.link-rows > li .row-actions button' });
    await waitFor(page, () => document.querySelector('#panel-links li img') !== null, undefined);
  },
  domains: (page) => listShown(page, 'domains'),
  qrcodes: (page) => listShown(page, 'qrcodes'),
  // The window's tab count, said (Arabic says none, one or two tabs without a digit).
  alltabs: (page) =>
    waitFor(
      page,
      () => document.querySelector('#panel-alltabs [role="status"][aria-busy="false"]') !== null,
      undefined,
    ),
};

function listShown(page: Page, id: string): Promise<boolean> {
  return waitFor(
    page,
    (panel) => {
      const list = document.querySelector(`#panel-${panel} :is(ul.items, ul.link-rows)`);
      return list?.getAttribute('aria-busy') === 'false' && list.querySelector('li') !== null;
    },
    id,
  );
}

/** Everything a surface must pass; `addresses`: it always shows one (a link, the base URL). */
async function check(page: Page, where: 'page' | 'popup', addresses: boolean) {
  const layout: RtlLayout = await page.evaluate(rtlLayout, where);
  expect({ dir: layout.dir, direction: layout.direction }).toEqual({
    dir: 'rtl',
    direction: 'rtl',
  });
  expect({ sideways: layout.sideways, cards: layout.cards }).toEqual({ sideways: [], cards: [] });
  expect(layout.addresses.filter((a) => !a.ltr)).toEqual([]);
  if (addresses) expect(layout.addresses.length).toBeGreaterThan(0);
  expect(await audit(page, where)).toEqual({ violations: [], small: [] });
}

describe('Arabic, right to left', () => {
  const run = firefoxAndSandbox(FIREFOX_DIR, { lang: 'ar' });
  afterEach(() => closeAll(run.firefox));

  test('options and each sidebar tab', async () => {
    const { page } = run.firefox;
    await setViewport(page, { width: 360, height: 800 });
    const title = await proWithHistory(page, run.sandbox);
    await goTo(page, 'options.html');
    await waitFor(
      page,
      (u) => (document.querySelector('input[type="url"]') as HTMLInputElement | null)?.value === u,
      run.sandbox.baseUrl,
    );
    const lang = await page.evaluate(() => document.documentElement.lang);
    expect(
      lang,
      'Firefox in Arabic needs its language pack: apt-get install firefox-esr-l10n-ar',
    ).toBe('ar');
    await check(page, 'page', true);

    await goTo(page, 'sidepanel.html');
    for (const [id, drawn] of Object.entries(TABS)) {
      await click(page, { css: `#tab-${id}` });
      await drawn(page, title);
      await check(page, 'page', ['stats', 'links', 'domains'].includes(id));
    }
  });

  test('the popup, with a link made and its QR code', async () => {
    const { page } = run.firefox;
    await popupOver(run.firefox, run.sandbox, `rtl-${Date.now()}`);
    await eachPopupView(page, () => check(page, 'popup', true));
  });
});
