import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { configure, expect, test } from './fixtures.ts';

// axe in real Chromium, where styles are computed, so colour contrast is checked too: every
// surface, in the light and the dark theme.

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<string[]> {
  // Evaluated over CDP, so the extension pages' CSP does not stop the injected script.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`options and side panel have no axe violations (${scheme})`, async ({
    context,
    extensionId,
    sandbox,
  }) => {
    await configure(context, { baseUrl: sandbox.baseUrl, apiKey: 'demo-pro-key' });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(page.getByLabel('Base URL')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(page.getByRole('tab', { name: 'Stats' })).toBeVisible();
    for (const tab of ['Stats', 'Domains', 'QR codes']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), tab).toEqual([]);
    }
  });

  test(`the popup has no axe violations (${scheme})`, async ({ popupOn }) => {
    const popup = await popupOn(`a11y-${scheme}`);
    await popup.page.emulateMedia({ colorScheme: scheme });
    await expect(popup.shortLink()).toHaveValue(/^http/);
    await popup.page.getByText('Link options').click();
    await popup.page.getByText('Customise').click();
    expect(await violations(popup.page)).toEqual([]);
  });
}

test('the side panel tabs work from the keyboard', async ({ proPage }) => {
  const page = await proPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Stats' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Domains' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Domains' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Domains' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'QR codes' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
});
