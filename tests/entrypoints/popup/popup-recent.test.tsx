// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RecentLinks } from '../../../entrypoints/popup/RecentLinks';
import type { PopupStart } from '../../../entrypoints/popup/shorten-tab';
import { usePopup } from '../../../entrypoints/popup/usePopup';
import { accountScope } from '../../../lib/account';
import { recordLink } from '../../../lib/history';
import type { AccountConnection } from '../../../lib/storage/accounts';
import { DEFAULT_PREFERENCES } from '../../../lib/storage/preferences';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';

// The popup's recent links come from usePopup's data: drawn here by RecentLinks alone, as the
// popup's view draws them, so the test holds whatever the rest of the view becomes.

const CONNECTION: AccountConnection = {
  baseUrl: 'https://sho.rt/api/v1/',
  apiKey: 'demo-pro-key',
  authMethod: 'bearer',
  domainId: null,
};

const start: PopupStart = {
  tab: Promise.resolve({ url: 'https://example.com/', title: 'Example', windowId: 1 }),
  connection: Promise.resolve(CONNECTION),
  accounts: Promise.resolve({ defaultId: '', list: [] }),
  preferences: Promise.resolve({ ...DEFAULT_PREFERENCES, autoCopy: false }),
  // Never settle: only the recent links are looked at.
  known: new Promise(() => {}),
  outcome: new Promise(() => {}),
};

function Recent() {
  return <RecentLinks links={usePopup(start).recent} />;
}

beforeEach(async () => {
  fakeBrowser.reset();
  const mine = await accountScope(CONNECTION);
  // Newest first once recorded: another key's link, this account's, another service's.
  await recordLink(historyEntry(3, { ...mine, base_url: 'https://other.example/api/v1' }));
  await recordLink(historyEntry(2, mine));
  await recordLink(historyEntry(1, { base_url: mine.base_url, account: 'ffffffffffffffff' }));
});
afterEach(cleanup);

describe("the popup's recent links", () => {
  it('has no axe violations', async () => {
    const { container } = render(<Recent />);
    await screen.findByRole('heading', { name: 'Recent links' });
    await expectNoAxeViolations(container);
  });

  it("lists only the current account's links: not another key's, nor another service's", async () => {
    render(<Recent />);
    const list = await screen.findByRole('region', { name: 'Recent links' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('a')?.textContent)).toEqual(['sho.rt/c2']);
  });
});
