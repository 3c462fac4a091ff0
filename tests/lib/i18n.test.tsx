// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { CopyButton } from '../../components/CopyButton';
import { expectNoAxeViolations } from '../support/axe';
import { chromeMessages, getMessageFrom } from '../support/i18n';

// The components ask browser.i18n at render time, so a German browser shows German text.
beforeEach(() => {
  fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('de'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages('en'));
});

describe('a component in German', () => {
  it('has no axe violations', async () => {
    const { container } = render(<CopyButton text="https://sho.rt/abc" />);
    await expectNoAxeViolations(container);
  });

  it('labels and reports in German', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyButton text="https://sho.rt/abc" />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Kopiert.'));
  });

  it('fills named substitutions into the German sentence', () => {
    render(<ConfirmDelete what="go.example.com" onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'go.example.com löschen' }));
    expect(
      screen.getByText('go.example.com löschen? Das lässt sich nicht rückgängig machen.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Ja, löschen',
      'Abbrechen',
    ]);
  });
});
