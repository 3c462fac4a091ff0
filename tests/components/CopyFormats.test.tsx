// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../components/AddressForm';
import { CopyFormats } from '../../components/CopyFormats';
import { expectNoAxeViolations } from '../support/axe';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LINK = { short_url: 'https://sho.rt/abc', title: 'A [page]' };

describe('CopyFormats', () => {
  it('has no axe violations', async () => {
    const { container } = render(<CopyFormats link={LINK} />);
    await expectNoAxeViolations(container);
  });

  it('copies the link as Markdown and as HTML, each saying so beside it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyFormats link={LINK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Markdown' }));
    expect(writeText).toHaveBeenLastCalledWith('[A \\[page\\]](https://sho.rt/abc)');
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    expect(writeText).toHaveBeenLastCalledWith('<a href="https://sho.rt/abc">A [page]</a>');
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
        'Copied.',
        'Copied.',
      ]),
    );
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
