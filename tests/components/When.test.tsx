// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { When } from '../../components/When';
import { expectNoAxeViolations } from '../support/axe';
import { chromeMessages, getMessageFrom } from '../support/i18n';

afterEach(() => {
  cleanup();
  fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('en'));
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DAY = 86_400_000;

describe('When', () => {
  it('says how long ago, with the full date and time as its tooltip, and takes the focus', async () => {
    const time = ago(3 * DAY);
    const { container } = render(<When time={time} />);
    const shown = screen.getByText('3 days ago');
    expect(shown.tagName).toBe('TIME');
    expect(shown.getAttribute('datetime')).toBe(time);
    expect(shown.getAttribute('title')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(time),
      ),
    );
    // Focus shows the tooltip (base.css), so the full date is a Tab away as well as a hover.
    expect(shown.tabIndex).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('says the largest unit that fits, in the language of the text, in a sentence when asked', () => {
    render(<When time={ago(70 * DAY)} words={(when) => `Made ${when}`} />);
    expect(document.querySelector('time')?.textContent).toBe('Made 2 months ago');
    cleanup();
    fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('de'));
    render(<When time={ago(70 * DAY)} />);
    expect(document.querySelector('time')?.textContent).toBe('vor 2 Monaten');
  });

  it('shows nothing for a time that is absent or not an ISO 8601 instant', () => {
    const { container } = render(
      <>
        <When time={null} />
        <When time="yesterday" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
