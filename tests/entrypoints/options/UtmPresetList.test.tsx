// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { UtmPresetList } from '../../../entrypoints/options/UtmPresetList';
import { loadPresets, storePresets } from '../../../lib/utm';
import { expectNoAxeViolations } from '../../support/axe';
import { descriptionOf } from '../../support/events';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const PRESETS = [
  { name: 'Newsletter', tags: { source: 'news', medium: 'email' } },
  { name: 'Social', tags: { source: 'mastodon', campaign: 'launch' } },
];

async function renderList() {
  await storePresets(PRESETS);
  const view = render(<UtmPresetList />);
  await screen.findByLabelText('Name of the preset Newsletter');
  return view;
}

const nameField = (name: string) =>
  screen.getByLabelText(`Name of the preset ${name}`) as HTMLInputElement;
const renameButtons = () => screen.getAllByRole('button', { name: 'Rename' });

describe('UtmPresetList', () => {
  it('has no axe violations', async () => {
    const { container } = await renderList();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Delete preset Social' }));
    await expectNoAxeViolations(container);
  });

  it("shows each preset's tags under their parameter names", async () => {
    await renderList();
    const terms = [...document.querySelectorAll('dt')].map((d) => d.textContent);
    const values = [...document.querySelectorAll('dd')].map((d) => d.textContent);
    expect(terms).toEqual(['utm_source', 'utm_medium', 'utm_source', 'utm_campaign']);
    expect(values).toEqual(['news', 'email', 'mastodon', 'launch']);
  });

  it('says what to do when there is none yet', async () => {
    render(<UtmPresetList />);
    expect(await screen.findByText(/No presets yet/)).toBeTruthy();
  });

  it('renames a preset, in place and in storage', async () => {
    await renderList();
    expect(renameButtons()[0]?.hasAttribute('disabled')).toBe(true);
    fireEvent.change(nameField('Newsletter'), { target: { value: ' Weekly letter ' } });
    fireEvent.click(renameButtons()[0] as HTMLElement);
    await waitFor(async () =>
      expect((await loadPresets()).map((p) => p.name)).toEqual(['Weekly letter', 'Social']),
    );
    expect(nameField('Weekly letter').value).toBe('Weekly letter');
    expect((await loadPresets())[0]?.tags).toEqual(PRESETS[0]?.tags);
  });

  it('refuses an empty name or one already used, and says why beside the field', async () => {
    await renderList();
    fireEvent.change(nameField('Social'), { target: { value: 'Newsletter' } });
    fireEvent.keyDown(nameField('Social'), { key: 'Enter' });
    expect(nameField('Social').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(nameField('Social'))).toBe(
      'There is already a preset named “Newsletter”.',
    );
    fireEvent.change(nameField('Social'), { target: { value: '   ' } });
    fireEvent.click(renameButtons()[1] as HTMLElement);
    expect(descriptionOf(nameField('Social'))).toBe('Give the preset a name.');
    expect(await loadPresets()).toEqual(PRESETS);
  });

  it('deletes a preset after asking once, and Cancel keeps it', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete preset Newsletter' }));
    expect(screen.getByText('Delete preset Newsletter? This cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await loadPresets()).toEqual(PRESETS);

    fireEvent.click(screen.getByRole('button', { name: 'Delete preset Newsletter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(async () => expect(await loadPresets()).toEqual([PRESETS[1]]));
    expect(screen.queryByLabelText('Name of the preset Newsletter')).toBeNull();
  });
});
