// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type LinkChoices, LinkOptions } from '../../components/LinkOptions';
import { createClient } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { createLink } from '../../lib/api/links';
import { domainChoices } from '../../lib/domain-choices';
import { errorView } from '../../lib/error-view';
import { BASE, type Sandbox, sandbox } from '../lib/helpers';
import { expectNoAxeViolations } from '../support/axe';
import { descriptionOf } from '../support/events';

let box: Sandbox;
beforeEach(() => {
  fakeBrowser.reset();
  box = sandbox();
});
afterEach(cleanup);

const NONE: LinkChoices = { alias: '', domainId: null, title: 'A page' };

/** Wired as the popup wires it: domainChoices through the real client, against the sandbox. */
function renderOptions(
  props: {
    apiKey?: string;
    initial?: LinkChoices;
    fields?: Record<string, string>;
    busy?: boolean;
  } = {},
) {
  const onSubmit = vi.fn();
  const loadDomains = vi.fn(() =>
    domainChoices(
      { baseUrl: BASE, apiKey: props.apiKey ?? 'demo-pro-key', authMethod: 'bearer' },
      { fetch: box.fetch },
    ),
  );
  const view = render(
    <LinkOptions
      initial={props.initial ?? NONE}
      loadDomains={loadDomains}
      fields={props.fields ?? {}}
      busy={props.busy ?? false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit, loadDomains };
}

const domainRequests = () => box.sent.filter((r) => new URL(r.url).pathname.endsWith('/domains'));
const toggle = () => fireEvent.click(screen.getByText('Link options'));
const domainField = () => screen.getByLabelText('Domain') as HTMLSelectElement;
const optionNames = () => [...domainField().options].map((o) => o.textContent);
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Shorten with these options' }));

describe('LinkOptions', () => {
  it('has no axe violations', async () => {
    const { container } = renderOptions();
    toggle();
    await waitFor(() => expect(optionNames()).toContain('go.example.com'));
    await expectNoAxeViolations(container);
  });

  it('loads the domains only when the section is first opened', async () => {
    const { loadDomains } = renderOptions();
    expect(loadDomains).not.toHaveBeenCalled();
    expect(box.sent).toEqual([]);

    toggle();
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    expect(optionNames()[0]).toBe("The service's own domain");
    expect(optionNames().slice(1).sort()).toEqual([
      'go.example.com',
      'links.example.org',
      'snap.example.net',
    ]);
    toggle();
    toggle();
    expect(loadDomains).toHaveBeenCalledTimes(1);
    expect(domainRequests()).toHaveLength(1);
  });

  it('submits the alias, domain and title chosen', async () => {
    const { onSubmit } = renderOptions();
    toggle();
    await waitFor(() => expect(optionNames()).toContain('links.example.org'));
    const chosen = [...domainField().options].find((o) => o.textContent === 'links.example.org');
    fireEvent.change(screen.getByLabelText('Custom alias'), { target: { value: 'spring-sale' } });
    fireEvent.change(domainField(), { target: { value: chosen?.value ?? '' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring sale' } });
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      alias: 'spring-sale',
      domainId: Number(chosen?.value),
      title: 'Spring sale',
    });

    fireEvent.change(domainField(), { target: { value: '' } });
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith({
      alias: 'spring-sale',
      domainId: null,
      title: 'Spring sale',
    });
  });

  it('keeps a default domain chosen before and after the list loads', async () => {
    const domains = await domainChoices(
      { baseUrl: BASE, apiKey: 'demo-pro-key', authMethod: 'bearer' },
      { fetch: box.fetch },
    );
    fakeBrowser.reset(); // forget the cache, so the component loads them itself
    const snap = domains.find((d) => d.name === 'snap.example.net');
    const { onSubmit } = renderOptions({ initial: { ...NONE, domainId: snap?.id ?? -1 } });
    expect(domainField().selectedOptions[0]?.textContent).toBe(`Domain #${snap?.id}`);
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ ...NONE, domainId: snap?.id });

    toggle();
    await waitFor(() => expect(optionNames()).toContain('snap.example.net'));
    expect(domainField().selectedOptions[0]?.textContent).toBe('snap.example.net');
    expect(optionNames()).not.toContain(`Domain #${snap?.id}`);
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ ...NONE, domainId: snap?.id });
  });

  it("shows the service's field error, in our words, as the field's description", async () => {
    // The error the service gives for an alias already in use, through the real client.
    const client = createClient({ baseUrl: BASE, apiKey: 'demo-pro-key', fetch: box.fetch });
    const error = await createLink(client, {
      original_url: 'https://example.com/',
      custom_alias: 'demo1',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const { fields } = errorView(error);
    expect(Object.keys(fields)).toEqual(['custom_alias']);

    renderOptions({ fields });
    const alias = screen.getByLabelText('Custom alias');
    expect(alias.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(alias)).toMatch(/already taken\. Try another one\..*3 to 64 letters/);
    expect(descriptionOf(alias)).not.toMatch(/custom_alias/);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).not.toBe('true');
    expect(descriptionOf(screen.getByLabelText('Title'))).toBe('');
  });

  it('says when the domains could not be loaded, and still offers the own domain', async () => {
    const { onSubmit } = renderOptions({ apiKey: 'demo-free-key' });
    expect(descriptionOf(domainField())).toBe('');
    toggle();
    await waitFor(() =>
      expect(descriptionOf(domainField())).toBe('The domains could not be loaded.'),
    );
    expect(optionNames()).toEqual(["The service's own domain"]);
    submit();
    expect(onSubmit).toHaveBeenCalledWith(NONE);
  });

  it('tries a failed domain load again when the section is reopened', async () => {
    const { loadDomains } = renderOptions({ apiKey: 'demo-free-key' });
    toggle();
    await waitFor(() =>
      expect(descriptionOf(domainField())).toBe('The domains could not be loaded.'),
    );
    toggle();
    toggle();
    await waitFor(() => expect(loadDomains).toHaveBeenCalledTimes(2));
  });

  it('offers no second submit while a link is being made', () => {
    const { onSubmit } = renderOptions({ busy: true });
    const button = screen.getByRole('button', { name: 'Shorten with these options' });
    expect(button.hasAttribute('disabled')).toBe(true);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
