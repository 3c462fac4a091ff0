// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsForm } from '../../components/SettingsForm';
import { testConnection } from '../../lib/connection';
import { toDraft } from '../../lib/settings-form';
import { DEFAULT_PREFERENCES } from '../../lib/storage/preferences';
import { expectNoAxeViolations } from '../support/axe';
import { descriptionOf } from '../support/events';
import { BASE, inProcessSandbox } from '../support/sandbox';

// The form against the sandbox in-process: its fetch is handed to the real client.
let sandboxFetch: typeof fetch;
beforeEach(() => {
  sandboxFetch = inProcessSandbox(Date.now()).fetch;
});
afterEach(cleanup);

function renderForm(apiKey = '', baseUrl = BASE) {
  const onSave = vi.fn(async () => {});
  const onTest = vi.fn((connection, signal: AbortSignal) =>
    testConnection(connection, { fetch: sandboxFetch, signal }),
  );
  const view = render(
    <SettingsForm
      initial={toDraft({ baseUrl, apiKey, authMethod: 'bearer' }, DEFAULT_PREFERENCES)}
      domains={[{ id: 7, name: 'go.example.com' }]}
      onSave={onSave}
      onTest={onTest}
    />,
  );
  return { ...view, onSave, onTest };
}

const keyField = () => screen.getByLabelText('API key', { selector: 'input' });

describe('SettingsForm', () => {
  it('has no axe violations', async () => {
    const { container } = renderForm();
    await expectNoAxeViolations(container);
  });

  it('shows each field error beside its field and saves nothing', async () => {
    const { onSave } = renderForm('', 'http://short.example.com');
    fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Base URL').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText('Base URL'))).toMatch(/unencrypted/);
    expect(descriptionOf(keyField())).toMatch(/Enter the API key/);
    expect(descriptionOf(screen.getByLabelText('Size (px)'))).toMatch(/100 to 1000/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('picks the QR colours with the same colour control as the popup', () => {
    renderForm('demo-pro-key');
    for (const name of ['Foreground colour', 'Background colour']) {
      expect(screen.getByLabelText(name).getAttribute('type')).toBe('color');
    }
  });

  it('says what a button did beside it, and forgets it once a value changes', async () => {
    renderForm('demo-pro-key', 'http://127.0.0.1:8787/');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    const saved = await screen.findByText('Settings saved.');
    expect(save.parentElement?.contains(saved)).toBe(true);
    fireEvent.change(screen.getByLabelText('Size (px)'), { target: { value: '400' } });
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });

  it('keeps a live region beside each button from the start, and tests the connection in its card', () => {
    renderForm('demo-pro-key');
    // There before anything is said, so what is said is announced (and takes a room kept for it).
    for (const name of ['Save', 'Test connection']) {
      const button = screen.getByRole('button', { name });
      expect(within(button.parentElement as HTMLElement).getByRole('status').textContent).toBe('');
    }
    const connection = screen.getByRole('group', { name: 'Connection' });
    expect(within(connection).getByRole('button', { name: 'Test connection' })).toBeTruthy();
  });

  it('saves the normalised connection and the preferences', async () => {
    const { onSave } = renderForm('demo-pro-key', 'http://127.0.0.1:8787/');
    fireEvent.click(screen.getByLabelText('X-API-Key header'));
    fireEvent.change(screen.getByLabelText('Default domain'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#ffeedd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(onSave).toHaveBeenCalledWith({
      connection: { baseUrl: BASE, apiKey: 'demo-pro-key', authMethod: 'header' },
      preferences: {
        ...DEFAULT_PREFERENCES,
        defaultDomainId: 7,
        qr: { ...DEFAULT_PREFERENCES.qr, background: '#FFEEDD' },
      },
    });
  });

  it('shows and hides the key', () => {
    renderForm('demo-pro-key');
    expect(keyField().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show key' }));
    expect(keyField().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(keyField().getAttribute('type')).toBe('password');
  });

  it('warns before the key goes into URLs', () => {
    renderForm('demo-pro-key');
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByLabelText('api_key query parameter'));
    expect(screen.getByRole('note').textContent).toMatch(/server logs/);
  });

  it.each([
    ['demo-pro-key', /Connected to 127\.0\.0\.1:8787: the key works\. 119 of 120 requests left/],
    ['demo-enterprise-key', /299 of 300 requests left/],
  ])('tests the connection with %s', async (key, expected) => {
    renderForm(key);
    const button = screen.getByRole('button', { name: 'Test connection' });
    fireEvent.click(button);
    // Said beside the button that asked.
    const status = within(button.parentElement as HTMLElement).getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(expected));
  });

  it.each([
    ['nobody-key', /API key was not accepted/],
    ['demo-expired-key', /API key was not accepted/],
    ['demo-free-key', /does not include API access/],
  ])('explains what is wrong with %s', async (key, expected) => {
    renderForm(key);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(expected);
    expect(alert.textContent).not.toContain(key);
  });
});
