// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../../components/AddressForm';
import { LinkCard } from '../../../entrypoints/popup/LinkCard';
import { expectNoAxeViolations } from '../../support/axe';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const LINK = {
  short_url: 'https://sho.rt/abc',
  title: 'A [page]',
  original_url: 'https://example.com/a?utm_source=news&utm_medium=mail',
  page: 'https://example.com/a',
};

const card = () =>
  render(<LinkCard link={LINK} note="How it came." onNew={vi.fn()} onStats={vi.fn()} />);

describe('LinkCard', () => {
  it('has no axe violations', async () => {
    const { container } = card();
    await expectNoAxeViolations(container);
  });

  it('shows the whole link without its scheme, and names the tags it was made with', () => {
    const { container } = card();
    expect(container.querySelector('.short-link')?.textContent).toBe('sho.rt/abc');
    expect(screen.getByText('UTM tags: utm_source=news · utm_medium=mail')).toBeTruthy();
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
    // One confirmation at a time, in the button that copied; the note stays as it was.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy());
    const html = screen.getByRole('button', { name: 'Copy as HTML' });
    await waitFor(() =>
      expect(html.querySelector(':not([aria-hidden])')?.textContent).toBe('Copied ✓'),
    );
    expect(screen.getByRole('status').textContent).toBe('How it came.');
  });

  it('says in its note when the clipboard refuses, the link still shown', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('no focus'));
    const { container } = card();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Could not copy/));
    expect(container.querySelector('.short-link')?.textContent).toBe('sho.rt/abc');
  });
});

describe('AddressForm', () => {
  it('has no axe violations', async () => {
    const { container } = render(<AddressForm busy={false} onSubmit={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('submits what was typed on Enter, keeps it, and ignores an empty field', () => {
    const onSubmit = vi.fn();
    render(<AddressForm busy={false} onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Another address' });
    fireEvent.submit(field);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' example.com/a ' } });
    fireEvent.submit(field);
    expect(onSubmit).toHaveBeenCalledWith(' example.com/a ');
    expect((field as HTMLInputElement).value).toBe(' example.com/a ');
  });

  it('offers no second shortening while one is under way', () => {
    render(<AddressForm busy onSubmit={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'Shorten this address' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
