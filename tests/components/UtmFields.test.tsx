// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Customise } from '../../entrypoints/popup/Customise';
import type { Choices } from '../../entrypoints/popup/customise-link';
import { loadPresets, storePresets, UTM_PRESETS_MAX } from '../../lib/utm';
import { expectNoAxeViolations } from '../support/axe';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const NONE: Choices = { alias: '', domainId: null, title: 'A page', utm: {} };

/** The UTM fields as the popup has them: inside its Customise form. */
function renderOptions() {
  const onSubmit = vi.fn();
  const view = render(
    <Customise
      initial={NONE}
      // No service: the domains are not listed, and nothing is asked of the network.
      connection={{ baseUrl: '', apiKey: '', authMethod: 'bearer' }}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const saveButton = () => screen.getByRole('button', { name: 'Save as preset' });
const status = () => screen.getByRole('status').textContent;

describe('UtmFields', () => {
  it('has no axe violations, with presets shown', async () => {
    await storePresets([{ name: 'Newsletter', tags: { source: 'news' } }]);
    const { container } = renderOptions();
    fireEvent.click(screen.getByText('UTM tags', { selector: 'summary' }));
    await screen.findByRole('button', { name: 'Newsletter' });
    await expectNoAxeViolations(container);
  });

  it('sends the tags typed with the other choices', () => {
    const { onSubmit } = renderOptions();
    type('Source', 'newsletter');
    type('Medium', 'email');
    type('Campaign', 'spring');
    type('Content (optional)', 'header');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      ...NONE,
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring', content: 'header' },
    });
  });

  it('fills every field from a preset in one click, clearing the ones it has no value for', async () => {
    await storePresets([
      { name: 'Newsletter', tags: { source: 'news', medium: 'email' } },
      { name: 'Social', tags: { source: 'mastodon', campaign: 'launch' } },
    ]);
    const { onSubmit } = renderOptions();
    type('Term (optional)', 'typed before');
    fireEvent.click(await screen.findByRole('button', { name: 'Social' }));
    expect(field('Source').value).toBe('mastodon');
    expect(field('Campaign').value).toBe('launch');
    expect(field('Medium').value).toBe('');
    expect(field('Term (optional)').value).toBe('');
    // The preset's name is ready to save it again with changes.
    expect(field('Preset name').value).toBe('Social');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      ...NONE,
      utm: { source: 'mastodon', campaign: 'launch' },
    });
  });

  it('saves the tags as a preset, which then shows as a button', async () => {
    renderOptions();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    type('Preset name', 'Newsletter');
    expect(saveButton().hasAttribute('disabled')).toBe(true); // no tag yet
    type('Source', ' news ');
    fireEvent.click(saveButton());
    await waitFor(() => expect(status()).toBe('Saved the preset “Newsletter”.'));
    expect(await loadPresets()).toEqual([{ name: 'Newsletter', tags: { source: 'news' } }]);
    expect(await screen.findByRole('button', { name: 'Newsletter' })).toBeTruthy();
  });

  it('saves with Enter in the name field, without shortening', async () => {
    const { onSubmit } = renderOptions();
    type('Source', 'news');
    type('Preset name', 'Quick');
    fireEvent.keyDown(field('Preset name'), { key: 'Enter' });
    await waitFor(() => expect(status()).toBe('Saved the preset “Quick”.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`says so when ${UTM_PRESETS_MAX} presets are already saved, and saves nothing`, async () => {
    const full = Array.from({ length: UTM_PRESETS_MAX }, (_, i) => ({
      name: `p${i}`,
      tags: { source: `s${i}` },
    }));
    await storePresets(full);
    renderOptions();
    await screen.findByRole('button', { name: 'p0' });
    type('Source', 'news');
    type('Preset name', 'One more');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(status()).toMatch(
        new RegExp(`already ${UTM_PRESETS_MAX} presets.*delete one in the options`),
      ),
    );
    expect(await loadPresets()).toEqual(full);
  });
});
