// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Customise } from '../../../entrypoints/popup/Customise';
import { type Choices, customise } from '../../../entrypoints/popup/customise-link';
import { ApiError } from '../../../lib/api/errors';
import { errorView } from '../../../lib/error-view';
import { shorten } from '../../../lib/shorten';
import type { AccountConnection } from '../../../lib/storage/accounts';
import { BASE, type Sandbox, sandbox } from '../../lib/helpers';
import { expectNoAxeViolations } from '../../support/axe';

// The Customise form, with what the service answers (the in-process sandbox, the page's fetch):
// its domains to choose from, and its refusal of a taken alias.

const CONNECTION: AccountConnection = {
  baseUrl: BASE,
  apiKey: 'demo-pro-key',
  authMethod: 'bearer',
  domainId: null,
};
const INITIAL: Choices = { alias: 'abc', domainId: null, title: 'A page', utm: {} };
let s: Sandbox;

beforeEach(() => {
  fakeBrowser.reset();
  s = sandbox();
  vi.stubGlobal('fetch', s.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form, once the account's domains are listed in it. */
async function form(p: { error?: unknown; first?: boolean } = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <Customise
      initial={INITIAL}
      connection={CONNECTION}
      busy={false}
      error={p.error}
      first={p.first}
      onSubmit={onSubmit}
      onCancel={p.first ? undefined : () => {}}
    />,
  );
  await screen.findAllByRole('option', { name: /\./ });
  return { ...view, onSubmit };
}

/** The service's refusal of an alias another link has, as Customise gets it. */
async function takenAliasError(): Promise<unknown> {
  await s.api('/links', 'demo-pro-key', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ original_url: 'https://example.com/other', custom_alias: 'taken' }),
  });
  const made = await shorten(
    { url: 'https://example.com/a' },
    { connection: CONNECTION, preferences: { autoCopy: false } },
  );
  if (made.kind !== 'link') throw new Error(`expected a link, got ${made.kind}`);
  const done = await customise(
    made.link,
    { ...INITIAL, alias: 'taken', title: made.link.title ?? '' },
    { connection: CONNECTION, canEdit: true, madeHere: true, signal: new AbortController().signal },
  );
  if (done.kind !== 'error') throw new Error(`expected a refusal, got ${done.kind}`);
  return done.error;
}

const alias = () => screen.getByRole('textbox', { name: 'Back-half (alias)' }) as HTMLInputElement;

describe("the popup's Customise form", () => {
  it('has no axe violations, with the domains listed', async () => {
    const { container } = await form();
    await expectNoAxeViolations(container);
  });

  it('starts on the alias, and sends the choices as edited', async () => {
    const { onSubmit } = await form();
    expect(document.activeElement).toBe(alias());
    const options = screen.getAllByRole('option', { name: /\./ });
    const domain = options[0] as HTMLOptionElement;
    fireEvent.change(alias(), { target: { value: 'my-page' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Domain' }), {
      target: { value: domain.value },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Renamed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...INITIAL,
      alias: 'my-page',
      domainId: Number(domain.value),
      title: 'Renamed',
    });
  });

  it('says a taken alias under its field, which is marked invalid and takes the focus', async () => {
    const error = await takenAliasError();
    const { container } = await form({ error });
    await expectNoAxeViolations(container);
    const field = alias();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    const said = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(said).toContain(errorView(error).fields.custom_alias);
    // Said there only: no second notice under the buttons, and what was typed stays.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.value).toBe('abc');
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe(
      'false',
    );
  });

  it('says a refusal tied to no field once, under the buttons', async () => {
    await form({ error: new ApiError('network', {}) });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alias().getAttribute('aria-invalid')).toBe('false');
  });

  it('makes the link, before there is one, with a filled Shorten button and no Cancel', async () => {
    const { onSubmit } = await form({ first: true });
    const submit = screen.getByRole('button', { name: 'Shorten' });
    expect(submit.classList.contains('primary')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(INITIAL);
  });
});
