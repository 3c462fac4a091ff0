import { createHash } from 'node:crypto';
import { configure, expect, servePages, storeSandboxLinks, test } from './fixtures.ts';

// A history entry of another account (the Pro demo's key) on a browser now set to the second Pro
// key: the popup's recent links leave it out, and Stats, asked for it, says whose it is.

const THEIRS = 'demo-pro-key';
const MINE = 'demo-pro2-key';

test.beforeEach(async ({ context }) => {
  await servePages(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test("another account's history entry is not in the popup's recent links, and Stats says it is another account's", async ({
  context,
  extensionId,
  sandbox,
  popupOn,
}) => {
  const [theirs] = await storeSandboxLinks(context, sandbox, THEIRS, ['demo1']);
  if (!theirs) throw new Error('no history entry');
  await configure(context, { baseUrl: sandbox.baseUrl, apiKey: MINE });

  // Two pages shortened with this key: the second popup lists the first one's link only.
  const first = await popupOn(`https://example.com/mine-${Date.now()}`, { key: null });
  await expect(first.shortLink()).toHaveAttribute('title', /^http/);
  const mine = await first.shortUrl();
  await first.settled();
  await first.close();
  const second = await popupOn(`https://example.com/mine-again-${Date.now()}`, { key: null });
  await expect(second.shortLink()).toHaveAttribute('title', /^http/);
  const recent = second.page.getByRole('region', { name: 'Recent links' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('link')).toHaveText(mine.replace(/^https?:\/\//, ''));
  await expect(second.page.getByText(theirs.short_url.replace(/^https?:\/\//, ''))).toHaveCount(0);
  await second.close();

  // The ask a popup set to the other key left for Stats (its Stats button), read by the panel.
  const account = createHash('sha256').update(THEIRS).digest('hex').slice(0, 16);
  const ask = {
    link_id: theirs.link_id,
    at: Date.now(),
    scope: { base_url: theirs.base_url, account },
  };
  await configure(context, { panelLink: ask }, { area: 'session' });
  const asked: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/analytics')) asked.push(r.url());
  });
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('This link belongs to another account or key');
  await expect(alert).not.toContainText(/removed|no longer exists/);
  // The picker lists this account's links only.
  const picker = panel.getByRole('combobox', { name: 'Show stats for' });
  await expect(picker.locator('option', { hasText: theirs.title ?? theirs.short_url })).toHaveCount(
    0,
  );
  expect(asked.filter((u) => u.includes(`/links/${theirs.link_id}/`))).toEqual([]);
});
