// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../components/CopyButton';
import { expectNoAxeViolations } from '../support/axe';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LINK = 'https://sho.rt/abc';
const status = () => screen.getByRole('status').textContent;

/** What the button shows: its label, or "Copied ✓", whichever is not hidden. */
const shownLabel = (b: HTMLElement) => b.querySelector(':scope > :not([aria-hidden])')?.textContent;

describe('CopyButton', () => {
  it('has no axe violations', async () => {
    const { container } = render(<CopyButton text={LINK} />);
    await expectNoAxeViolations(container);
  });

  it('is named Copy, or by the name given', () => {
    render(<CopyButton text={LINK} />);
    render(<CopyButton text={LINK} name={`Copy ${LINK}`} />);
    expect(
      screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? shownLabel(b)),
    ).toEqual(['Copy', `Copy ${LINK}`]);
  });

  it('copies the text and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyButton text={LINK} />);
    expect(status()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(status()).toBe('Copied.'));
  });

  it('says to copy by hand when the clipboard refuses, and copies on a later try', async () => {
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new DOMException('Document is not focused.', 'NotAllowedError'))
      .mockResolvedValueOnce();
    render(<CopyButton text={LINK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(status()).toBe('Could not copy; select the link and copy it by hand.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(status()).toBe('Copied.'));
    expect(writeText).toHaveBeenCalledTimes(2);
  });
});
