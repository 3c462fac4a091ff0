import { afterEach, describe, expect, test } from 'vitest';
import { audit } from './checks.ts';
import { FIREFOX_DIR, firefoxAndSandbox, goTo, waitFor } from './firefox.ts';
import { closeAll, eachPopupView, popupOver } from './popup.ts';
import { PANEL_TABS, proWithHistory, showPanelTab } from './surfaces.ts';

// Every surface in Firefox, in the light and the dark theme (prefers-color-scheme, set for the
// whole browser): axe at zero violations and no visible text under 12 px, once its data shows.

for (const scheme of ['light', 'dark'] as const) {
  describe(scheme, () => {
    const run = firefoxAndSandbox(FIREFOX_DIR, { scheme });
    afterEach(() => closeAll(run.firefox));

    test(`options and the sidebar's tabs (${scheme})`, async () => {
      const { page } = run.firefox;
      const title = await proWithHistory(page, run.sandbox);
      await goTo(page, 'options.html');
      await waitFor(
        page,
        (u) => [...document.querySelectorAll('input')].some((i) => i.value === u),
        run.sandbox.baseUrl,
      );
      // The theme asked for is the one drawn.
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        scheme === 'dark',
      );
      expect(await audit(page)).toEqual({ violations: [], small: [] });

      await goTo(page, 'sidepanel.html');
      for (const tab of Object.keys(PANEL_TABS)) {
        await showPanelTab(page, tab, title);
        expect(await audit(page), tab).toEqual({ violations: [], small: [] });
      }
    });

    test(`the popup (${scheme})`, async () => {
      const { page } = run.firefox;
      // The everyday view, Customise and the QR code in full, each with its folds open.
      await popupOver(run.firefox, run.sandbox, `a11y-${scheme}-${Date.now()}`);
      await eachPopupView(page, async (view) => {
        expect(await audit(page, 'popup'), view).toEqual({ violations: [], small: [] });
      });
    });
  });
}
