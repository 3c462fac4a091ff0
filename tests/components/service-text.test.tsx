// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RecentLinks } from '../../entrypoints/popup/RecentLinks';
import { DomainItem } from '../../entrypoints/sidepanel/domains/DomainItem';
import { StatsView } from '../../entrypoints/sidepanel/stats/StatsView';
import { Analytics } from '../../lib/api/schemas/analytics';
import { recentLinks, recordLink } from '../../lib/history';
import { expectNoAxeViolations } from '../support/axe';
import { historyEntry } from '../support/history';
import { renderInPanel } from '../support/panel';
import { apiJson, newSandbox } from '../support/panel-sandbox';
import { inProcessSandbox } from '../support/sandbox';

// What a hostile or broken service can put in the fields the surfaces show: none of it may
// become a link, be copied, or reorder the text around it.
const NOT_WEB = [
  'javascript:alert(document.domain)',
  'data:text/html,<h1>hi</h1>',
  'file:///etc/passwd',
];

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('Stats', () => {
  for (const short_url of NOT_WEB) {
    it(`shows a short_url of ${short_url.split(':')[0]}: as text, never as a link`, async () => {
      const box = newSandbox();
      const answer = (await apiJson(box, '/links/1/analytics')) as {
        link: Record<string, unknown>;
      };
      answer.link.short_url = short_url;
      const { container } = render(<StatsView analytics={Analytics.parse(answer)} />);
      await expectNoAxeViolations(container);
      expect(screen.getByText(short_url)).toBeTruthy();
      for (const a of container.querySelectorAll('a')) {
        expect(a.getAttribute('href')).toMatch(/^https?:/);
      }
    });
  }

  it('isolates a title with a direction override', async () => {
    const box = newSandbox();
    const answer = (await apiJson(box, '/links/1/analytics')) as { link: Record<string, unknown> };
    answer.link.title = 'Invoice \u202efdp.exe';
    render(<StatsView analytics={Analytics.parse(answer)} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('bdi')?.textContent).toBe('Invoice \u202efdp.exe');
  });
});

describe('recent links', () => {
  it('drops a stored entry whose short link is not a web address', async () => {
    await recordLink(historyEntry(1));
    await recordLink(historyEntry(2, { short_url: 'javascript:alert(1)' }));
    expect((await recentLinks()).map((e) => e.link_id)).toEqual([1]);
  });

  it('never links or copies a non-web address it is given', () => {
    const links = NOT_WEB.map((short_url, i) => historyEntry(i + 1, { short_url }));
    const { container } = render(<RecentLinks links={links} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(NOT_WEB.length);
  });
});

describe('domains', () => {
  it('shows pages and names isolated, as text', async () => {
    const domain = {
      id: 1,
      name: 'go.\u202eelgoog.com',
      index_page: 'javascript:alert(1)',
      not_found_page: 'https://example.com/\u202e404',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    const { container } = await renderInPanel(<DomainItem domain={domain} />, {
      fetch: inProcessSandbox(Date.now()).fetch,
    });
    expect(container.querySelectorAll('a')).toHaveLength(0);
    const isolated = [...container.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolated).toEqual(
      expect.arrayContaining([domain.name, domain.index_page, domain.not_found_page]),
    );
    const edit = screen.getByRole('button', { name: /Edit/ });
    expect(edit.getAttribute('aria-label')).not.toContain('\u202e');
  });
});
