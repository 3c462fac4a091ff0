// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { QrCodesSection } from '../../../../entrypoints/sidepanel/qrcodes/QrCodesSection';
import { QrContentForm } from '../../../../entrypoints/sidepanel/qrcodes/QrContentForm';
import { createClient } from '../../../../lib/api/client';
import type { QrCode } from '../../../../lib/api/schemas/qrcode';
import { saveQrCode } from '../../../../lib/qr/save';
import { DEFAULT_PREFERENCES, savePreferences } from '../../../../lib/storage/preferences';
import { BASE, type Sandbox, sandbox } from '../../../lib/helpers';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderInPanel } from '../../../support/panel';
import { readQrSvg, svgOfImage } from '../../../support/qr';

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(cleanup);

const STYLE = {
  size: 320,
  margin: 2,
  errorCorrection: 'M' as const,
  foreground: '#112233',
  background: '#FFEEDD',
};

/** The real client and save function, against the sandbox. */
function renderForm() {
  const client = createClient({ baseUrl: BASE, apiKey: 'demo-pro-key', fetch: box.fetch });
  return render(
    <QrContentForm
      initialStyle={STYLE}
      onSave={(input, signal) => saveQrCode(client, input, signal)}
    />,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save QR code' }));
const posts = () => box.sent.filter((s) => s.method === 'POST');

async function savedCodes(): Promise<QrCode[]> {
  return (await (await box.api('/qrcodes')).json()).data;
}

/** The error shown beside a field, read the way a screen reader gets it. */
function errorBeside(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent;
}

describe('QrContentForm', () => {
  it('has no axe violations, for every type and with errors shown', async () => {
    const { container } = renderForm();
    await expectNoAxeViolations(container);
    for (const t of ['text', 'email', 'sms', 'phone']) {
      fireEvent.change(screen.getByLabelText('Type'), { target: { value: t } });
      submit();
      await expectNoAxeViolations(container);
    }
  });

  it('shows each error beside its field and sends nothing', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'email' } });
    type('Email address', 'not an address');
    type('Body', 'Hello');
    // Nothing is said before a save is tried.
    expect(errorBeside('Email address')).toBeUndefined();
    submit();
    expect(errorBeside('Email address')).toBe('Enter an email address like name@example.com.');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(errorBeside('Body')).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sms' } });
    type('Phone number', '555-CALL');
    type('Message', 'x'.repeat(1200));
    submit();
    expect(errorBeside('Phone number')).toMatch(/only digits/);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'url' } });
    type('Web address', 'ftp://example.com/file');
    submit();
    expect(errorBeside('Web address')).toMatch(/http:\/\/ or https:\/\//);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'text' } });
    type('Text', 'y'.repeat(1001));
    submit();
    expect(errorBeside('Text')).toBe(
      'The text is 1001 characters in the QR code; the limit is 1000.',
    );

    expect(screen.queryByRole('img')).toBeNull();
    await Promise.resolve();
    expect(box.sent).toHaveLength(0);
  });

  it('previews the built content as it is typed, as an image that scans to it', () => {
    const { container } = renderForm();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sms' } });
    type('Phone number', '+1 555-0100');
    type('Message', 'Meet at 10:30: door B');
    const img = screen.getByRole('img');
    expect(img.getAttribute('alt')).toBe('QR code for SMSTO:+15550100:Meet at 10:30: door B');
    expect(container.querySelector('svg')).toBeNull();
    expect(readQrSvg(svgOfImage(img))).toMatchObject({
      content: 'SMSTO:+15550100:Meet at 10:30: door B',
      width: 320,
      foreground: '#112233',
    });
  });

  it('saves a valid email code, which then appears in GET /qrcodes with type email', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'email' } });
    type('Email address', 'team@example.com');
    type('Subject', 'Hello & welcome');
    type('Body', 'Line 1\nLine 2: 100%');
    type('Name', 'Contact us');
    fireEvent.change(screen.getByLabelText('Error correction'), { target: { value: 'Q' } });
    submit();
    await screen.findByText('Saved the QR code “Contact us”.');
    expect(screen.queryByRole('alert')).toBeNull();

    const content =
      'mailto:team@example.com?subject=Hello%20%26%20welcome&body=Line%201%0ALine%202%3A%20100%25';
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(posts()[0]?.body ?? '')).toEqual({
      name: 'Contact us',
      type: 'email',
      content,
      error_correction: 'Q',
      foreground_color: '#112233',
      background_color: '#FFEEDD',
      margin: 2,
      size: 320,
    });
    expect((await savedCodes()).find((q) => q.name === 'Contact us')).toMatchObject({
      type: 'email',
      content,
      is_dynamic: false,
      link_id: null,
    });
  });

  it("has the popup's style options, and the preview and the saved code follow them", async () => {
    renderForm();
    type('Web address', 'https://example.com/styled');
    type('Name', 'Styled');
    // The popup's controls: numbers, colour pickers and the error-correction levels.
    expect(screen.getByLabelText('Foreground').getAttribute('type')).toBe('color');
    expect(screen.getByLabelText('Background').getAttribute('type')).toBe('color');
    type('Size (px)', '480');
    type('Margin', '6');
    type('Foreground', '#0d9488');
    type('Background', '#fffbeb');
    type('Error correction', 'H');
    const preview = readQrSvg(svgOfImage(screen.getByRole('img', { name: /^QR code for/ })));
    expect(preview).toMatchObject({
      content: 'https://example.com/styled',
      width: 480,
      foreground: '#0D9488',
      background: '#FFFBEB',
    });
    submit();
    await screen.findByText('Saved the QR code “Styled”.');
    expect(JSON.parse(posts()[0]?.body ?? '')).toMatchObject({
      size: 480,
      margin: 6,
      foreground_color: '#0D9488',
      background_color: '#FFFBEB',
      error_correction: 'H',
    });
    const saved = (await savedCodes()).find((q) => q.name === 'Styled');
    expect(saved).toMatchObject({
      size: 480,
      margin: 6,
      foreground_color: '#0D9488',
      background_color: '#FFFBEB',
      error_correction: 'H',
    });
  });

  it("says why the service refused a save, and doesn't claim it was saved", async () => {
    const client = createClient({ baseUrl: BASE, apiKey: 'wrong-key', fetch: box.fetch });
    render(
      <QrContentForm
        initialStyle={STYLE}
        onSave={(input, signal) => saveQrCode(client, input, signal)}
      />,
    );
    type('Web address', 'https://example.com/');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector(':scope > p')?.textContent).toBe(
      "Your link service didn't accept your API key.",
    );
    expect(alert.querySelector('details > p')?.textContent).toBe(
      '127.0.0.1:8787 answered with HTTP status 401. The key is missing, wrong, inactive or expired.',
    );
    expect(screen.queryByText(/Saved the QR code/)).toBeNull();
  });
});

describe('QrCodesSection: New QR code', () => {
  it('starts from the QR style set in the options', async () => {
    fakeBrowser.reset();
    await savePreferences({ ...DEFAULT_PREFERENCES, qr: STYLE });
    await renderInPanel(<QrCodesSection />, { fetch: box.fetch });
    fireEvent.click(screen.getByText('New QR code'));
    expect(await screen.findByLabelText('Size (px)')).toHaveProperty('value', '320');
    expect(screen.getByLabelText('Margin')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Foreground')).toHaveProperty('value', '#112233');
    expect(screen.getByLabelText('Error correction')).toHaveProperty('value', 'M');
  });

  it('saves a phone code and the list shows it', async () => {
    await renderInPanel(<QrCodesSection />, { fetch: box.fetch });
    const list = await screen.findByRole('list', { name: 'QR codes' });
    expect(within(list).queryByText('Call the desk')).toBeNull();

    fireEvent.click(screen.getByText('New QR code'));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'phone' } });
    type('Phone number', '+44 20 7946 0958');
    type('Name', 'Call the desk');
    submit();
    await screen.findByText('Saved the QR code “Call the desk”.');

    const item = await within(screen.getByRole('list', { name: 'QR codes' })).findByText(
      'Call the desk',
    );
    expect(item.closest('li')?.textContent).toContain('Phone · ');
    expect((await savedCodes()).find((q) => q.name === 'Call the desk')).toMatchObject({
      type: 'phone',
      content: 'tel:+442079460958',
    });
  });
});
