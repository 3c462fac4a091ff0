// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionCard } from '../../../entrypoints/options/ConnectionCard';
import { testConnection } from '../../../lib/settings/connection-test';
import type { Account } from '../../../lib/storage/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { descriptionOf } from '../../support/events';
import { BASE, inProcessSandbox } from '../../support/sandbox';

// The card against the sandbox in-process: its fetch is handed to the real client.
let sandboxFetch: typeof fetch;
beforeEach(() => {
  sandboxFetch = inProcessSandbox(Date.now()).fetch;
});
afterEach(cleanup);

function renderCard(apiKey = '', baseUrl = '') {
  const onSave = vi.fn(async (_a: Account) => {});
  const onAskAccess = vi.fn(async () => false);
  const view = render(
    <ConnectionCard
      saved={{ id: 'a1', name: 'Work', baseUrl, apiKey, authMethod: 'bearer', domainId: null }}
      legend="Connection"
      named={false}
      onTest={(connection, signal) => testConnection(connection, { fetch: sandboxFetch, signal })}
      onSave={onSave}
      onAskAccess={onAskAccess}
    />,
  );
  return { ...view, onSave, onAskAccess };
}

const keyField = () => screen.getByLabelText('API key', { selector: 'input' });
const baseField = () => screen.getByLabelText('Base URL');
const connect = () => screen.getByRole('button', { name: 'Save and connect' });
const statusBeside = () => within(connect().parentElement as HTMLElement).getByRole('status');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** Whether leaving the page now would ask first (the card holds what isn't saved). */
const asksBeforeLeaving = () => {
  const leaving = new Event('beforeunload', { cancelable: true });
  dispatchEvent(leaving);
  return leaving.defaultPrevented;
};

describe('ConnectionCard', () => {
  it('has no axe violations', async () => {
    const { container } = renderCard();
    await expectNoAxeViolations(container);
  });

  it('shows each field error beside its field, saves nothing and asks for nothing', () => {
    const { onSave, onAskAccess } = renderCard();
    type(baseField(), 'http://short.example.com');
    fireEvent.click(connect());
    expect(baseField().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(baseField())).toMatch(/unencrypted/);
    expect(descriptionOf(keyField())).toMatch(/Enter the API key/);
    expect(onSave).not.toHaveBeenCalled();
    expect(onAskAccess).not.toHaveBeenCalled();
  });

  it('connects in one click: asks for the origin, tests, then saves the API root', async () => {
    const { onSave, onAskAccess } = renderCard();
    type(baseField(), 'http://127.0.0.1:8787/');
    // Pasted from a dashboard, with a space and quotes around it.
    type(keyField(), ' "demo-pro-key" ');
    expect((keyField() as HTMLInputElement).value).toBe('demo-pro-key');
    expect(descriptionOf(keyField())).toMatch(/Spaces and quotes around the key were removed/);
    expect(descriptionOf(baseField())).toContain(`Snaplink will use ${BASE}`);
    expect(statusBeside().textContent).toMatch(/Not saved yet/);
    expect(asksBeforeLeaving()).toBe(true);
    fireEvent.click(connect());
    expect(onAskAccess).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(statusBeside().textContent).toMatch(
        /Connected to 127\.0\.0\.1:8787: the key works, on the Pro plan\. 119 of 120 requests left/,
      ),
    );
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      baseUrl: BASE,
      apiKey: 'demo-pro-key',
      authMethod: 'bearer',
    });
    expect((baseField() as HTMLInputElement).value).toBe(BASE);
    // The page stops asking once the card's effects have run after the save.
    await waitFor(() => expect(asksBeforeLeaving()).toBe(false));
  });

  const unauthorized = [
    "Your link service didn't accept your API key.",
    '127.0.0.1:8787 answered with HTTP status 401. The key is missing, wrong, inactive or expired.',
  ];
  it.each([
    ['nobody-key', unauthorized],
    ['demo-expired-key', unauthorized],
    [
      'demo-free-key',
      [
        "Your plan doesn't include API access.",
        '127.0.0.1:8787 answered with HTTP status 403. Snaplink needs a plan with API access (Pro or Enterprise): upgrade the plan, or use a key from an account that has it.',
      ],
    ],
  ])(
    'explains a refused %s, keeps what was typed and saves nothing',
    async (key, [said, detail]) => {
      const { onSave } = renderCard();
      type(baseField(), BASE);
      type(keyField(), key);
      fireEvent.click(connect());
      const alert = await screen.findByRole('alert');
      expect(alert.querySelector(':scope > p')?.textContent).toBe(said);
      expect(alert.querySelector('details > p')?.textContent).toBe(detail);
      expect(alert.textContent).not.toContain(key);
      expect(screen.getByText(/Nothing was saved/)).toBeTruthy();
      expect((keyField() as HTMLInputElement).value).toBe(key);
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it('takes a page of the service for its address, and says the API root it will use', async () => {
    const { onSave } = renderCard();
    type(baseField(), 'http://127.0.0.1:8787/dashboard/keys?tab=api');
    expect(descriptionOf(baseField())).toBe(`Snaplink will use ${BASE}`);
    type(keyField(), 'demo-pro-key');
    fireEvent.click(connect());
    await waitFor(() => expect(statusBeside().textContent).toMatch(/Connected to/));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      baseUrl: BASE,
      apiKey: 'demo-pro-key',
      authMethod: 'bearer',
    });
  });

  it("says where keys are made, with a link to the service's site once its address is typed", async () => {
    const { container } = renderCard();
    const site = () => screen.queryByRole('link', { name: /in a new tab$/ });
    expect(descriptionOf(keyField())).toMatch(/^Make a key in your link service's dashboard/);
    expect(site()).toBeNull();
    type(baseField(), 'https://sho.rt/dashboard/keys');
    expect(site()?.textContent).toBe('Open sho.rt in a new tab');
    expect(site()?.getAttribute('href')).toBe('https://sho.rt');
    expect(site()?.getAttribute('target')).toBe('_blank');
    expect(site()?.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoAxeViolations(container);
    // Only to an address the key could go to: never another scheme, never plain http afar.
    for (const unusable of ['javascript:alert(1)', 'http://sho.rt', 'ftp://sho.rt', '']) {
      type(baseField(), unusable);
      expect(site()).toBeNull();
    }
  });

  it('explains a 404 by the API root and offers the root at the origin, which connects', async () => {
    const { onSave } = renderCard();
    type(baseField(), 'http://127.0.0.1:8787/shortener/api/v1');
    type(keyField(), 'demo-pro-key');
    fireEvent.click(connect());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/no API is at this address \(HTTP 404\)/);
    expect(alert.textContent).not.toMatch(/deleted/);
    fireEvent.click(screen.getByRole('button', { name: `Use ${BASE}` }));
    await waitFor(() => expect(statusBeside().textContent).toMatch(/Connected to/));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      baseUrl: BASE,
      apiKey: 'demo-pro-key',
      authMethod: 'bearer',
    });
  });

  it('keeps how the key is sent under Advanced, and warns before it goes into URLs', () => {
    renderCard('demo-pro-key', BASE);
    const advanced = screen.getByText('Advanced').closest('details') as HTMLDetailsElement;
    expect(advanced.open).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByLabelText('api_key query parameter'));
    expect(screen.getByRole('note').textContent).toMatch(/server logs/);
  });

  it('never shows a saved key: masked as the placeholder, kept when the field is left empty', async () => {
    const { onSave } = renderCard('demo-pro-key', BASE);
    expect((keyField() as HTMLInputElement).value).toBe('');
    expect(keyField().getAttribute('placeholder')).toBe('••••-key');
    expect(descriptionOf(keyField())).toMatch(/^Key saved \(••••-key\): leave the field empty/);
    fireEvent.click(connect());
    await waitFor(() => expect(statusBeside().textContent).toMatch(/Connected to/));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      id: 'a1',
      name: 'Work',
      apiKey: 'demo-pro-key',
    });
    expect((keyField() as HTMLInputElement).value).toBe('');
  });

  it('shows and hides the key', () => {
    renderCard('demo-pro-key', BASE);
    expect(keyField().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show key' }));
    expect(keyField().getAttribute('type')).toBe('text');
  });
});
