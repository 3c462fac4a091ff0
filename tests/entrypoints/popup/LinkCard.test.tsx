// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkCard } from '../../../entrypoints/popup/LinkCard';
import { expectNoAxeViolations } from '../../support/axe';
import { historyEntry } from '../../support/history';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const LINK = historyEntry(1, {
  short_url: 'https://sho.rt/abc',
  title: 'A [page]',
  original_url: 'https://example.com/a?utm_source=news&utm_medium=mail',
  page: 'https://example.com/a',
});

const card = (copied = false) =>
  render(<LinkCard link={LINK} copied={copied} status="How it came." />);

describe('LinkCard', () => {
  it('has no axe violations', async () => {
    const { container } = card();
    await expectNoAxeViolations(container);
  });

  it('shows the whole link without its scheme, and names the tags it was made with', () => {
    const { container } = card();
    const link = container.querySelector('.short-link');
    expect(link?.textContent).toBe('sho.rt/abc');
    expect(link?.getAttribute('title')).toBe('https://sho.rt/abc');
    // How it came, then when, in words, with the instant for machines and the full date on hover.
    expect(screen.getByRole('status').textContent).toMatch(/^How it came\. · Made \S.* ago$/);
    const made = screen.getByRole('status').querySelector('time');
    expect(made?.getAttribute('datetime')).toBe(new Date(LINK.created_at).toISOString());
    expect(made?.getAttribute('title')).toMatch(/\d{4}/);
    expect(screen.getByText('UTM tags: utm_source=news utm_medium=mail')).toBeTruthy();
  });

  it('copies the link plain, as Markdown and as HTML, each confirming inside itself', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    card();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith('https://sho.rt/abc');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied ✓' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(writeText).toHaveBeenLastCalledWith('[A \\[page\\]](https://sho.rt/abc)');
    fireEvent.click(screen.getByRole('button', { name: 'Copy as HTML' }));
    expect(writeText).toHaveBeenLastCalledWith('<a href="https://sho.rt/abc">A [page]</a>');
    // One confirmation at a time, in the button that copied; the status stays as it was.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy());
    const html = screen.getByRole('button', { name: 'Copy as HTML' });
    await waitFor(() =>
      expect(html.querySelector(':not([aria-hidden])')?.textContent).toBe('Copied ✓'),
    );
    expect(screen.getByRole('status').textContent).toMatch(/^How it came\. · Made /);
  });

  it('starts as "Copied ✓" when the flow copied it already, the label hidden meanwhile', () => {
    card(true);
    const copy = screen.getByRole('button', { name: 'Copied ✓' });
    expect(copy.classList.contains('primary')).toBe(true);
    expect([...copy.children].map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', null]);
  });

  it('says in its status line when the clipboard refuses, the link still shown', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('no focus'));
    const { container } = card();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Could not copy/));
    expect(container.querySelector('.short-link')?.textContent).toBe('sho.rt/abc');
  });
});
