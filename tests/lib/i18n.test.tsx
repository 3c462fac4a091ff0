// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { CopyButton } from '../../components/CopyButton';
import { plural } from '../../lib/i18n';
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

describe('plural', () => {
  const say = (locale: string, counts: number[]) => {
    fakeBrowser.i18n.getMessage = getMessageFrom(chromeMessages(locale));
    return counts.map((n) => plural('common.clicks', n));
  };

  it('takes the form each language has for the count, the count written its way', () => {
    expect(say('en', [1, 2, 1234])).toEqual(['1 click', '2 clicks', '1,234 clicks']);
    expect(say('de', [1, 1234])).toEqual(['1 Klick', '1.234 Klicks']);
  });

  // Arabic's six forms, not a count after a label: zero, one, two, few (3–10), many (11–99),
  // and other (100 and up).
  it("says Arabic's six forms", () => {
    const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(say('ar', [0, 1, 2, 3, 11, 100])).toEqual([
      'لا نقرات',
      'نقرة واحدة',
      'نقرتان',
      `${digits(3)} نقرات`,
      `${digits(11)} نقرة`,
      `${digits(100)} نقرة`,
    ]);
  });
});
